import type { LlmDriver, LlmError } from '@spora/sdk';
import type { LlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import { planCompaction, summarize, summaryRequest } from '../context-compaction.js';
import { end, type NextStep, next } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';

/**
 * The conversation outgrew the model's context window: older rows are summarised by the same
 * model into a `summary` row (the rows stay in the log), and the step is tried again. Once per
 * run: a conversation that still does not fit fails instead of looping.
 */
export async function compactHistory(
  run: RunState,
  error: LlmError,
  driver: LlmDriver,
  configuration: LlmConfiguration,
): Promise<NextStep> {
  const plan = planCompaction(run.history);
  if (plan.kind === 'first-turn') {
    return { kind: 'fail', code: 'CONTEXT_WINDOW_FIRST_TURN', reason: error.message };
  }
  if (plan.kind === 'nothing-to-summarize' || run.compacted) {
    return { kind: 'fail', code: 'CONTEXT_WINDOW_EXCEEDED', reason: error.message };
  }
  run.compacted = true;
  let summary: string;
  try {
    summary = await summarize(
      driver,
      summaryRequest(plan.rows, configuration.max_tokens_output ?? 1024),
      run.stop.draining,
    );
  } catch {
    if (run.signal.aborted) return end;
    if (run.stop.handsBack) return { kind: 'hand_back' };
    return { kind: 'fail', code: 'CONTEXT_WINDOW_EXCEEDED', reason: error.message };
  }
  await write(run, async () => [{ role: 'summary', content: summary, range: plan.range }]);
  return next;
}
