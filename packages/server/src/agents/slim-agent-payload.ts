import { fail, ok, type Result } from '@spora/sdk';
import type { AgentDirectoryFailure } from '../tools/agent-directory.js';

/** The fields `create_agent` takes; tools come afterwards, through `configure_tools`. */
export const slimAgentFields = [
  'name',
  'description',
  'system_prompt',
  'max_steps',
  'allow_followup',
  'retry_after_minutes',
  'max_retries',
] as const;

const slimFieldSet: ReadonlySet<string> = new Set(slimAgentFields);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the shape of a `create_agent` payload. The full template shape (a nested `agent{}`,
 * `tools[]`, `required_plugins`) is refused with a literal example of the payload to send
 * instead, built from what the model sent, so it can correct itself in one step. Field values are
 * validated afterwards, by the agent service.
 */
export function readSlimAgentPayload(
  payload: unknown,
): Result<Readonly<Record<string, unknown>>, AgentDirectoryFailure> {
  if (!isObject(payload) || Object.keys(payload).length === 0) {
    return refuse(`"payload" must be a non-empty object. Send payload ${exampleOf({})} instead.`);
  }
  const nested = payload.agent;
  if (nested !== undefined) {
    const fields = isObject(nested) ? { ...slimPart(nested), ...slimPart(payload) } : slimPart(payload);
    return refuse(
      `create_agent takes the agent's fields directly in "payload", not nested under "agent" (that is the template shape, which only the operator imports). Send payload ${exampleOf(fields)} instead, then add tools with configure_tools(agent_id: <new id>, tools: [...]).`,
    );
  }
  if (payload.required_plugins !== undefined) {
    return refuse(
      `"required_plugins" belongs to agent templates, which only the operator imports through POST /api/v1/agent-templates/import. Send payload ${exampleOf(slimPart(payload))} instead.`,
    );
  }
  const tools = payload.tools;
  if (tools !== undefined && !(Array.isArray(tools) && tools.length === 0)) {
    return refuse(
      `create_agent does not take "tools": an agent is created without tools, then configured. Send payload ${exampleOf(slimPart(payload))} instead, then call configure_tools(agent_id: <new id>, tools: ${JSON.stringify(tools)}).`,
    );
  }
  const unknown = Object.keys(payload).filter((key) => !slimFieldSet.has(key) && key !== 'tools');
  if (unknown.length > 0) {
    const fields = Object.fromEntries(
      unknown.map((key) => [key, `is not a create_agent field; allowed: ${slimAgentFields.join(', ')}`]),
    );
    return fail({
      code: 'VALIDATION_ERROR',
      message: `Unknown field(s) ${unknown.map((key) => `"${key}"`).join(', ')}. create_agent takes only ${slimAgentFields.join(', ')}. Send payload ${exampleOf(slimPart(payload))} instead.`,
      details: { fields },
    });
  }
  return ok(slimPart(payload));
}

function slimPart(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => slimFieldSet.has(key)));
}

/** The model's own fields when it sent any, else a minimal example. */
function exampleOf(fields: Readonly<Record<string, unknown>>): string {
  const example =
    Object.keys(fields).length > 0
      ? fields
      : {
          name: 'Researcher',
          description: 'Finds and summarises sources.',
          system_prompt: 'You are a careful researcher.',
        };
  return JSON.stringify(example);
}

function refuse(message: string): Result<never, AgentDirectoryFailure> {
  return fail({ code: 'VALIDATION_ERROR', message });
}
