import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.gen.js';

export interface SporaClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The server's address, e.g. `http://127.0.0.1:8080`; paths start at `/api/v1`. */
  readonly baseUrl: string;
  /** A personal API token (`spora_pat_…`), sent as a bearer token on every request. */
  readonly token?: string;
}

/** A client whose paths, parameters, bodies and answers are typed by the OpenAPI document. */
export type SporaClient = Client<paths>;

/**
 * A typed client for the REST API (openapi-fetch): `client.GET('/api/v1/tasks/{id}', { params:
 * { path: { id } } })` answers `{ data }` or `{ error }` with the document's types.
 */
export function createSporaClient({ baseUrl, token, ...options }: SporaClientOptions): SporaClient {
  const client = createClient<paths>({ baseUrl, ...options });
  if (token !== undefined) {
    client.use({
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}
