import { SporaError } from '@spora/sdk';
import { serverPath } from './server-url.js';

/** An error answer of the API (its code and message), or a server that could not be reached. */
export class ServerAnswerError extends SporaError<string> {}

/**
 * The `/api/v1` of a running Spora server, called with a person's API token: the way a command
 * works beside a running server (on SQLite the server holds the database alone).
 */
export class ServerApi {
  private readonly base: URL;

  constructor(
    serverUrl: string,
    private readonly token: string,
  ) {
    this.base = serverPath(serverUrl, 'api/v1/');
  }

  async request<Data>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Data> {
    const url = new URL(path.replace(/^\//, ''), this.base);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
      throw new ServerAnswerError(
        'SERVER_UNREACHABLE',
        `No Spora server answered at ${this.base.origin}: ${reason}`,
      );
    }
    const text = await response.text();
    const parsed = parseJson(text) as { data?: Data; error?: { code?: string; message?: string } } | null;
    if (!response.ok || parsed === null || parsed.data === undefined) {
      const code = parsed?.error?.code ?? `HTTP_${response.status}`;
      throw new ServerAnswerError(
        code,
        parsed?.error?.message ?? `${method} ${url.pathname} answered ${response.status}.`,
      );
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
