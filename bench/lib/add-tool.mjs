// The benchmark agent's one tool, as a Spora tool: `add` (tool class `core/AddTool`), and the same
// addition declared with side effects, `add_once` (tool class `core/SideEffectingAddTool`).
import { BroadcastChannel, isMainThread } from 'node:worker_threads';
import { AbstractTool, Tool, ToolOperation, ToolParameter, ToolResult } from '@spora/sdk';

/** When `add` began to run for the tasks being watched (approval latency), on the shared clock. */
const toolStarts = new Map();
/** Where a loop thread tells the harness's thread when `add` began. */
const toolStartChannel = new BroadcastChannel('spora-bench:tool-starts');
toolStartChannel.unref();

const recordToolStart = (taskId, at) => {
  if (toolStarts.get(taskId) === null) toolStarts.set(taskId, at);
};

/** From now on, the first time `add` runs for each of `taskIds` is kept. */
export function watchToolStarts(taskIds) {
  for (const taskId of taskIds) toolStarts.set(taskId, null);
  toolStartChannel.onmessage = ({ data }) => recordToolStart(data.taskId, data.at);
}

/** When `add` first ran for each task (null: not yet), in the order asked. */
export function toolStartsOf(taskIds) {
  return taskIds.map((taskId) => toolStarts.get(taskId) ?? null);
}

export class AddTool extends AbstractTool {
  async execute(args, ctx) {
    const at = performance.timeOrigin + performance.now();
    if (isMainThread) recordToolStart(ctx.taskId, at);
    else toolStartChannel.postMessage({ taskId: ctx.taskId, at });
    return ToolResult.ok(String(Number(args.a) + Number(args.b)));
  }

  describeAction(args) {
    return `Add ${args.a} and ${args.b}`;
  }
}

/**
 * The same addition, not declared read-only, as a tool that changes something outside Spora
 * would be: its step commits twice, the intent before the call runs and the result after it, so a
 * killed worker never runs it again.
 */
export class SideEffectingAddTool extends AbstractTool {
  async execute(args) {
    return ToolResult.ok(String(Number(args.a) + Number(args.b)));
  }

  describeAction(args) {
    return `Add ${args.a} and ${args.b} once`;
  }
}

// Plain JavaScript has no decorator syntax on Node 20: the decorators are applied as functions,
// bottom-up as the syntax would.
for (const ToolClass of [AddTool, SideEffectingAddTool]) {
  ToolParameter({ name: 'b', type: 'number', description: 'The second number.' })(ToolClass, {
    kind: 'class',
  });
  ToolParameter({ name: 'a', type: 'number', description: 'The first number.' })(ToolClass, {
    kind: 'class',
  });
}
// Adding has no side effects, so, like floor-sqlite, its step commits once after the call ran.
ToolOperation({ name: 'add', description: 'Adds two numbers.', readOnly: true })(AddTool, { kind: 'class' });
Tool({ name: 'add', description: 'Adds two numbers.' })(AddTool, { kind: 'class' });
ToolOperation({ name: 'add', description: 'Adds two numbers.' })(SideEffectingAddTool, { kind: 'class' });
Tool({ name: 'add_once', description: 'Adds two numbers, at most once.' })(SideEffectingAddTool, {
  kind: 'class',
});

export const addToolClass = 'core/AddTool';
export const sideEffectingAddToolClass = 'core/SideEffectingAddTool';
