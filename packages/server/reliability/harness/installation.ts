// A fresh Spora installation for one scenario: its own database on the suite's PostgreSQL server,
// migrated, with a user and API token, an agent, the fake LLM as the default model, the suite's
// App, and a trigger that logs every status change of every task.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { ApiTokens } from '../../src/accounts/index.js';
import { type DatabaseConnection, nowIso, openDatabase } from '../../src/db/index.js';
import { freePort } from './free-port.js';
import type { PostgresServer } from './postgres-server.js';
import { runSporaCommand, SporaProcess } from './spora-process.js';

const appDirectory = fileURLToPath(new URL('../fixtures/app', import.meta.url));
const emptyPluginsDirectory = fileURLToPath(new URL('../fixtures/no-plugins', import.meta.url));

/** The fixture App's tools, which the agent has enabled. */
const effectTools = [
  ['app/EffectTool', 'app:reliability_effect'],
  ['app/GatedEffectTool', 'app:reliability_gated_effect'],
] as const;

export interface ModelSettings {
  readonly baseUrl: string;
  /** Per model request; the driver's default when absent. */
  readonly timeoutSeconds?: number;
}

export interface Installation {
  readonly databaseUrl: string;
  /** The suite's own connection, for seeding and for reading the outcome. */
  readonly connection: DatabaseConnection;
  readonly userId: number;
  readonly agentId: number;
  readonly apiToken: string;
  readonly processes: SporaProcess[];
  /** Starts `spora serve` (an embedded worker unless `withWorker` is false) on a free port. */
  startServer(
    name: string,
    options?: { withWorker?: boolean; env?: Record<string, string> },
  ): Promise<{
    process: SporaProcess;
    url: string;
  }>;
  startWorker(name: string, env?: Record<string, string>): Promise<SporaProcess>;
  /** Stops every process still running (SIGTERM), drops the database. */
  close(): Promise<void>;
}

export async function createInstallation(
  server: PostgresServer,
  model: ModelSettings,
): Promise<Installation> {
  const name = `spora_reliability_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = server.url(name);
  const secretKey = randomBytes(32).toString('base64');
  const baseEnv = (extra: Record<string, string> = {}) => ({
    SPORA_DATABASE_URL: databaseUrl,
    SPORA_SECRET_KEY: secretKey,
    SPORA_APP_DIR: appDirectory,
    SPORA_PLUGINS_DIR: emptyPluginsDirectory,
    SPORA_SKILLS_DIR: emptyPluginsDirectory,
    SPORA_LOG_LEVEL: 'info',
    ...extra,
  });
  // The built CLI migrates, so the schema is the one the processes under test expect.
  await runSporaCommand(['migrate'], baseEnv());
  const connection = openDatabase(
    { kind: 'postgres', url: databaseUrl },
    // Outages are the point of some scenarios: the pool replaces broken connections.
    { onConnectionError: () => {} },
  );
  await installStatusLog(connection);
  const now = nowIso();
  const user = await connection.db
    .insertInto('users')
    .values({
      email: 'reliability@example.test',
      password_hash: null,
      display_name: null,
      role: 'admin',
      status: 'active',
      name: null,
      date_of_birth: null,
      about_me: null,
      height_cm: null,
      weight_kg: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret } = await new ApiTokens(connection.db).create(user.id, { name: 'reliability' });
  await connection.db
    .insertInto('llm_driver_configurations')
    .values({
      user_id: null,
      name: 'fake',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: JSON.stringify({
        base_url: model.baseUrl,
        model: 'fake-model',
        ...(model.timeoutSeconds === undefined ? {} : { timeout: String(model.timeoutSeconds) }),
      }),
      context_window: null,
      max_tokens_output: 1024,
      is_global: 1,
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const agent = await connection.db
    .insertInto('agents')
    .values({
      user_id: user.id,
      name: 'Reliability',
      description: null,
      system_prompt: null,
      llm_driver_config_id: null,
      max_steps: 100,
      notes: null,
      // The scenarios run unattended: nobody answers for a call that may have run, so the model is
      // told instead (a person answering after a real SIGKILL is tested in worker-process-crash).
      reconcile_uncertain_calls: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await connection.db
    .insertInto('agent_tools')
    .values(
      effectTools.map(([toolClass, toolName]) => ({
        agent_id: agent.id,
        tool_class: toolClass,
        tool_name: toolName,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  const processes: SporaProcess[] = [];

  return {
    databaseUrl,
    connection,
    userId: user.id,
    agentId: agent.id,
    apiToken: secret,
    processes,
    async startServer(processName, options = {}) {
      const port = await freePort();
      const args = options.withWorker === false ? ['--no-worker'] : [];
      const started = new SporaProcess(
        processName,
        'serve',
        baseEnv({ SPORA_PORT: String(port), ...options.env }),
        args,
      );
      processes.push(started);
      await started.ready;
      return { process: started, url: `http://127.0.0.1:${port}` };
    },
    async startWorker(processName, env = {}) {
      const started = new SporaProcess(processName, 'worker', baseEnv(env));
      processes.push(started);
      await started.ready;
      return started;
    },
    async close() {
      await Promise.all(processes.map((running) => running.stop()));
      await connection.close();
      const cleanup = new pg.Client({ connectionString: server.url() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * `reliability_status_log`: one row per status a task takes, written by a trigger in the same
 * transaction as the change, so every transition (even two in one transaction) is seen.
 */
async function installStatusLog(connection: DatabaseConnection): Promise<void> {
  await sql`
    create table reliability_status_log (
      id bigserial primary key,
      task_id integer not null,
      from_status text,
      to_status text not null,
      logged_at timestamptz not null default clock_timestamp()
    )`.execute(connection.db);
  await sql`
    create function reliability_log_status() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into reliability_status_log (task_id, from_status, to_status) values (new.id, null, new.status);
      elsif new.status is distinct from old.status then
        insert into reliability_status_log (task_id, from_status, to_status) values (new.id, old.status, new.status);
      end if;
      return new;
    end $$`.execute(connection.db);
  await sql`
    create trigger reliability_status_log after insert or update of status on tasks
    for each row execute function reliability_log_status()`.execute(connection.db);
}
