// The REST API as the scenarios call it: bearer token, JSON in and out, every answer kept.

export interface ApiAnswer {
  readonly status: number;
  /** The parsed body; `null` when it was empty or not JSON. */
  readonly body: ApiBody | null;
}

export interface ApiBody {
  readonly data?: {
    readonly task?: { readonly id: number; readonly status: string; readonly [field: string]: unknown };
    readonly [field: string]: unknown;
  };
  readonly error?: {
    readonly code: string;
    readonly message: string;
    readonly details?: { readonly status?: string; readonly [field: string]: unknown };
  };
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async post(path: string, body: unknown = {}, timeoutMs = 30_000): Promise<ApiAnswer> {
    return this.request('POST', path, body, timeoutMs);
  }

  async get(path: string, timeoutMs = 30_000): Promise<ApiAnswer> {
    return this.request('GET', path, undefined, timeoutMs);
  }

  /** Starts a task; throws unless it was created. */
  async startTask(agentId: number, prompt: string, maxSteps?: number): Promise<number> {
    const answer = await this.post('/api/v1/tasks', {
      agent_id: agentId,
      prompt,
      ...(maxSteps === undefined ? {} : { max_steps: maxSteps }),
    });
    const id = answer.body?.data?.task?.id;
    if (answer.status !== 201 || typeof id !== 'number') {
      throw new Error(`POST /api/v1/tasks answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return id;
  }

  private async request(method: string, path: string, body: unknown, timeoutMs: number): Promise<ApiAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: ApiBody | null = null;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as ApiBody);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }
}
