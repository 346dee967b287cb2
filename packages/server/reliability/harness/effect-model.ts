// The model the scenarios talk to: each task's prompt says how many tool steps to take, and the
// fake LLM answers from the conversation alone, so any worker can pick a task up at any point.
import type { ModelRequest, Responder, Step } from '@spora/fake-llm';

/** What a prompt asks for: `steps` calls of the effect tool, each held `holdMs`, then a final answer. */
export interface EffectPlan {
  /** Unique per prompt; every call's key starts with it. */
  readonly key: string;
  readonly steps: number;
  readonly holdMs: number;
  /** Calls go to the tool that needs approval. */
  readonly gated: boolean;
}

export function effectPrompt(plan: EffectPlan): string {
  return `[effects key=${plan.key} steps=${plan.steps} hold=${plan.holdMs} gated=${plan.gated ? 1 : 0}]`;
}

const promptPattern = /\[effects key=(\S+) steps=(\d+) hold=(\d+) gated=([01])\]/;

interface WireMessage {
  role: string;
  content?: unknown;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

/** The plan of the latest prompt, and how many tool results the model has seen since. */
export function conversationState(
  request: ModelRequest,
): { plan: EffectPlan; resultsSincePrompt: number } | undefined {
  const messages = (request.body.messages ?? []) as WireMessage[];
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.role !== 'user') continue;
    const match = promptPattern.exec(textOf(message.content));
    if (match === null) continue;
    const [, key = '', steps, holdMs, gated] = match;
    const resultsSincePrompt = messages.slice(index + 1).filter((later) => later.role === 'tool').length;
    return {
      plan: { key, steps: Number(steps), holdMs: Number(holdMs), gated: gated === '1' },
      resultsSincePrompt,
    };
  }
  return undefined;
}

/** The wire name the request gives a tool whose canonical name ends with `suffix`. */
export function toolWireName(request: ModelRequest, suffix: string): string {
  const tools = (request.body.tools ?? []) as Array<{ function?: { name?: string } }>;
  const names = tools.map((tool) => tool.function?.name ?? '');
  return names.find((name) => name.endsWith(suffix)) ?? `missing_${suffix}`;
}

export interface EffectModelOptions {
  /** Model latency for each answer, in milliseconds. */
  readonly latencyMs: () => number;
  /** A step to send instead of the plan's, for fault scenarios; `undefined` follows the plan. */
  readonly override?: (request: ModelRequest) => Step | undefined;
}

/** Answers every effects prompt: the next tool call while steps remain, then a final text. */
export function effectModel(options: EffectModelOptions): Responder {
  return (request) => {
    const overridden = options.override?.(request);
    if (overridden !== undefined) return overridden;
    const state = conversationState(request);
    if (state === undefined) return { kind: 'text', text: 'No effects asked for.' };
    const { plan, resultsSincePrompt: done } = state;
    const delayMs = options.latencyMs();
    if (done >= plan.steps)
      return { kind: 'text', text: `All ${plan.steps} effects of ${plan.key} applied.`, delayMs };
    const callKey = `${plan.key}/${done}`;
    return {
      kind: 'tool_calls',
      delayMs,
      calls: [
        {
          id: `call-${plan.key}-${done}`,
          name: toolWireName(request, plan.gated ? 'reliability_gated_effect' : 'reliability_effect'),
          arguments: { key: callKey, hold_ms: plan.holdMs },
        },
      ],
    };
  };
}
