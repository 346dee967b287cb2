// Rows the benchmarks start from: a user, an agent with the `add` tool, the default model
// configuration pointing at the fake LLM.
import { nowIso } from '@spora/server';

export async function insertUser(db, email) {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      display_name: null,
      role: 'member',
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
}

/** An agent with the given tools (`tool_class` → model-facing name), every call approved or not. */
export async function insertAgent(db, userId, name, { tools = {}, approval = false } = {}) {
  const now = nowIso();
  const agent = await db
    .insertInto('agents')
    .values({
      user_id: userId,
      name,
      description: null,
      system_prompt: null,
      llm_driver_config_id: null,
      max_steps: 100,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [toolClass, toolName] of Object.entries(tools)) {
    const row = { agent_id: agent.id, tool_class: toolClass, created_at: now, updated_at: now };
    await db
      .insertInto('agent_tools')
      .values({ ...row, tool_name: toolName })
      .execute();
    // The bench's tools have one operation, `add`.
    if (approval) {
      await db
        .insertInto('agent_tool_operation_overrides')
        .values({ ...row, operation: 'add', enabled: null, requires_approval: 1 })
        .execute();
    }
  }
  return agent;
}

/** The global default model configuration every agent without its own uses. */
export async function insertDefaultModel(db, driverClass, settings) {
  const now = nowIso();
  await db
    .insertInto('llm_driver_configurations')
    .values({
      user_id: null,
      name: 'bench',
      driver_class: driverClass,
      settings: JSON.stringify(settings),
      context_window: null,
      max_tokens_output: 1024,
      is_global: 1,
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The fake LLM as the default model, through the OpenAI-compatible driver over HTTP. */
export function insertFakeModel(db, openaiBaseUrl) {
  return insertDefaultModel(db, 'core/OpenAiCompatibleDriver', {
    base_url: openaiBaseUrl,
    api_key: 'bench',
    model: 'fake-model',
  });
}
