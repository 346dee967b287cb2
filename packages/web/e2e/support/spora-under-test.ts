import { fileURLToPath } from 'node:url';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import type { SporaConfig } from '../../../server/src/config/index.js';
import { createLogger } from '../../../server/src/logging/logger.js';
import {
  openPlatform,
  type Platform,
  type RunningServer,
  startServer,
} from '../../../server/src/runtime/index.js';
import { testEngines } from '../../../server/test/support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../../../server/test/support/test-platform.js';
import { ApiSession } from './api-session.js';

export const testPassword = 'correct horse battery staple';

/**
 * The repository's `plugins/` folder (the bundled memories plugin, built by `npm run build`):
 * `SporaUnderTest.start({ pluginsDir: bundledPluginsDir })` loads it as an installation would.
 */
export const bundledPluginsDir = fileURLToPath(new URL('../../../../plugins', import.meta.url));

export interface Person {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly api: ApiSession;
}

/**
 * A real `spora serve` (embedded worker, SQLite) serving the built UI, beside a fake LLM server:
 * what a browser test drives. One per test file; `reset()`-free by design — tests create their own
 * people and agents, so they never see each other's data.
 */
export class SporaUnderTest {
  /** The platform and server of a restart, which replace the first ones. */
  private restarted: { platform: Platform; server: RunningServer } | null = null;
  private restarting: Promise<void> | null = null;

  private constructor(
    readonly test: TestPlatform,
    private readonly firstServer: RunningServer,
    readonly llm: FakeLlm,
    private readonly worker: boolean,
  ) {}

  get server(): RunningServer {
    return this.restarted?.server ?? this.firstServer;
  }

  /**
   * `firstRun` leaves the server without an administrator, as a new installation is; otherwise one
   * exists (as `admin`), so the setup screen is out of the way.
   */
  static async start(
    overrides: Partial<SporaConfig> = {},
    options: { worker?: boolean; firstRun?: boolean } = {},
  ): Promise<SporaUnderTest> {
    const sqlite = testEngines.find((engine) => engine.name === 'sqlite');
    if (!sqlite) throw new Error('SQLite engine missing');
    const llm = await startFakeLlm({ fallback: { kind: 'text', text: 'Done.' } });
    const test = await openTestPlatform(sqlite, overrides);
    if (options.worker !== false) await test.platform.startWorker();
    // A restart (POST /server/restart) is done in this process, as `spora serve` does it in a new one.
    let spora: SporaUnderTest | null = null;
    const server = await startServer(test.platform, { restart: () => void spora?.restart() });
    if (options.firstRun !== true) {
      await test.platform.accounts.create({
        email: 'admin@example.test',
        password: testPassword,
        role: 'admin',
      });
    }
    spora = new SporaUnderTest(test, server, llm, options.worker !== false);
    return spora;
  }

  get url(): string {
    return this.server.url;
  }

  get platform(): Platform {
    return this.restarted?.platform ?? this.test.platform;
  }

  /**
   * Restarts as `POST /server/restart` asks: stops the server (closing its platform), opens a new
   * platform on the same database and configuration — it loads the plugins folder again — and
   * serves it on the same port. A module imported once stays as it was in this process, so an
   * updated plugin's new code runs only in a new process (`spora serve` restarts into one).
   */
  restart(): Promise<void> {
    this.restarting ??= (async () => {
      const config = { ...this.platform.config, port: Number(new URL(this.url).port) };
      await this.server.stop();
      const platform = await openPlatform(config, createLogger('silent', false));
      if (this.worker) await platform.startWorker();
      const server = await startServer(platform, { restart: () => void this.restart() });
      this.restarted = { platform, server };
    })().finally(() => {
      this.restarting = null;
    });
    return this.restarting;
  }

  /** A new person with an account (an administrator if asked), signed in over the API. */
  async person(options: { admin?: boolean; name?: string } = {}): Promise<Person> {
    const slug = (options.name ?? 'person').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const email = `${slug}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const account = await this.platform.accounts.create({
      email,
      password: testPassword,
      displayName: options.name ?? 'Test Person',
      role: options.admin === true ? 'admin' : 'member',
    });
    return {
      id: account.id,
      email,
      password: testPassword,
      api: await ApiSession.signIn(this.url, email, testPassword),
    };
  }

  /** An LLM configuration of the person's that talks to the fake LLM; its id. */
  async fakeModel(person: Person, name = 'Fake model'): Promise<number> {
    const created = await person.api.post<{ config: { id: number } }>('/llm-configs', {
      name,
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: this.llm.openaiBaseUrl, api_key: 'sk-test-key', model: 'fake-model' },
    });
    return created.config.id;
  }

  /** An agent of the person's on the fake model; its id. */
  async agent(person: Person, fields: Record<string, unknown> = {}): Promise<number> {
    const llmConfigId = fields.llm_driver_config_id ?? (await this.fakeModel(person));
    const created = await person.api.post<{ agent: { id: number } }>('/agents', {
      name: 'Research assistant',
      description: 'Finds things out and writes them up.',
      system_prompt: 'You are helpful.',
      ...fields,
      llm_driver_config_id: llmConfigId,
    });
    return created.agent.id;
  }

  /** An agent of the person's whose calculator needs approval for every calculation; its id. */
  async carefulAgent(person: Person, name: string): Promise<number> {
    const agentId = await this.agent(person, { name });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    return agentId;
  }

  async stop(): Promise<void> {
    await this.restarting?.catch(() => undefined);
    await this.server.stop();
    await this.test.dispose();
    await this.llm.close();
  }
}
