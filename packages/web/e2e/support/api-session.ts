/** A signed-in person's API session (cookie + CSRF token), for setting up what a browser test needs. */
export class ApiSession {
  private constructor(
    private readonly baseUrl: string,
    /** `spora_session=…`, as a browser context can take it over. */
    readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<ApiSession> {
    const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const cookie =
      response.headers
        .getSetCookie()
        .map((entry) => entry.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('spora_session=')) ?? '';
    const { data } = (await response.json()) as { data: { csrf_token: string } };
    return new ApiSession(baseUrl, cookie, data.csrf_token);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        'x-csrf-token': this.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text === '' ? undefined : (JSON.parse(text) as { data: T }).data) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  /**
   * Polls `GET /tasks/{id}` until the task satisfies `done` (the browser is what a test checks,
   * not this wait); the error names the status it was left in.
   */
  async waitForTask<Task extends { status: string }>(
    id: number,
    done: (task: Task) => boolean,
    timeoutMs = 30_000,
  ): Promise<Task> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { task } = await this.get<{ task: Task }>(`/tasks/${id}`);
      if (done(task)) return task;
      if (Date.now() > deadline)
        throw new Error(
          `task ${id} did not reach the expected state in ${timeoutMs} ms; it is ${task.status}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Decides the task's first pending call, as the approval bar would. */
  async decideFirstCall(taskId: number, decision: 'approve' | 'reject'): Promise<void> {
    const { task } = await this.get<{ task: { tool_calls: { provider_call_id: string }[] } }>(
      `/tasks/${taskId}`,
    );
    const call = task.tool_calls[0];
    if (!call) throw new Error(`task ${taskId} has no tool call to decide`);
    await this.post(`/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: call.provider_call_id, decision }],
    });
  }
}
