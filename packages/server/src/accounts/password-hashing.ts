import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` of @node-rs/argon2 is an ambient const enum, which isolated modules cannot read.
const argon2id = 2;

export interface PasswordHashCost {
  /** KiB of memory per hash. */
  readonly memoryCost: number;
  /** Passes over that memory. */
  readonly timeCost: number;
  readonly parallelism: number;
}

/** The library's recommended costs (OWASP's argon2id minimum): what every installation uses. */
export const productionPasswordHashCost: PasswordHashCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The smallest costs argon2id accepts, about fifty times cheaper: test suites hash and check
 * thousands of passwords, and what they test is the flow, not the cost.
 */
const testPasswordHashCost: PasswordHashCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** The costs for new hashes: production's, unless the test runner set `NODE_ENV=test`. */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  return env.NODE_ENV === 'test' ? testPasswordHashCost : productionPasswordHashCost;
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, ...passwordHashCost() });
}

/**
 * Whether `password` matches `passwordHash` (at the costs the hash records); a malformed hash is a
 * mismatch, never an exception.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
