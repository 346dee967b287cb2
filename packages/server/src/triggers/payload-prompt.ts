/**
 * The prompt a delivery starts its task with. Template mode fills the hook's prompt template:
 * each declared variable takes the payload value at its mapped dotted path (by default, the
 * top-level field of its own name); strings go in as they are, other values as JSON. Text mode
 * sends the hook's instruction followed by the whole payload in a fenced block.
 */
import type { PromptTemplate, Webhook } from '../db/index.js';
import { renderTemplate, valueIssues, variablesOf } from '../schedules/index.js';
import { WebhookError } from './webhook-error.js';
import { variablePathsOf } from './webhook-input.js';

/** Longest value one variable takes, and longest prompt a delivery makes. */
const maximumValueLength = 50_000;
const maximumPromptLength = 200_000;

export interface PromptContext {
  readonly template: PromptTemplate | null;
  readonly agentName: string;
  readonly userName: string;
  readonly now: Date;
}

export function promptOf(hook: Webhook, body: Buffer, context: PromptContext): string {
  const text = body.toString('utf8');
  const payload = parsed(text);
  const prompt =
    hook.payload_mode === 'template'
      ? templatePrompt(hook, payload, context)
      : textPrompt(hook, text, payload);
  if (prompt.trim() === '') throw refused('The payload made an empty prompt.');
  if (prompt.length > maximumPromptLength) {
    throw refused(
      `The prompt would be ${prompt.length} characters; at most ${maximumPromptLength} are taken.`,
    );
  }
  return prompt;
}

function templatePrompt(hook: Webhook, payload: unknown, context: PromptContext): string {
  if (context.template === null) throw refused("The hook's prompt template no longer exists.");
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw refused('The payload must be a JSON object.');
  }
  const variables = variablesOf(context.template);
  const paths = variablePathsOf(hook);
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const value = valueAt(payload, paths[variable.name] ?? variable.name);
    if (value === undefined || value === null) continue;
    const written = typeof value === 'string' ? value : JSON.stringify(value);
    if (written.length > maximumValueLength) {
      throw refused(`The value for "${variable.name}" exceeds ${maximumValueLength} characters.`);
    }
    values[variable.name] = written;
  }
  const issues = valueIssues(context.template.body, variables, values, 'payload');
  if (issues.length > 0) {
    throw refused(
      `The payload does not fill the template: ${issues.map((issue) => issue.message).join('; ')}.`,
      issues.map((issue) => ({ ...issue })),
    );
  }
  return renderTemplate(context.template.body, variables, values, {
    moment: context.now,
    timezone: 'UTC',
    agentName: context.agentName,
    userName: context.userName,
  });
}

function textPrompt(hook: Webhook, text: string, payload: unknown): string {
  const instruction = hook.prompt_text?.trim() || `The webhook "${hook.name}" received this payload.`;
  const [language, shown] =
    payload === undefined ? ['text', text] : ['json', JSON.stringify(payload, null, 2)];
  const fence = shown.includes('```') ? '~~~~' : '```';
  return `${instruction}\n\n${fence}${language}\n${shown}\n${fence}`;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The value at a dotted path; array elements are named by their index (`items.0.title`). */
function valueAt(payload: unknown, path: string): unknown {
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function refused(message: string, issues?: readonly object[]): WebhookError {
  return new WebhookError('WEBHOOK_PAYLOAD_INVALID', message, issues ? { issues } : undefined);
}
