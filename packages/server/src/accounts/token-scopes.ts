import type { ApiTokenScope } from '../db/index.js';

/** What a personal API token may do; each scope includes every scope before it. */
export type TokenScope = ApiTokenScope;

/** Narrowest first: `read` ⊂ `tasks` ⊂ `agents` ⊂ `admin`. */
export const tokenScopes: readonly TokenScope[] = ['read', 'tasks', 'agents', 'admin'];

/** Whether a token holding `held` may do what needs `needed`. */
export function scopeCovers(held: TokenScope, needed: TokenScope): boolean {
  return tokenScopes.indexOf(held) >= tokenScopes.indexOf(needed);
}
