import type { LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { LlmError } from '@spora/sdk';
import { type LlmConfiguration, resolveLlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import { traceModelRequest } from '../../telemetry/tracing-model.js';
import { PriceBook, readPriceTable } from '../../usage/price-book.js';
import { friendlyFailureMessages } from '../failure-messages.js';
import { serializeTaskData } from '../task-data.js';
import { budgetStop } from './budget-gate.js';
import { loadToolset } from './call-execution.js';
import { compactHistory } from './context-overflow.js';
import { pauseForModelKey } from './credential-pause.js';
import { imageRefusedBy, modelInputOf, withAttachmentContent } from './message-attachments.js';
import { end, type NextStep } from './next-step.js';
import { llmFailure } from './run-failure.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';
import { resolveResponse } from './tool-batch.js';

export const defaultSystemPrompt = 'You are a helpful AI assistant.';
const defaultMaxTokens = 16_384;

type ResolvedModel = {
  readonly driver: LlmDriver;
  readonly configuration: LlmConfiguration;
  readonly prices: PriceBook;
};

/** One LLM turn: the step counted, the model asked, and its answer handed to the tool batch. */
export async function takeTurn(run: RunState): Promise<NextStep> {
  if (!run.nextStepCounted && run.task.step_count >= run.task.max_steps) return maxStepsReached(run);
  // Read side by side with the budgets (each read once per run); what a pause or a model that did
  // not resolve leaves unread is dropped.
  const toolsetLoading = loadToolset(run);
  toolsetLoading.catch(() => {});
  const modelLoading = loadModel(run);
  modelLoading.catch(() => {});
  const budgetReached = await budgetStop(run);
  if (budgetReached) return budgetReached;
  const model = await modelLoading;
  if ('kind' in model) return model;
  const { driver, configuration } = model;
  const toolset = await toolsetLoading;
  // Counted before the call, so failed calls count too; the lease is extended in the same write.
  if (!run.nextStepCounted) {
    await write(run, async () => [], { values: { step_count: run.task.step_count + 1 } });
  }
  run.nextStepCounted = false;
  run.turnsBegun += 1;

  const conversation = run.conversation.toMessages();
  const input = modelInputOf(driver);
  const refusedImage = imageRefusedBy(run.conversation, conversation, input);
  if (refusedImage) {
    return {
      kind: 'fail',
      code: 'MODEL_IMAGE_INPUT_UNSUPPORTED',
      reason: `The conversation holds the image "${refusedImage.name}", and the model ${input.name} does not take images.`,
    };
  }
  const messages = await withAttachmentContent(run.conversation, conversation, input, run.deps.attachments);
  const text = run.deps.events?.textStream(run.task);
  const request: LlmRequest = {
    systemPrompt: (run.proposal()?.system_prompt ?? run.agent.system_prompt)?.trim() || defaultSystemPrompt,
    messages,
    tools: toolset.definitions,
    maxTokens: configuration.max_tokens_output ?? defaultMaxTokens,
    ...(text && { onTextDelta: (delta: string) => text.push(delta) }),
  };
  let response: LlmResponse;
  try {
    // The turn's streamed text reaches clients before anything the turn writes: sent, or held for
    // the next write to send first. A graceful stop cancels the request too: whoever takes the
    // task over asks again.
    response = await traceModelRequest(driver, request, () =>
      driver.complete(request, run.stop.draining),
    ).finally(async () => {
      run.heldText = (await text?.close()) ?? null;
    });
  } catch (error) {
    if (run.signal.aborted) return end;
    if (run.stop.handsBack) return { kind: 'hand_back', values: { step_count: run.task.step_count - 1 } };
    if (error instanceof LlmError && error.code === 'CONTEXT_WINDOW_EXCEEDED') {
      return compactHistory(run, error, driver, configuration);
    }
    return (await pauseForModelKey(run, error)) ?? llmFailure(error);
  }
  if (run.signal.aborted) return end;
  return resolveResponse(run, toolset, response, model.prices.pricingOf(response.model));
}

/**
 * The step budget is spent. The task pauses (AWAITING_BUDGET) for a person to allow more steps, or
 * — for an agent that does not pause, as unattended runs may want — fails with MAX_STEPS_REACHED,
 * which a later continue clears. Either way `data.max_steps_reached` says which limit it was.
 */
function maxStepsReached(run: RunState): NextStep {
  if (run.agent.pause_at_step_limit === 1) {
    return {
      kind: 'settle',
      event: 'budget_reached',
      values: { data: serializeTaskData({ ...run.data(), max_steps_reached: true }) },
    };
  }
  return {
    kind: 'settle',
    event: 'failed',
    values: {
      error_code: 'MAX_STEPS_REACHED',
      error_message: friendlyFailureMessages.MAX_STEPS_REACHED,
      failure_reason: `Max steps reached (${run.task.max_steps}).`,
      data: serializeTaskData({ ...run.data(), max_steps_reached: true }),
    },
  };
}

/** The configuration and driver, resolved once per run; a failure step when none resolves. */
async function loadModel(run: RunState): Promise<ResolvedModel | NextStep> {
  if (run.model) return run.model;
  // Read beside the configuration rather than after it: one wait fewer per run, and a wasted read
  // only for a configuration with prices of its own.
  const priceTable = readPriceTable(run.deps.db);
  priceTable.catch(() => {});
  const resolved = await resolveLlmConfiguration(run.deps.db, run.agent, run.task.llm_driver_config_id);
  if (!resolved) {
    return {
      kind: 'fail',
      code: 'NO_LLM_CONFIGURATION',
      reason: 'No LLM configuration resolves for this agent.',
    };
  }
  try {
    const driver = run.deps.drivers(resolved.configuration);
    // Once per run, not per step: each turn's cost is written in the insert of its usage row.
    const prices = await PriceBook.load(run.deps.db, resolved.configuration, priceTable);
    run.model = { driver, configuration: resolved.configuration, prices };
    return run.model;
  } catch (error) {
    return llmFailure(error);
  }
}
