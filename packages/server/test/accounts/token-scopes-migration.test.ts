/**
 * Tokens created before scopes existed could do everything their user could; the migration that
 * adds scopes keeps them working exactly so, as `admin` tokens limited to no agents.
 */
import { describe, expect, it } from 'vitest';
import { ApiTokens, hashSecretToken } from '../../src/accounts/index.js';
import { coreMigrations, migrateToLatest } from '../../src/db/index.js';
import { databasePerTest } from '../support/database-per-test.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';

const before = Object.fromEntries(
  Object.entries(coreMigrations).filter(([name]) => name < '0027-token-scopes'),
);

describe.each(testEngines)('the token scopes migration on $name', (engine) => {
  const database = databasePerTest(engine, 'empty');

  it('makes existing tokens admin tokens for all agents, and they keep working', async () => {
    const { db } = database.connection;
    await migrateToLatest(db, database.connection.engine, before);
    const user = await createUser(db);
    // A row as tokens were stored before the migration.
    const secret = 'spora_pat_created-before-scopes';
    const at = new Date().toISOString();
    await db
      .withTables<{ api_tokens: Record<string, unknown> }>()
      .insertInto('api_tokens')
      .values({
        user_id: user.id,
        name: 'old script',
        token_hash: hashSecretToken(secret),
        token_prefix: 'spora_pat_old',
        last_used_at: null,
        expires_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await migrateToLatest(db, database.connection.engine);
    const tokens = new ApiTokens(db);
    expect(await tokens.list(user.id)).toMatchObject([
      { name: 'old script', scope: 'admin', agent_ids: null },
    ]);
    expect(await tokens.authenticate(secret)).toMatchObject({
      outcome: 'valid',
      scope: 'admin',
      agentIds: null,
    });
  });
});
