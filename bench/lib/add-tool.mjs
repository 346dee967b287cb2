// The benchmark agent's one tool, as a Spora tool: `add` (tool class `core/AddTool`).
import { AbstractTool, Tool, ToolOperation, ToolParameter, ToolResult } from '@spora/sdk';

export class AddTool extends AbstractTool {
  async execute(args) {
    return ToolResult.ok(String(Number(args.a) + Number(args.b)));
  }

  describeAction(args) {
    return `Add ${args.a} and ${args.b}`;
  }
}
// Plain JavaScript has no decorator syntax on Node 20: the decorators are applied as functions,
// bottom-up as the syntax would.
ToolParameter({ name: 'b', type: 'number', description: 'The second number.' })(AddTool, { kind: 'class' });
ToolParameter({ name: 'a', type: 'number', description: 'The first number.' })(AddTool, { kind: 'class' });
// Adding has no side effects, so, like floor-sqlite, its step commits once after the call ran.
ToolOperation({ name: 'add', description: 'Adds two numbers.', readOnly: true })(AddTool, { kind: 'class' });
Tool({ name: 'add', description: 'Adds two numbers.' })(AddTool, { kind: 'class' });

export const addToolClass = 'core/AddTool';
