// The parts of each provider's wire format that the tests read, typed for the assertions.

export interface ChatCompletion {
  id: string;
  object: string;
  model: string;
  choices: Array<{
    index: number;
    message: {
      role: string;
      content: string | null;
      tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
    };
    finish_reason: string;
  }>;
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
    total_tokens: number;
    prompt_tokens_details: { cached_tokens: number };
    completion_tokens_details: { reasoning_tokens: number };
  };
}

export interface ChatCompletionChunk {
  object: string;
  model: string;
  choices: Array<{
    index: number;
    delta: {
      role?: string;
      content?: string;
      tool_calls?: Array<{
        index: number;
        id?: string;
        type?: string;
        function: { name?: string; arguments: string };
      }>;
    };
    finish_reason: string | null;
  }>;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}

export interface AnthropicMessage {
  id: string;
  type: string;
  model: string;
  content: Array<Record<string, unknown>>;
  stop_reason: string;
  usage: Record<string, number>;
}

export interface AnthropicStreamEvent {
  type: string;
  index?: number;
  content_block?: { type: string; id?: string; name?: string; text?: string; data?: string };
  delta?: {
    type?: string;
    text?: string;
    partial_json?: string;
    thinking?: string;
    signature?: string;
    stop_reason?: string;
  };
  message?: { id: string; model: string; content: unknown[]; usage: Record<string, number> };
  usage?: Record<string, number>;
}

/** OpenAI's error envelope; the admin endpoints use the same outer shape with a code. */
export interface ErrorEnvelope {
  error: { message: string; type?: string; code?: string | null; param?: null };
}

export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The text of a non-streamed chat completion. */
export async function completionText(response: Response): Promise<string | null | undefined> {
  return (await readJson<ChatCompletion>(response)).choices[0]?.message.content;
}

export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}
