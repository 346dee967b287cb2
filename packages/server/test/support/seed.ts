import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/index.js';
import { nowIso } from '../../src/db/index.js';
import { queuedTaskValues } from '../../src/orchestrator/new-task.js';

/** Rows the loop needs, with defaults a test can override. */
export async function createUser(
  db: Kysely<Database>,
  email = `user-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      display_name: 'Test User',
      role: 'member',
      status: 'active',
      name: 'Test User',
      date_of_birth: null,
      about_me: null,
      height_cm: null,
      weight_kg: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AgentSeed {
  name?: string;
  systemPrompt?: string | null;
  maxSteps?: number;
  retryAfterMinutes?: number;
  maxRetries?: number;
  /** False: the agent's tasks fail at their step limit instead of pausing (the default). */
  pauseAtStepLimit?: boolean;
  /** False: a call that may have run when its worker died is reported to the model instead of held for a person. */
  reconcileUncertainCalls?: boolean;
  llmConfigId?: number | null;
  /** `tool_class` → model-facing name. */
  tools?: Record<string, string>;
}

export async function createAgent(db: Kysely<Database>, userId: number, seed: AgentSeed = {}) {
  const now = nowIso();
  const agent = await db
    .insertInto('agents')
    .values({
      user_id: userId,
      name: seed.name ?? 'Helper',
      description: null,
      system_prompt: seed.systemPrompt ?? null,
      llm_driver_config_id: seed.llmConfigId ?? null,
      max_steps: seed.maxSteps ?? 10,
      retry_after_minutes: seed.retryAfterMinutes ?? 0,
      max_retries: seed.maxRetries ?? 0,
      // Left to the column's default unless asked, so seeds work on databases migrated only part-way.
      ...(seed.pauseAtStepLimit === undefined ? {} : { pause_at_step_limit: seed.pauseAtStepLimit ? 1 : 0 }),
      ...(seed.reconcileUncertainCalls === undefined
        ? {}
        : { reconcile_uncertain_calls: seed.reconcileUncertainCalls ? 1 : 0 }),
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [toolClass, toolName] of Object.entries(seed.tools ?? {})) {
    await db
      .insertInto('agent_tools')
      .values({
        agent_id: agent.id,
        tool_class: toolClass,
        tool_name: toolName,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return agent;
}

/** A queued top-level task of the agent, as starting one writes its row (no first message). */
export async function createQueuedTask(db: Kysely<Database>, agentId: number, userId: number, prompt = 'Hi') {
  return db
    .insertInto('tasks')
    .values(
      queuedTaskValues({
        agentId,
        userId,
        runnerUserId: null,
        prompt,
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setOperationOverride(
  db: Kysely<Database>,
  agentId: number,
  toolClass: string,
  operation: string,
  flags: { enabled?: 0 | 1 | null; requires_approval?: 0 | 1 | null },
) {
  const now = nowIso();
  await db
    .insertInto('agent_tool_operation_overrides')
    .values({
      agent_id: agentId,
      tool_class: toolClass,
      operation,
      enabled: flags.enabled ?? null,
      requires_approval: flags.requires_approval ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Stores the agent's own `allowed_target_agents` for the handover tool directly, unchecked, so a
 * test can also list an id no owner has and see the loop refuse it.
 */
export async function allowHandoverTargets(
  db: Kysely<Database>,
  agentId: number,
  targetIds: readonly number[],
) {
  const now = nowIso();
  await db
    .deleteFrom('agent_tool_overrides')
    .where('agent_id', '=', agentId)
    .where('tool_class', '=', 'core/HandoverTool')
    .execute();
  await db
    .insertInto('agent_tool_overrides')
    .values({
      agent_id: agentId,
      tool_class: 'core/HandoverTool',
      settings: JSON.stringify({ allowed_target_agents: targetIds }),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function createLlmConfiguration(
  db: Kysely<Database>,
  values: {
    userId?: number | null;
    isGlobal?: boolean;
    isDefault?: boolean;
    driverClass?: string;
    settings?: Record<string, unknown>;
    name?: string;
  } = {},
) {
  const now = nowIso();
  return db
    .insertInto('llm_driver_configurations')
    .values({
      user_id: values.userId ?? null,
      name: values.name ?? 'Test model',
      driver_class: values.driverClass ?? 'core/OpenAiCompatibleDriver',
      settings: JSON.stringify(values.settings ?? {}),
      context_window: null,
      max_tokens_output: 1024,
      is_global: values.isGlobal === false ? 0 : 1,
      is_default: values.isDefault === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
