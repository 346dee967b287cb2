import { Tool, ToolOperation } from '@spora/sdk';
import { AbstractMemoryTool } from './abstract-memory-tool.js';

/** Memories of the agent's owner, shared by every agent of that owner. */
@Tool({
  name: 'global_memory',
  description:
    'Memory shared by all agents of the user you work for: named notes that stay between tasks. List them, read one, save (create or update) one, or delete one.',
  displayName: 'Global Memory',
  category: 'data',
  icon: 'brain',
})
@ToolOperation({ name: 'list', description: 'List the shared memories: names and summaries.' })
@ToolOperation({ name: 'get', description: 'Read one shared memory by name.' })
@ToolOperation({ name: 'save', description: 'Create a shared memory, or update the one of that name.' })
@ToolOperation({ name: 'delete', description: 'Delete one shared memory by name.' })
export class GlobalMemoryTool extends AbstractMemoryTool {
  protected readonly scopeKind = 'global';
}
