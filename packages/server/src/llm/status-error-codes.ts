import type { LlmErrorCode } from '@spora/sdk';

/**
 * The error code an HTTP status means, whichever provider answered. Classification reads the
 * status (and, in the adapters, the provider's error type), never the message text: a 400 whose
 * body mentions "401 tokens" is still a bad request.
 */
export function errorCodeForStatus(status: number): LlmErrorCode {
  switch (status) {
    case 429:
      return 'RATE_LIMIT';
    case 529:
      return 'SERVER_OVERLOADED';
    case 500:
      return 'SERVER_ERROR';
    case 502:
    case 503:
    case 504:
      return 'GATEWAY_ERROR';
    case 401:
    case 403:
      return 'AUTH_ERROR';
    case 400:
    case 404:
    case 413:
    case 422:
      return 'BAD_REQUEST';
    case 408:
      return 'LLM_TIMEOUT';
    default:
      // Other 5xx (501, Cloudflare's 520–524 …) are still the server's fault and worth a retry;
      // other 4xx (405 from a base URL that is no API, 410 …) are a refusal of this request.
      if (status > 500 && status < 600) return 'SERVER_ERROR';
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'UNKNOWN';
  }
}
