import { Tool, ToolOperation } from '@spora/sdk';
import { AbstractMemoryTool } from './abstract-memory-tool.js';

/** The calling agent's own memories: no other agent, not even its owner's other agents, sees them. */
@Tool({
  name: 'memory',
  description:
    'Your own long-term memory: named notes that stay between tasks. List them, read one, save (create or update) one, or delete one.',
  displayName: 'Memory',
  category: 'data',
  icon: 'brain',
})
@ToolOperation({ name: 'list', description: 'List your memories: names and summaries.' })
@ToolOperation({ name: 'get', description: 'Read one memory by name.' })
@ToolOperation({ name: 'save', description: 'Create a memory, or update the one of that name.' })
@ToolOperation({ name: 'delete', description: 'Delete one memory by name.' })
export class MemoryTool extends AbstractMemoryTool {
  protected readonly scopeKind = 'agent';
}
