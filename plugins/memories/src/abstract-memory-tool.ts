import { AbstractTool, type ToolArguments, type ToolContext, ToolParameter, ToolResult } from '@spora/sdk';
import { automaticSummaryLength, memoryLimits } from './memory-limits.js';
import type { MemoryScope, MemoryScopeKind } from './memory-scope.js';
import { type Memory, type MemoryStore, memoryStoreService } from './memory-store.js';

const operationsNeedingName = ['get', 'save', 'delete'] as const;

/**
 * The memory operations, written once for both scopes. Parameters declared here are inherited by
 * each concrete tool's schema; operations are not, so each concrete tool declares `list`, `get`,
 * `save` and `delete` itself and says which scope it works in.
 */
@ToolParameter({
  name: 'name',
  type: 'string',
  description: `The memory's name, unique in its scope (at most ${memoryLimits.name} characters).`,
  required: [...operationsNeedingName],
})
@ToolParameter({
  name: 'content',
  type: 'string',
  description: `What to remember (save; at most ${memoryLimits.content} characters). Required to create a memory.`,
  required: false,
})
@ToolParameter({
  name: 'summary',
  type: 'string',
  description: `One line shown by list (save; at most ${memoryLimits.summary} characters). Defaults to the start of the content.`,
  required: false,
})
@ToolParameter({
  name: 'order',
  type: 'integer',
  description: 'Position in the list, smallest first (save).',
  required: false,
})
export abstract class AbstractMemoryTool extends AbstractTool {
  protected abstract readonly scopeKind: MemoryScopeKind;

  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const operation = this.getOperationName(args) ?? 'list';
    if (!ctx.services?.has(memoryStoreService)) {
      return ToolResult.error('Error: memory storage is not available here.');
    }
    if (!ctx.principal.isResolvable()) {
      return ToolResult.error('Error: this agent has no owner to keep memories for.');
    }
    const store = ctx.services.resolve(memoryStoreService);
    const scope: MemoryScope =
      this.scopeKind === 'agent'
        ? { kind: 'agent', agentId: ctx.agentId, ownerUserId: ctx.principal.state.ownerUserId }
        : { kind: 'global', ownerUserId: ctx.principal.state.ownerUserId };
    if (operation === 'list') return this.list(store, scope);
    const name = typeof args.name === 'string' ? args.name.trim() : '';
    if (name === '') return ToolResult.error(`Error: name is required for ${operation} action.`);
    if (name.length > memoryLimits.name) {
      return ToolResult.error(`Error: name is longer than ${memoryLimits.name} characters.`);
    }
    switch (operation) {
      case 'get':
        return this.get(store, scope, name);
      case 'save':
        return this.save(store, scope, name, args);
      default:
        return this.delete(store, scope, name);
    }
  }

  describeAction(args: ToolArguments): string {
    const name = typeof args.name === 'string' ? args.name : '';
    const where = `${this.scopeKind} memory`;
    switch (this.getOperationName(args)) {
      case 'get':
        return `Read the ${where} "${name}"`;
      case 'save':
        return `Save the ${where} "${name}"`;
      case 'delete':
        return `Delete the ${where} "${name}"`;
      default:
        return `List the ${where} entries`;
    }
  }

  private async list(store: MemoryStore, scope: MemoryScope): Promise<ToolResult> {
    const memories = await store.list(scope);
    if (memories.length === 0) return ToolResult.ok(`No memories found in ${scope.kind} scope.`);
    const lines = memories.map((memory) =>
      memory.summary ? `- [${memory.name}] — ${memory.summary}` : `- [${memory.name}]`,
    );
    return ToolResult.ok(
      `Found ${memories.length} memory(ies) in ${scope.kind} scope:\n${lines.join('\n')}`,
      { memories: memories.map((memory) => ({ name: memory.name, summary: memory.summary })) },
    );
  }

  private async get(store: MemoryStore, scope: MemoryScope, name: string): Promise<ToolResult> {
    const memory = await store.get(scope, name);
    if (!memory) return notFound(scope, name);
    const summary = memory.summary ? `*Summary: ${memory.summary}*\n\n` : '\n';
    return ToolResult.ok(`# ${memory.name}\n${summary}${memory.content}`, describe(memory));
  }

  private async save(
    store: MemoryStore,
    scope: MemoryScope,
    name: string,
    args: ToolArguments,
  ): Promise<ToolResult> {
    const content = typeof args.content === 'string' ? args.content : undefined;
    const summary = typeof args.summary === 'string' ? args.summary.trim() : undefined;
    const order = typeof args.order === 'number' && Number.isInteger(args.order) ? args.order : undefined;
    if (content !== undefined && content.length > memoryLimits.content) {
      return ToolResult.error(`Error: content is longer than ${memoryLimits.content} characters.`);
    }
    if (summary !== undefined && summary.length > memoryLimits.summary) {
      return ToolResult.error(`Error: summary is longer than ${memoryLimits.summary} characters.`);
    }
    const saved = await store.save(
      scope,
      name,
      { content, summary, order },
      content === undefined ? null : automaticSummary(content),
    );
    if (saved === 'content-required') {
      return ToolResult.error(`Error: content is required to create memory [${name}].`);
    }
    const verb = saved.created ? 'Created' : 'Updated';
    return ToolResult.ok(`${verb} memory [${name}] in ${scope.kind} scope.`, describe(saved.memory));
  }

  private async delete(store: MemoryStore, scope: MemoryScope, name: string): Promise<ToolResult> {
    if (!(await store.delete(scope, name))) return notFound(scope, name);
    return ToolResult.ok(`Deleted memory [${name}] from ${scope.kind} scope.`);
  }
}

function notFound(scope: MemoryScope, name: string): ToolResult {
  return ToolResult.error(`Memory [${name}] not found in ${scope.kind} scope.`);
}

function describe(memory: Memory) {
  return {
    name: memory.name,
    summary: memory.summary,
    order: memory.sort_order,
    updated_at: memory.updated_at,
  };
}

/** The first characters of the content as plain text: markup tags removed, whitespace collapsed. */
function automaticSummary(content: string): string | null {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text.slice(0, automaticSummaryLength);
}
