import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { type LlmDriver, LlmError, type LlmRequest, type LlmResponse } from '@spora/sdk';
import { activeTracer, capturesContent } from './tracing.js';
import { inputMessagesOf, outputMessagesOf } from './tracing-messages.js';

/**
 * One model request as a GenAI `chat` client span, child of the run's span: the provider and
 * model asked, the model that answered, token counts, finish reason, and the error's code when
 * it failed. Prompts and completions are added only when an administrator opts in
 * (`OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true`).
 */
export function traceModelRequest(
  driver: Pick<LlmDriver, 'providerName' | 'modelName'>,
  request: LlmRequest,
  send: () => Promise<LlmResponse>,
): Promise<LlmResponse> {
  const tracer = activeTracer();
  if (tracer === null) return send();
  const attributes = {
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': driver.providerName,
    'gen_ai.request.model': driver.modelName,
    'gen_ai.request.max_tokens': request.maxTokens,
    ...(request.temperature !== undefined && { 'gen_ai.request.temperature': request.temperature }),
  };
  return tracer.startActiveSpan(
    `chat ${driver.modelName}`,
    { kind: SpanKind.CLIENT, attributes },
    async (span) => {
      if (capturesContent() && span.isRecording()) {
        span.setAttributes({
          'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: request.systemPrompt }]),
          'gen_ai.input.messages': inputMessagesOf(request.messages),
        });
      }
      try {
        const response = await send();
        span.setAttributes({
          'gen_ai.response.finish_reasons': [response.finishReason ?? 'unknown'],
          'gen_ai.usage.input_tokens': response.usage.inputTokens,
          'gen_ai.usage.output_tokens': response.usage.outputTokens,
          ...(response.model !== null && { 'gen_ai.response.model': response.model }),
          ...(response.responseId !== null && { 'gen_ai.response.id': response.responseId }),
        });
        if (capturesContent() && span.isRecording()) {
          span.setAttribute('gen_ai.output.messages', outputMessagesOf(response));
        }
        return response;
      } catch (error) {
        const failure = error instanceof LlmError ? error : null;
        span.setAttribute('error.type', failure?.code ?? (error instanceof Error ? error.name : 'UNKNOWN'));
        if (failure?.status != null) span.setAttribute('http.response.status_code', failure.status);
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
