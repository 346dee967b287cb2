import {
  type EffectiveSettings,
  type LlmDriver,
  type LlmDriverOptions,
  type LlmRequest,
  type LlmResponse,
  ToolSetting,
} from '@spora/sdk';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { untilAborted } from '../abort.js';
import { isBrokenAnswer, readAnswerBody } from '../answer-body.js';
import { checkAnswerEnd } from '../answer-completeness.js';
import { commonSettingDeclarations, defaultLlmTimeoutMs, readCommonSettings } from '../common-settings.js';
import { retryingCutAnswers } from '../cut-answer-retry.js';
import { DriverSettings } from '../driver-settings.js';
import { keepAliveFetch } from '../keep-alive-fetch.js';
import { ToolNameAliases } from '../tool-name-aliases.js';
import { ChatCompletionsClient } from './chat-completions-client.js';
import { isCutAnswer, toLlmError } from './error-mapping.js';
import {
  type AssembledCompletion,
  assembleChatCompletion,
  chatCompletionOf,
  toChatCompletionParams,
  toLlmResponse,
} from './message-mapping.js';
import { assembleChatCompletionStream } from './stream-assembly.js';

/**
 * Chat completions (`POST {base_url}/chat/completions`) on OpenAI and the many servers that speak
 * its protocol: vLLM, Ollama, LM Studio, OpenRouter, DeepSeek …
 */
@ToolSetting(commonSettingDeclarations.apiKey)
@ToolSetting({ ...commonSettingDeclarations.baseUrl, default: 'https://api.openai.com/v1' })
@ToolSetting({ ...commonSettingDeclarations.model, default: 'gpt-4o' })
@ToolSetting(commonSettingDeclarations.temperature)
@ToolSetting(commonSettingDeclarations.timeout)
@ToolSetting(commonSettingDeclarations.supportsImageInput)
@ToolSetting(commonSettingDeclarations.sendPdfAsDocument)
@ToolSetting(commonSettingDeclarations.stream)
export class OpenAiCompatibleDriver implements LlmDriver {
  static readonly driverContractVersion = 1;

  static getName(): string {
    return 'openai_compatible';
  }

  static getDisplayName(): string {
    return 'OpenAI Compatible';
  }

  static getDefaultTools(): readonly string[] {
    return [];
  }

  readonly providerName = 'openai';
  readonly modelName: string;
  /** The operator's `supports_image_input` toggle, or a guess from the model name when unset. */
  readonly supportsImageInput: boolean;
  /** The operator's `send_pdf_as_document` toggle. */
  readonly sendsPdfAsDocument: boolean;
  private readonly temperature: number;
  /** Whether answers are streamed when the caller wants text as it arrives (setting `stream`). */
  private readonly stream: boolean;
  /** How often a failed request is sent again (by the client, or here when its answer was cut). */
  private readonly retries: number;
  private readonly client: ChatCompletionsClient;

  /** Throws `LlmError('BAD_REQUEST')` naming the setting when a setting is invalid. */
  constructor(settings: EffectiveSettings, options: LlmDriverOptions = {}) {
    const common = readCommonSettings(
      DriverSettings.read(OpenAiCompatibleDriver, OpenAiCompatibleDriver.getName(), settings),
    );
    this.modelName = common.model;
    this.temperature = common.temperature;
    this.stream = common.stream;
    this.sendsPdfAsDocument = common.sendPdfAsDocument;
    this.retries = options.maxRetries ?? 2;
    this.supportsImageInput = common.supportsImageInput ?? guessImageInput(common.model);
    this.client = new ChatCompletionsClient({
      baseUrl: common.baseUrl,
      apiKey: common.apiKey,
      timeoutMs: common.timeoutMs ?? options.defaultTimeoutMs ?? defaultLlmTimeoutMs,
      maxRetries: this.retries,
      fetch: options.fetch ?? keepAliveFetch,
    });
  }

  async complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    const aliases = ToolNameAliases.forRequest(request);
    const params = toChatCompletionParams(
      request,
      { model: this.modelName, temperature: request.temperature ?? this.temperature },
      aliases,
    );
    try {
      const completion = await retryingCutAnswers(this.retries, signal, isRetriedAnswer, () =>
        untilAborted(signal, (requestSignal) => this.send(params, request.onTextDelta, requestSignal)),
      );
      return toLlmResponse(completion, aliases);
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
    params: ChatCompletionCreateParamsNonStreaming,
    onTextDelta: ((delta: string) => void) | undefined,
    signal: AbortSignal,
  ): Promise<AssembledCompletion> {
    const streamRequested = onTextDelta !== undefined && this.stream;
    const response = await this.client.post(
      JSON.stringify(
        streamRequested ? { ...params, stream: true, stream_options: { include_usage: true } } : params,
      ),
      signal,
    );
    const body = await readAnswerBody(response, streamRequested, 'OpenAI-compatible');
    const streamed = body.kind === 'event-stream';
    const completion = streamed
      ? await assembleChatCompletionStream(response, onTextDelta ?? (() => {}))
      : assembleChatCompletion(chatCompletionOf(body.value, response.status));
    const end = { ...completion, toolCallCount: completion.toolCalls.length, streamed };
    checkAnswerEnd(end, ['length'], 'OpenAI-compatible');
    // An answer that came whole still reaches live views, in one piece.
    if (!streamed && onTextDelta && completion.content) onTextDelta(completion.content);
    return completion;
  }
}

const imageModelPattern = /^(gpt-4o|chatgpt-4o|gpt-4-turbo|gpt-4-vision|gpt-4\.1|gpt-5|o1|o3|o4)/;

function guessImageInput(model: string): boolean {
  return imageModelPattern.test(model) && !model.startsWith('o1-mini');
}

/** Answers sent again within the retry budget: cut mid-answer, or arrived broken. */
function isRetriedAnswer(error: unknown): boolean {
  return isCutAnswer(error) || isBrokenAnswer(error);
}
