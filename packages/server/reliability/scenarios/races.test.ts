// Twelve clients firing abort / continue / approve / reject / retry at running tasks, through an
// API-only `spora serve` while two `spora worker`s run them: every answer is a 200 or a 409 that
// names a status the action does not accept, and the loop stays consistent.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import { type ApiAnswer, ApiClient } from '../harness/api-client.js';
import { effectModel, effectPrompt } from '../harness/effect-model.js';
import {
  leaseEnv,
  leaseSeconds,
  randomBetween,
  scaled,
  sleep,
  useSuiteEnvironment,
} from '../harness/environment.js';
import { measure, report, waitUntilSettled } from '../harness/figures.js';
import { createInstallation, type Installation } from '../harness/installation.js';

const environment = useSuiteEnvironment();

/** The statuses seed 001 lets each action start from; a 409 naming one of them is a wrong refusal. */
const acceptedStatuses: Record<RaceAction, ReadonlySet<TaskStatus>> = {
  abort: new Set(['RUNNING', 'AWAITING_SUB_AGENTS', 'ABORTED']),
  continue: new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'ABORTED', 'RUNNING']),
  approve: new Set(['PENDING_APPROVAL']),
  reject: new Set(['PENDING_APPROVAL']),
  retry: new Set(['FAILED']),
};

type RaceAction = 'abort' | 'continue' | 'approve' | 'reject' | 'retry';
const actions: readonly RaceAction[] = [
  'abort',
  'abort',
  'continue',
  'continue',
  'approve',
  'reject',
  'retry',
];

interface RaceTally {
  readonly answers: Map<string, number>;
  readonly wrong: string[];
  continues: number;
}

describe('races', () => {
  it('concurrent abort, continue, approve, reject and retry against running tasks', async () => {
    const taskCount = scaled(24, 80);
    const clients = 12;
    const durationMs = scaled(15_000, 120_000);
    const { postgres, llm } = environment();
    llm.setResponder(effectModel({ latencyMs: () => randomBetween(30, 200) }));
    const installation = await createInstallation(postgres, { baseUrl: llm.openaiBaseUrl });
    try {
      const { url } = await installation.startServer('api', { withWorker: false, env: leaseEnv });
      const workerEnv = { ...leaseEnv, SPORA_WORKER_CONCURRENCY: '6' };
      await Promise.all([
        installation.startWorker('worker-1', workerEnv),
        installation.startWorker('worker-2', workerEnv),
      ]);
      const api = new ApiClient(url, installation.apiToken);
      const taskIds: number[] = [];
      for (let index = 0; index < taskCount; index++) {
        const plan = {
          key: `r${index}`,
          steps: randomBetween(2, 4),
          holdMs: randomBetween(50, 300),
          gated: index % 3 === 0,
        };
        taskIds.push(await api.startTask(installation.agentId, effectPrompt(plan)));
      }

      const tally: RaceTally = { answers: new Map(), wrong: [], continues: 0 };
      const deadline = Date.now() + durationMs;
      await Promise.all(
        Array.from({ length: clients }, () => raceClient(api, installation, taskIds, deadline, tally)),
      );

      const settled = await waitUntilSettled(installation, scaled(60_000, 120_000) + 4 * leaseSeconds * 1000);
      const outcome = await measure('races', installation, {
        expectedEndStatuses: new Set(['COMPLETED', 'ABORTED', 'PENDING_APPROVAL']),
      });
      const answers = Object.fromEntries([...tally.answers].map(([key, count]) => [`answers.${key}`, count]));
      const failures = [...outcome.failures, ...tally.wrong];
      report(
        { ...outcome, failures },
        { wrongAnswers: tally.wrong.length, settled: String(settled), ...answers },
      );
      expect(failures).toEqual([]);
    } finally {
      await installation.close();
    }
  });
});

/** One client: picks a task and an action at random, fires it, checks the answer, until the deadline. */
async function raceClient(
  api: ApiClient,
  installation: Installation,
  taskIds: readonly number[],
  deadline: number,
  tally: RaceTally,
): Promise<void> {
  while (Date.now() < deadline) {
    const taskId = taskIds[randomBetween(0, taskIds.length - 1)] as number;
    const action = actions[randomBetween(0, actions.length - 1)] as RaceAction;
    // Half the aborts go out as two at once: both must be accepted while the task can be aborted.
    const copies = action === 'abort' && Math.random() < 0.5 ? 2 : 1;
    const fired = await Promise.allSettled(
      Array.from({ length: copies }, () => fire(api, installation, taskId, action, tally)),
    );
    for (const result of fired) {
      if (result.status === 'rejected') {
        tally.wrong.push(`${action} of task ${taskId} got no answer: ${(result.reason as Error).message}`);
      } else {
        checkAnswer(action, taskId, result.value, tally);
      }
    }
    await sleep(randomBetween(0, 50));
  }
}

/** A 200, or a 409 INVALID_STATE naming a status the action does not start from. */
function checkAnswer(action: RaceAction, taskId: number, answer: ApiAnswer, tally: RaceTally): void {
  const key = `${action}.${answer.status}`;
  tally.answers.set(key, (tally.answers.get(key) ?? 0) + 1);
  if (answer.status === 200) return;
  const refusal = answer.body?.error;
  // Two clients approving the same call: the second may find it decided already.
  if (action === 'approve' && answer.status === 422 && refusal?.code === 'VALIDATION_ERROR') return;
  if (answer.status !== 409 || refusal?.code !== 'INVALID_STATE') {
    tally.wrong.push(`${action} of task ${taskId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return;
  }
  const named = (refusal.details?.status ?? /it is ([A-Z_]+)/.exec(refusal.message)?.[1]) as
    | TaskStatus
    | undefined;
  if (named === undefined || acceptedStatuses[action].has(named)) {
    tally.wrong.push(`${action} of task ${taskId} refused naming a status it accepts: ${refusal.message}`);
  }
}

async function fire(
  api: ApiClient,
  installation: Installation,
  taskId: number,
  action: RaceAction,
  tally: RaceTally,
): Promise<ApiAnswer> {
  const path = `/api/v1/tasks/${taskId}/${action}`;
  switch (action) {
    case 'continue': {
      const key = `r${taskId}c${++tally.continues}`;
      return api.post(path, {
        prompt: effectPrompt({ key, steps: randomBetween(1, 2), holdMs: 100, gated: false }),
      });
    }
    case 'approve': {
      const pending = await installation.connection.db
        .selectFrom('tool_calls')
        .select('provider_call_id')
        .where('task_id', '=', taskId)
        .where('status', '=', 'PENDING_APPROVAL')
        .execute();
      const decisions = pending.map((call) => ({
        provider_call_id: call.provider_call_id,
        decision: 'approve',
      }));
      // With nothing pending, an unknown call id asks the API to refuse on the task's status.
      return api.post(path, {
        decisions: decisions.length > 0 ? decisions : [{ provider_call_id: 'none', decision: 'approve' }],
      });
    }
    case 'reject':
      return api.post(path, { reason: 'Not now.' });
    default:
      return api.post(path, {});
  }
}
