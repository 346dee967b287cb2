import { createHash } from 'node:crypto';
import type { LlmRequest } from '@spora/sdk';

/** What OpenAI and Anthropic accept as a function name. */
export const wireToolNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

const maxWireNameLength = 64;
const hashLength = 8;

/**
 * The names one request uses on the wire, and the way back. Canonical names can hold characters
 * providers refuse (`slug:web_search`), so each gets a safe alias for the request: a name that is
 * already safe keeps itself, others get their unsafe characters replaced by `_`, plus a short hash
 * of the canonical name when that collides or is too long. The result depends only on the set of
 * names, so every turn of a conversation with the same tools sends the same aliases.
 */
export class ToolNameAliases {
  private readonly wireByCanonical = new Map<string, string>();
  private readonly canonicalByWire = new Map<string, string>();

  /** Aliases for every tool name a request mentions: the tools offered and the calls in its history. */
  static forRequest(request: LlmRequest): ToolNameAliases {
    const names = request.tools.map((tool) => tool.name);
    for (const message of request.messages) {
      if (message.role === 'assistant') names.push(...message.toolCalls.map((call) => call.name));
    }
    return new ToolNameAliases(names);
  }

  constructor(names: Iterable<string>) {
    const unique = [...new Set(names)];
    // Safe names are claimed first, so a core tool is never renamed because of a plugin's tool.
    for (const name of unique) {
      if (wireToolNamePattern.test(name)) this.bind(name, name);
    }
    for (const name of unique.filter((candidate) => !this.wireByCanonical.has(candidate)).sort()) {
      this.bind(name, this.freeAliasFor(name));
    }
  }

  /** The alias to send; a name the request did not declare is aliased the same way on the fly. */
  toWire(canonical: string): string {
    const known = this.wireByCanonical.get(canonical);
    if (known !== undefined) return known;
    const alias = this.freeAliasFor(canonical);
    this.bind(canonical, alias);
    return alias;
  }

  /**
   * The canonical name of a name the model sent. An unknown name passes through unchanged, so
   * the orchestrator reports it as an unknown tool instead of guessing.
   */
  toCanonical(wire: string): string {
    return this.canonicalByWire.get(wire) ?? wire;
  }

  private bind(canonical: string, wire: string): void {
    this.wireByCanonical.set(canonical, wire);
    this.canonicalByWire.set(wire, canonical);
  }

  private freeAliasFor(canonical: string): string {
    const sanitized = canonical.replace(/[^A-Za-z0-9_-]/g, '_') || 'tool';
    if (sanitized.length <= maxWireNameLength && !this.canonicalByWire.has(sanitized)) return sanitized;
    const stem = sanitized.slice(0, maxWireNameLength - hashLength - 1);
    for (let attempt = 0; ; attempt++) {
      const alias = `${stem}_${shortHash(attempt === 0 ? canonical : `${canonical}#${attempt}`)}`;
      if (!this.canonicalByWire.has(alias)) return alias;
    }
  }
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, hashLength);
}
