import { SporaError } from '@spora/sdk';

export type SafeFetchErrorCode =
  /** Not an absolute http(s) URL. */
  | 'URL_NOT_ALLOWED'
  /** The host is, or resolves to, a private, loopback, link-local, metadata … address. */
  | 'ADDRESS_NOT_ALLOWED'
  | 'TOO_MANY_REDIRECTS'
  | 'RESPONSE_TOO_LARGE'
  | 'FETCH_TIMEOUT'
  /** The host could not be resolved or reached, or answered with something that is not HTTP. */
  | 'FETCH_FAILED';

/** A request the tool network refused or could not complete; `details.url` names the hop. */
export class SafeFetchError extends SporaError<SafeFetchErrorCode> {}
