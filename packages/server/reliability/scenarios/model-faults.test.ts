// Broken model answers, one kind per task: each ends as it should — completed when the fault is
// transient or harmless, failed with the code that names it otherwise — and nothing crashes.
import type { ModelRequest, Step } from '@spora/fake-llm';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../harness/api-client.js';
import { conversationState, effectModel, effectPrompt, toolWireName } from '../harness/effect-model.js';
import { useSuiteEnvironment } from '../harness/environment.js';
import { measure, report, waitUntilSettled } from '../harness/figures.js';
import { createInstallation } from '../harness/installation.js';

const environment = useSuiteEnvironment();

/** Per model request; the hanging cases run past it. */
const modelTimeoutSeconds = 3;

type Outcome = { status: 'COMPLETED' } | { status: 'FAILED'; codes: readonly string[] };

interface FaultCase {
  readonly name: string;
  /** The broken step for the task's `attempt`-th model request; `undefined` answers as planned. */
  readonly step: (attempt: number, request: ModelRequest, key: string) => Step | undefined;
  /** Any of these is right. */
  readonly outcomes: readonly Outcome[];
  /** Effect executions the task must cause (each key once). */
  readonly effects?: readonly string[];
}

const completes: Outcome = { status: 'COMPLETED' };
const failsWith = (...codes: string[]): Outcome => ({ status: 'FAILED', codes });
const finalText = (key: string) => `All 0 effects of ${key} applied.`;
const once =
  (fault: (key: string) => Step) =>
  (attempt: number, _request: ModelRequest, key: string): Step | undefined =>
    attempt === 0 ? fault(key) : undefined;
const always = (fault: Step) => (): Step => fault;
const effectCall = (request: ModelRequest, key: string, id: string | null) => ({
  id,
  name: toolWireName(request, 'reliability_effect'),
  arguments: { key },
});

const faultCases: readonly FaultCase[] = [
  {
    name: 'latency',
    step: once((key) => ({ kind: 'text', text: finalText(key), delayMs: 1500 })),
    outcomes: [completes],
  },
  {
    name: 'rate-limit-once',
    step: once(() => ({ kind: 'error', status: 429, headers: { 'retry-after': '1' } })),
    outcomes: [completes],
  },
  { name: 'server-error-once', step: once(() => ({ kind: 'error', status: 500 })), outcomes: [completes] },
  { name: 'gateway-once', step: once(() => ({ kind: 'error', status: 503 })), outcomes: [completes] },
  {
    name: 'rate-limit-always',
    step: always({ kind: 'error', status: 429, headers: { 'retry-after': '0' } }),
    outcomes: [failsWith('RATE_LIMIT')],
  },
  {
    name: 'server-error-always',
    step: always({ kind: 'error', status: 500 }),
    outcomes: [failsWith('SERVER_ERROR')],
  },
  { name: 'hang-past-timeout', step: always({ kind: 'hang' }), outcomes: [failsWith('LLM_TIMEOUT')] },
  {
    name: 'truncated-json',
    step: always({
      kind: 'raw',
      body: '{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"mess',
    }),
    outcomes: [failsWith('INVALID_RESPONSE')],
  },
  {
    name: 'html-page',
    step: always({
      kind: 'raw',
      contentType: 'text/html',
      body: '<html><body>502 Bad Gateway</body></html>',
    }),
    outcomes: [failsWith('INVALID_RESPONSE')],
  },
  {
    name: 'only-done',
    step: always({ kind: 'raw', contentType: 'text/event-stream', body: 'data: [DONE]\n\n' }),
    outcomes: [failsWith('INCOMPLETE_RESPONSE', 'INVALID_RESPONSE')],
  },
  {
    name: 'cut-stream-once',
    step: once((key) => ({ kind: 'text', text: finalText(key), cutAfterEvents: 2 })),
    outcomes: [completes],
  },
  {
    name: 'cut-stream-always',
    step: always({ kind: 'text', text: 'this answer never arrives whole', cutAfterEvents: 2 }),
    outcomes: [failsWith('NETWORK_ERROR')],
  },
  {
    name: 'no-finish-reason',
    step: always({ kind: 'text', text: 'a partial answer', finishReason: null, omitDone: true }),
    outcomes: [failsWith('INCOMPLETE_RESPONSE')],
  },
  {
    name: 'no-finish-reason-once',
    step: once(() => ({ kind: 'text', text: 'a partial answer', finishReason: null, omitDone: true })),
    outcomes: [completes, failsWith('INCOMPLETE_RESPONSE')],
  },
  {
    name: 'output-limit',
    step: always({ kind: 'text', text: 'cut off at the', truncated: true }),
    outcomes: [failsWith('OUTPUT_LIMIT_REACHED')],
  },
  {
    name: 'plain-json-to-a-stream',
    step: once((key) => ({ kind: 'text', text: finalText(key), ignoreStream: true })),
    outcomes: [completes],
  },
  {
    name: 'invalid-tool-arguments',
    step: (attempt, request) =>
      attempt === 0
        ? {
            kind: 'tool_calls',
            calls: [{ name: toolWireName(request, 'reliability_effect'), arguments: '{"key": "unfinished' }],
          }
        : undefined,
    outcomes: [completes],
  },
  {
    name: 'unknown-tool',
    step: once(() => ({ kind: 'tool_calls', calls: [{ name: 'no_such_tool', arguments: {} }] })),
    outcomes: [completes],
  },
  {
    name: 'duplicate-call-ids',
    step: (attempt, request, key) =>
      attempt === 0
        ? {
            kind: 'tool_calls',
            calls: [effectCall(request, `${key}/a`, 'dup'), effectCall(request, `${key}/b`, 'dup')],
          }
        : undefined,
    outcomes: [completes],
    effects: ['a', 'b'],
  },
  {
    name: 'missing-call-ids',
    step: (attempt, request, key) =>
      attempt === 0
        ? {
            kind: 'tool_calls',
            calls: [effectCall(request, `${key}/a`, null), effectCall(request, `${key}/b`, null)],
          }
        : undefined,
    outcomes: [completes],
    effects: ['a', 'b'],
  },
];

