import { ApiError } from '../api/api-error';
import { api, unwrap } from '../api/client';
import type { BridgeCall } from './panel-bridge-rules';

type UntypedRequest = (
  method: string,
  url: string,
  init?: { body?: unknown },
) => Promise<{ data?: { data: unknown }; error?: unknown; response: Response }>;

// The bridge forwards paths a panel names at run time, which the generated route types cannot
// know; it has already checked them against the panel's allowed routes.
const untypedRequest = api.request as unknown as UntypedRequest;

export type PanelCallOutcome =
  | { readonly ok: true; readonly data: unknown }
  | {
      readonly ok: false;
      readonly status: number;
      readonly error: { readonly code: string; readonly message: string };
    };

/** Makes a checked panel call as the signed-in person (session cookie and CSRF token, like every UI call). */
export async function callForPanel(call: BridgeCall): Promise<PanelCallOutcome> {
  try {
    const data = await unwrap(
      untypedRequest(call.method, call.path, call.body === undefined ? {} : { body: call.body }),
    );
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, error: { code: error.code, message: error.message } };
    return {
      ok: false,
      status: 0,
      // i18n-exempt: a bridge protocol error for the panel's code, in English like the API's error messages.
      error: { code: 'NETWORK_ERROR', message: 'The request could not be made.' },
    };
  }
}
