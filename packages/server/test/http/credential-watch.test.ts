/**
 * The watch over open streams' credentials: one read of sessions and one of tokens per pass (and
 * of the two-factor policy), a stream ended only when its credential is read and found gone,
 * never on a failed read, and never judged by a pass that began before it opened.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Credential, CredentialHolder } from '../../src/accounts/index.js';
import { type DatabaseConnection, openDatabase } from '../../src/db/index.js';
import { CredentialWatch } from '../../src/http/auth/credential-watch.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

type Stores = ConstructorParameters<typeof CredentialWatch>[0];

const session = (sessionId: number): Credential => ({ kind: 'session', sessionId, csrfToken: 'csrf' });
const token = (tokenId: number): Credential => ({
  kind: 'api_token',
  tokenId,
  scope: 'read',
  agentIds: null,
  expiresAt: null,
});

/** The live ones of `ids`, each held by a member whose id is the credential's. */
const held = (ids: readonly number[], live: (id: number) => boolean) =>
  new Map<number, CredentialHolder>(ids.filter(live).map((id) => [id, { id, role: 'member' }]));

describe('CredentialWatch', () => {
  let watch: CredentialWatch | null = null;
  // The two-factor policy is read from a database: the default one, which asks nobody.
  let testDatabase: TestDatabase;
  let database: DatabaseConnection;
  beforeAll(async () => {
    const engine = testEngines[0];
    if (engine === undefined) throw new Error('no database engine to test on');
    testDatabase = await engine.createMigrated();
    database = openDatabase(testDatabase.location);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.dispose();
  });
  afterEach(() => watch?.stop());

  it('reads every credential in one pass and ends the streams whose credential is gone', async () => {
    const reads: string[] = [];
    const liveSessions = new Set([1, 2]);
    const liveTokens = new Set([7]);
    const stores = {
      sessions: {
        liveOf: async (ids: readonly number[]) => {
          reads.push(`sessions ${ids.join(',')}`);
          return held(ids, (id) => liveSessions.has(id));
        },
      },
      apiTokens: {
        liveOf: async (ids: readonly number[]) => {
          reads.push(`tokens ${ids.join(',')}`);
          return held(ids, (id) => liveTokens.has(id));
        },
      },
      database,
    } as unknown as Stores;
    watch = new CredentialWatch(stores, 10);
    const ended: string[] = [];
    for (let stream = 0; stream < 20; stream++) {
      watch.watch(session(1 + (stream % 2)), () => ended.push(`session stream ${stream}`));
    }
    watch.watch(token(7), () => ended.push('token stream'));
    await expect.poll(() => reads.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(ended).toEqual([]);
    // One read of sessions and one of tokens a pass, for twenty-one streams (and the policy's).
    expect(reads.slice(0, 2)).toEqual([
      `sessions ${Array.from({ length: 20 }, (_, n) => 1 + (n % 2)).join(',')}`,
      'tokens 7',
    ]);

    liveSessions.delete(2);
    liveTokens.delete(7);
    await expect
      .poll(() => [...ended].sort(), { timeout: 5_000 })
      .toEqual(
        [...Array.from({ length: 10 }, (_, n) => `session stream ${2 * n + 1}`), 'token stream'].sort(),
      );
  });

  it('ends nothing when the read fails, and nothing a pass did not read', async () => {
    let failing = true;
    let failedReads = 0;
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let passWaiting: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      passWaiting = resolve;
    });
    const stores = {
      sessions: {
        liveOf: async (ids: readonly number[]) => {
          if (failing) {
            failedReads += 1;
            throw new Error('the database is away');
          }
          passWaiting();
          await gate;
          return held(ids, () => true);
        },
      },
      apiTokens: { liveOf: async () => new Map() },
      database,
    } as unknown as Stores;
    watch = new CredentialWatch(stores, 10);
    const ended: string[] = [];
    watch.watch(session(1), () => ended.push('session'));
    await expect.poll(() => failedReads, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(ended).toEqual([]);

    // A pass now waits on its read of session 1; a token stream opens meanwhile.
    failing = false;
    await waiting;
    watch.watch(token(9), () => ended.push('token'));
    openGate();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual([]);
    // The next pass reads the token, finds it gone, and ends that stream only.
    await expect.poll(() => ended, { timeout: 5_000 }).toEqual(['token']);
  });

  it('still ends the streams whose credential is gone when the two-factor read fails', async () => {
    const liveSessions = new Set([1, 2]);
    const stores = {
      sessions: { liveOf: async (ids: readonly number[]) => held(ids, (id) => liveSessions.has(id)) },
      apiTokens: { liveOf: async () => new Map() },
      database: {
        db: {
          selectFrom: () => {
            throw new Error('the policy cannot be read');
          },
        },
      },
    } as unknown as Stores;
    watch = new CredentialWatch(stores, 10);
    const ended: string[] = [];
    watch.watch(session(1), () => ended.push('session 1'));
    watch.watch(session(2), () => ended.push('session 2'));
    liveSessions.delete(2);
    await expect.poll(() => ended, { timeout: 5_000 }).toEqual(['session 2']);
    // Session 3 is gone too: its end shows that a later pass ran, and it left session 1 open.
    watch.watch(session(3), () => ended.push('session 3'));
    await expect.poll(() => ended, { timeout: 5_000 }).toEqual(['session 2', 'session 3']);
  });
});
