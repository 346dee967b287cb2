// Rows the benchmarks start from: a user, an agent, a default model configuration.
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

export async function insertAgent(db, userId, name) {
  const now = nowIso();
  return db
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
