/**
 * Asks a provider which models it serves, so a person adding a configuration can pick one instead
 * of typing its id. Only the built-in drivers' protocols are known: the OpenAI API's
 * `GET {base}/models` (OpenAI, OpenRouter, Ollama, LM Studio, vLLM …) and Anthropic's
 * `GET {base}/v1/models`. The key is used for this one request and never stored. Every failure is
 * a result with a code, never a thrown error: when the list cannot be had, the person types the
 * model by hand.
 */
import type { ToolFetch } from '@spora/sdk';
import { SafeFetchError, type SafeFetchErrorCode } from '../network/index.js';
import type { RegisteredLlmDriver } from './driver-registry.js';

/** How long a model list may take; providers answer it in well under a second. */
export const modelListTimeoutMs = 10_000;
/** OpenRouter's list, the longest known, is a few hundred kilobytes. */
export const modelListMaxBytes = 4 * 1024 * 1024;

export interface ProviderModel {
  readonly id: string;
  /** The provider's display name, when it gives one other than the id. */
  readonly name: string | null;
}

export type ModelListErrorCode =
  /** The driver is not one whose protocol has a model list (a plugin's driver). */
  | 'MODEL_LIST_UNSUPPORTED'
  /** The provider refused the key (HTTP 401 or 403). */
  | 'AUTH_ERROR'
  /** The provider answered with another error status. */
  | 'PROVIDER_ERROR'
  /** The answer is not a model list. */
  | 'MODEL_LIST_UNREADABLE'
  | SafeFetchErrorCode;

export type ModelListResult =
  | { readonly ok: true; readonly models: ProviderModel[]; readonly error?: never }
  | {
      readonly ok: false;
      readonly error: {
        readonly code: ModelListErrorCode;
        readonly message: string;
        /** The provider's HTTP status, when it answered. */
        readonly status: number | null;
      };
      readonly models?: never;
    };

export interface ModelListRequest {
  readonly driver: RegisteredLlmDriver;
  /** Without trailing slashes. */
  readonly baseUrl: string;
  readonly apiKey: string | null;
}

interface ModelListProtocol {
  url(baseUrl: string): string;
  headers(apiKey: string | null): Record<string, string>;
}

const protocols: Readonly<Record<string, ModelListProtocol>> = {
  openai_compatible: {
    url: (baseUrl) => `${baseUrl}/models`,
    headers: (apiKey): Record<string, string> =>
      apiKey === null ? {} : { authorization: `Bearer ${apiKey}` },
  },
  anthropic_compatible: {
    url: (baseUrl) => `${baseUrl}/v1/models?limit=1000`,
    headers: (apiKey) => ({
      'anthropic-version': '2023-06-01',
      ...(apiKey === null ? {} : { 'x-api-key': apiKey }),
    }),
  },
};

function failure(code: ModelListErrorCode, message: string, status: number | null = null): ModelListResult {
  return { ok: false, error: { code, message, status } };
}

/** The entries of `{ data: [...] }` (OpenAI, Anthropic) or `{ models: [...] }` (Ollama's own API). */
function modelsOf(body: unknown): ProviderModel[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const entries = Array.isArray(record.data)
    ? record.data
    : Array.isArray(record.models)
      ? record.models
      : null;
  if (entries === null) return null;
  const models = new Map<string, ProviderModel>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, display_name: displayName } = entry as Record<string, unknown>;
    const modelId = typeof id === 'string' ? id : typeof name === 'string' ? name : null;
    if (modelId === null || modelId === '') continue;
    const label = typeof displayName === 'string' ? displayName : typeof name === 'string' ? name : null;
    models.set(modelId, { id: modelId, name: label === modelId ? null : label });
  }
  return [...models.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One request for the provider's model list, through the given (address-checking) fetch. */
export async function listProviderModels(
  request: ModelListRequest,
  fetch: ToolFetch,
): Promise<ModelListResult> {
  const protocol = protocols[request.driver.name];
  if (protocol === undefined) {
    return failure(
      'MODEL_LIST_UNSUPPORTED',
      `${request.driver.displayName} cannot list its models; type the model's name.`,
    );
  }
  try {
    const response = await fetch(protocol.url(request.baseUrl), {
      headers: { accept: 'application/json', ...protocol.headers(request.apiKey) },
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return failure('AUTH_ERROR', 'The provider refused the API key.', response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failure(
        'PROVIDER_ERROR',
        `The provider answered with HTTP status ${response.status}.`,
        response.status,
      );
    }
    // Read as text first, so a timeout or the size cap while reading keeps its own code.
    const models = modelsOf(parseJson(await response.text()));
    if (models === null) {
      return failure('MODEL_LIST_UNREADABLE', 'The answer is not a list of models.', response.status);
    }
    return { ok: true, models };
  } catch (error) {
    if (error instanceof SafeFetchError) return failure(error.code, error.message);
    throw error;
  }
}