const faultPattern = /\[fault=(\S+)\]/;

describe('model faults', () => {
  it('each broken answer ends the task as it should, with the right code, and nothing crashes', async () => {
    const { postgres, llm } = environment();
    const attempts = new Map<string, number>();
    const casesByName = new Map(faultCases.map((faultCase) => [faultCase.name, faultCase]));
    llm.setResponder(
      effectModel({
        latencyMs: () => 20,
        override: (request) => {
          const state = conversationState(request);
          const messages = (request.body.messages ?? []) as Array<{ role: string; content?: unknown }>;
          const prompt = messages.find((message) => message.role === 'user')?.content;
          const name = typeof prompt === 'string' ? faultPattern.exec(prompt)?.[1] : undefined;
          const faultCase = name === undefined ? undefined : casesByName.get(name);
          if (state === undefined || faultCase === undefined) return undefined;
          const attempt = attempts.get(state.plan.key) ?? 0;
          attempts.set(state.plan.key, attempt + 1);
          return faultCase.step(attempt, request, state.plan.key);
        },
      }),
    );
    const installation = await createInstallation(postgres, {
      baseUrl: llm.openaiBaseUrl,
      timeoutSeconds: modelTimeoutSeconds,
    });
    try {
      const { url } = await installation.startServer('server', { env: { SPORA_WORKER_CONCURRENCY: '8' } });
      const api = new ApiClient(url, installation.apiToken);
      const taskByCase = new Map<string, number>();
      for (const faultCase of faultCases) {
        const prompt = `${effectPrompt({ key: faultCase.name, steps: 0, holdMs: 0, gated: false })} [fault=${faultCase.name}]`;
        taskByCase.set(faultCase.name, await api.startTask(installation.agentId, prompt));
      }
      const settled = await waitUntilSettled(installation, 120_000);

      const failures: string[] = [];
      const effects = await installation.connection.db
        .selectFrom('app_reliability_effects' as never)
        .select(['call_key' as never])
        .execute();
      const executedKeys = (effects as Array<{ call_key: string }>).map((effect) => effect.call_key);
      for (const faultCase of faultCases) {
        const taskId = taskByCase.get(faultCase.name) as number;
        const task = await installation.connection.db
          .selectFrom('tasks')
          .select(['status', 'error_code', 'final_response'])
          .where('id', '=', taskId)
          .executeTakeFirstOrThrow();
        const right = faultCase.outcomes.some((outcome) =>
          outcome.status === 'COMPLETED'
            ? task.status === 'COMPLETED' && task.final_response === finalText(faultCase.name)
            : task.status === 'FAILED' && outcome.codes.includes(task.error_code ?? ''),
        );
        if (!right) {
          const wanted = faultCase.outcomes
            .map((outcome) =>
              outcome.status === 'COMPLETED' ? 'COMPLETED' : `FAILED ${outcome.codes.join('|')}`,
            )
            .join(' or ');
          failures.push(
            `fault ${faultCase.name}: task ${taskId} ended ${task.status} ${task.error_code ?? ''} ` +
              `(final ${JSON.stringify(task.final_response)}), expected ${wanted}`,
          );
        }
        const expectedKeys = (faultCase.effects ?? []).map((suffix) => `${faultCase.name}/${suffix}`);
        const ranKeys = executedKeys.filter((key) => key.startsWith(`${faultCase.name}/`)).sort();
        if (JSON.stringify(ranKeys) !== JSON.stringify(expectedKeys)) {
          failures.push(
            `fault ${faultCase.name}: effects ${JSON.stringify(ranKeys)}, expected ${JSON.stringify(expectedKeys)}`,
          );
        }
      }
      const outcome = await measure('model-faults', installation, {
        expectedEndStatuses: new Set(['COMPLETED', 'FAILED']),
      });
      const all = [...outcome.failures, ...failures];
      report(
        { ...outcome, failures: all },
        { faultKinds: faultCases.length, wrongEndings: failures.length, settled: String(settled) },
      );
      expect(all).toEqual([]);
    } finally {
      await installation.close();
    }
  });
});
