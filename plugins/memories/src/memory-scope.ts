/**
 * Whose memories a call reaches: one agent's own, or the global memories its owner shares with all
 * of their agents. Both carry the owner, who every memory belongs to.
 */
export type MemoryScope =
  | { readonly kind: 'agent'; readonly agentId: number; readonly ownerUserId: number }
  | { readonly kind: 'global'; readonly ownerUserId: number };

export type MemoryScopeKind = MemoryScope['kind'];
