import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/** What a call of an agent's tool asks for: a new task, a follow-up, or the answer of a task under way. */
export interface AgentCallArguments {
  readonly prompt: string | null;
  readonly taskId: number | null;
}

export type ArgumentCheck =
  | { readonly ok: true; readonly value: AgentCallArguments }
  | { readonly ok: false; readonly message: string };

/** The input schema every agent's tool shares. */
export const agentToolInputSchema: Tool['inputSchema'] = {
  type: 'object',
  properties: {
    prompt: {
      type: 'string',
      description:
        'What the agent should do. Required to start a task; with task_id it is a follow-up message in that task.',
    },
    task_id: {
      type: 'integer',
      minimum: 1,
      description:
        'A task this tool answered about before. With a prompt: continue its conversation. Without one: wait for its answer (after a pending approval was decided).',
    },
  },
  additionalProperties: false,
};

/** Checks a call's arguments; each refusal names the argument and what it must be. */
export function readCallArguments(input: Record<string, unknown> | undefined): ArgumentCheck {
  const args = input ?? {};
  const unknown = Object.keys(args).filter((key) => key !== 'prompt' && key !== 'task_id');
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown arguments: ${unknown.join(', ')}. Send prompt and, optionally, task_id.`,
    };
  }
  const { prompt, task_id: taskId } = args;
  if (prompt !== undefined && (typeof prompt !== 'string' || prompt.trim() === '')) {
    return { ok: false, message: 'prompt must be text with at least one character that is not white space.' };
  }
  if (taskId !== undefined && !(typeof taskId === 'number' && Number.isSafeInteger(taskId) && taskId >= 1)) {
    return {
      ok: false,
      message: 'task_id must be a positive integer: the id of a task this tool answered about.',
    };
  }
  if (prompt === undefined && taskId === undefined) {
    return {
      ok: false,
      message: 'Send a prompt to start a task, or a task_id to collect the answer of one.',
    };
  }
  return { ok: true, value: { prompt: prompt ?? null, taskId: taskId ?? null } };
}
