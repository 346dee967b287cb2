import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserRole } from '../../src/accounts/index.js';
import type { SporaConfig } from '../../src/config/index.js';
import { type ApiApp, buildHttpApp } from '../../src/http/index.js';
import type { OpenPlatformOptions } from '../../src/runtime/index.js';
import { checkedInject } from './openapi-contract.js';
import type { TestEngine } from './test-databases.js';
import { openTestPlatform, type TestPlatform } from './test-platform.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in user that sends requests through `app.inject` with its cookie and CSRF token. */
export interface ApiUser {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly csrfToken: string;
  readonly cookie: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export interface TestApi extends TestPlatform {
  readonly app: ApiApp;
  /** Creates an account and signs it in through `POST /api/v1/auth/login`. */
  signUp(options?: { role?: UserRole; email?: string }): Promise<ApiUser>;
  /** Signs an existing account in. */
  signIn(email: string, password: string): Promise<ApiUser>;
  /** A request with no credentials at all. */
  anonymous(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export const testPassword = 'correct horse battery staple';
let accounts = 0;

/** The whole HTTP app on a fresh platform of the given engine; `dispose` closes both. */
export async function openTestApi(
  engine: TestEngine,
  overrides: Partial<SporaConfig> = {},
  options: OpenPlatformOptions = {},
): Promise<TestApi> {
  const test = await openTestPlatform(engine, overrides, options);
  const app = await buildHttpApp(test.platform);
  // Every answer a test receives is checked against the served document.
  const send = (options: InjectOptions) => checkedInject(app, options);

  const anonymous: TestApi['anonymous'] = (method, url, body, headers = {}) =>
    send({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });

  const signIn: TestApi['signIn'] = async (email, password) => {
    const response = await anonymous('POST', '/api/v1/auth/login', { email, password });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    const { data } = response.json() as { data: { user: { id: number }; csrf_token: string } };
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'spora_session');
    if (!sessionCookie) throw new Error('sign-in set no session cookie');
    const cookie = `spora_session=${sessionCookie.value}`;
    return {
      id: data.user.id,
      email,
      password,
      csrfToken: data.csrf_token,
      cookie,
      request: (method, url, body, headers = {}) =>
        anonymous(method, url, body, { cookie, 'x-csrf-token': data.csrf_token, ...headers }),
    };
  };

  return {
    ...test,
    app,
    anonymous,
    signIn,
    async signUp(options = {}) {
      accounts += 1;
      const email = options.email ?? `user${accounts}-${Date.now()}@example.test`;
      await test.platform.accounts.create({ email, password: testPassword, role: options.role ?? 'member' });
      return signIn(email, testPassword);
    },
    async dispose() {
      await app.close();
      await test.dispose();
    },
  };
}
