import Anthropic from '@anthropic-ai/sdk';
import type {
  MessageCreateParamsNonStreaming,
  RawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/messages';
import { Stream } from '@anthropic-ai/sdk/streaming';
import {
  type EffectiveSettings,
  type LlmDriver,
  type LlmDriverOptions,
  type LlmRequest,
  type LlmResponse,
  ToolSetting,
} from '@spora/sdk';
import { untilAborted } from '../abort.js';
import { isBrokenAnswer, readAnswerBody } from '../answer-body.js';
import { checkAnswerEnd } from '../answer-completeness.js';
import { commonSettingDeclarations, defaultLlmTimeoutMs, readCommonSettings } from '../common-settings.js';
import { retryingCutAnswers } from '../cut-answer-retry.js';
import { DriverSettings } from '../driver-settings.js';
import { keepAliveFetch } from '../keep-alive-fetch.js';
import { withBoundedRetryWaits } from '../retry-after.js';
import { ToolNameAliases } from '../tool-name-aliases.js';
import { isCutAnswer, toLlmError } from './error-mapping.js';
import {
  type AssembledMessage,
  assembleMessage,
  messageOf,
  toLlmResponse,
  toMessageCreateParams,
} from './message-mapping.js';
import { assembleMessageStream } from './stream-assembly.js';

/** Messages (`POST {base_url}/v1/messages`) on Anthropic and the servers that speak its protocol. */
/** Model families that read text only. */
const textOnlyModelPrefixes = ['claude-1', 'claude-2', 'claude-instant'];

@ToolSetting(commonSettingDeclarations.apiKey)
@ToolSetting({ ...commonSettingDeclarations.baseUrl, default: 'https://api.anthropic.com' })
@ToolSetting({ ...commonSettingDeclarations.model, default: 'claude-sonnet-4-6' })
@ToolSetting({
  key: 'enable_prompt_caching',
  label: 'Prompt caching',
  type: 'toggle',
  description: 'Marks the system prompt and the tool definitions as cacheable.',
  default: true,
})
@ToolSetting(commonSettingDeclarations.temperature)
@ToolSetting({
  key: 'thinking_budget',
  label: 'Thinking budget (tokens)',
  type: 'text',
  description: 'Turns extended thinking on with this many tokens (at least 1024, below the output limit).',
  validation: '^[1-9][0-9]*$',
})
@ToolSetting(commonSettingDeclarations.timeout)
@ToolSetting(commonSettingDeclarations.supportsImageInput)
@ToolSetting(commonSettingDeclarations.sendPdfAsDocument)
@ToolSetting(commonSettingDeclarations.stream)
export class AnthropicCompatibleDriver implements LlmDriver {
  static readonly driverContractVersion = 1;

  static getName(): string {
    return 'anthropic_compatible';
  }

  static getDisplayName(): string {
    return 'Anthropic Compatible';
  }

  static getDefaultTools(): readonly string[] {
    return [];
  }

  readonly providerName = 'anthropic';
  readonly modelName: string;
  /** The operator's `supports_image_input` toggle, or a guess from the model name when unset. */
  readonly supportsImageInput: boolean;
  /** The operator's `send_pdf_as_document` toggle. */
  readonly sendsPdfAsDocument: boolean;
  private readonly temperature: number;
  /** How often a failed request is sent again (by the SDK, or here when its answer was cut). */
  private readonly retries: number;
  private readonly promptCaching: boolean;
  /** Whether answers are streamed when the caller wants text as it arrives (setting `stream`). */
  private readonly stream: boolean;
  private readonly thinkingBudget: number | null;
  private readonly client: Anthropic;

  /** Throws `LlmError('BAD_REQUEST')` naming the setting when a setting is invalid. */
  constructor(settings: EffectiveSettings, options: LlmDriverOptions = {}) {
    const declared = DriverSettings.read(
      AnthropicCompatibleDriver,
      AnthropicCompatibleDriver.getName(),
      settings,
    );
    const common = readCommonSettings(declared);
    this.modelName = common.model;
    this.temperature = common.temperature;
    this.stream = common.stream;
    this.sendsPdfAsDocument = common.sendPdfAsDocument;
    this.retries = options.maxRetries ?? 2;
    this.promptCaching = declared.present('enable_prompt_caching', declared.toggle('enable_prompt_caching'));
    this.thinkingBudget = declared.number('thinking_budget');
    // Every Anthropic model since the third generation reads images; only the older families do not.
    this.supportsImageInput =
      common.supportsImageInput ?? !textOnlyModelPrefixes.some((prefix) => common.model.startsWith(prefix));
    this.client = new SettingsOnlyAnthropic({
      apiKey: null,
      authToken: null,
      baseURL: common.baseUrl,
      timeout: common.timeoutMs ?? options.defaultTimeoutMs ?? defaultLlmTimeoutMs,
      maxRetries: options.maxRetries ?? 2,
      fetch: withBoundedRetryWaits(options.fetch ?? keepAliveFetch),
      // The key goes in `x-api-key`, which every Anthropic-compatible server reads; without a key
      // no credential header is sent at all.
      defaultHeaders: common.apiKey === null ? { Authorization: null } : { 'x-api-key': common.apiKey },
    });
  }

  async complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    const aliases = ToolNameAliases.forRequest(request);
    const params = toMessageCreateParams(
      request,
      {
        model: this.modelName,
        temperature: request.temperature ?? this.temperature,
        promptCaching: this.promptCaching,
        thinkingBudget: this.thinkingBudget,
      },
      aliases,
    );
    try {
      const message = await retryingCutAnswers(this.retries, signal, isRetriedAnswer, () =>
        untilAborted(signal, (requestSignal) => this.send(params, request.onTextDelta, requestSignal)),
      );
      return toLlmResponse(message, aliases);
    } catch (error) {
      throw toLlmError(error, signal);
    }
  }

  /**
   * Streams when the caller wants text as it arrives and the configuration allows it. The answer
   * is read for what it is: an event stream, or JSON (also when a server ignored `stream: true`);
   * anything else, and an answer that did not end properly, is an `LlmError`.
   */
  private async send(
    params: MessageCreateParamsNonStreaming,
    onTextDelta: ((delta: string) => void) | undefined,
    signal: AbortSignal,
  ): Promise<AssembledMessage> {
    const streamRequested = onTextDelta !== undefined && this.stream;
    const response = await (streamRequested
      ? this.client.messages.create({ ...params, stream: true }, { signal })
      : this.client.messages.create(params, { signal })
    ).asResponse();
    const body = await readAnswerBody(response, streamRequested, 'Anthropic-compatible');
    const streamed = body.kind === 'event-stream';
    const message = streamed
      ? await assembleMessageStream(
          Stream.fromSSEResponse<RawMessageStreamEvent>(response, new AbortController(), this.client),
          onTextDelta ?? (() => {}),
        )
      : assembleMessage(messageOf(body.value, response.status));
    const toolCallCount = message.blocks.filter((block) => block.type === 'tool_use').length;
    checkAnswerEnd(
      { finishReason: message.stopReason, toolCallCount, streamed },
      ['max_tokens'],
      'Anthropic-compatible',
    );
    // An answer that came whole still reaches live views, in one piece.
    const text = message.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
    if (!streamed && onTextDelta && text !== '') onTextDelta(text);
    return message;
  }
}

/**
 * The SDK client without its local credential lookup (profiles on disk, workload identity): a
 * driver authenticates with its settings only, and never sends this host's credentials to
 * whatever `base_url` says.
 */
class SettingsOnlyAnthropic extends Anthropic {
  protected override _shouldResolveDefaultCredentials(): boolean {
    return false;
  }
}

/** Answers sent again within the retry budget: cut mid-answer, or arrived broken. */
function isRetriedAnswer(error: unknown): boolean {
  return isCutAnswer(error) || isBrokenAnswer(error);
}
