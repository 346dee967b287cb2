import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` of @node-rs/argon2 is an ambient const enum, which isolated modules cannot read.
const argon2id = 2;

/** Hashes a password with argon2id (the library's recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

/** Whether `password` matches `passwordHash`; a malformed hash is a mismatch, never an exception. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
