import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Task } from '../db/index.js';
import { readPendingCalls } from '../orchestrator/index.js';

/** Builds links into the web UI, from the address the client reached this server at. */
export type TaskLinks = (taskId: number) => string;

/** How much of a pending call's arguments the answer quotes. */
const maximumArgumentsLength = 200;

function structured(task: Task, links: TaskLinks): Record<string, unknown> {
  return { task_id: task.id, status: task.status, task_url: links(task.id) };
}

/** A line a model can act on: which task this was, to continue it later. */
function followUp(toolName: string, task: Task): string {
  return `Spora task ${task.id}: call ${toolName} with task_id ${task.id} and a prompt to continue this conversation.`;
}

function callSummary(call: { tool_name: string; arguments: Readonly<Record<string, unknown>> }): string {
  const args = JSON.stringify(call.arguments);
  const shown = args.length > maximumArgumentsLength ? `${args.slice(0, maximumArgumentsLength)}…` : args;
  return `- ${call.tool_name} ${shown}`;
}

/**
 * The result a run paused for approval answers with: not an error, since nothing failed; the link
 * opens the task that holds the calls (a sub-agent's, when that is where they are). `resumeWith`
 * is the task the call began with: after a handover, `task` is another agent's, which this tool
 * does not take, while the first task leads to it again.
 */
export function pendingApprovalAnswer(
  toolName: string,
  task: Task,
  pending: Task,
  links: TaskLinks,
  resumeWith: number,
): CallToolResult {
  const url = links(pending.id);
  const calls = readPendingCalls(pending.pending_state).map(callSummary);
  const where =
    pending.id === task.id ? `Task ${task.id}` : `Task ${task.id} (through its sub-task ${pending.id})`;
  const text = [
    `pending approval: ${url}`,
    '',
    `${where} waits for a person to approve or reject ${calls.length === 1 ? 'this tool call' : 'these tool calls'}:`,
    ...calls,
    '',
    `Once it is decided in Spora, call ${toolName} again with task_id ${resumeWith} and no prompt to get the answer.`,
  ].join('\n');
  return {
    content: [{ type: 'text', text }],
    structuredContent: {
      ...structured(task, links),
      task_id: resumeWith,
      status: 'PENDING_APPROVAL',
      pending_task_id: pending.id,
      approval_url: url,
    },
  };
}

/** The answer for a task that ended: its final answer, or an error result saying why there is none. */
export function finishedTaskAnswer(toolName: string, task: Task, links: TaskLinks): CallToolResult {
  const url = links(task.id);
  if (task.status === 'COMPLETED') {
    return {
      content: [
        { type: 'text', text: task.final_response ?? '' },
        { type: 'text', text: followUp(toolName, task) },
      ],
      structuredContent: structured(task, links),
    };
  }
  const reason =
    task.status === 'FAILED'
      ? `The task failed: ${task.error_message ?? task.failure_reason ?? 'no reason was recorded.'}`
      : `The task was ${task.status === 'ABORTED' ? 'aborted' : 'cancelled'} before it answered.`;
  return {
    isError: true,
    content: [{ type: 'text', text: `${reason}\nSee ${url}` }],
    structuredContent: structured(task, links),
  };
}

/** A refused call: the code says what kind of refusal it is, as in the REST API's envelope. */
export function refusal(code: string, message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }] };
}
