import { MemoriesPlugin } from './memories-plugin.js';

export { AbstractMemoryTool } from './abstract-memory-tool.js';
export { GlobalMemoryTool } from './global-memory-tool.js';
export type { MemoriesTable, MemoriesTables } from './memories-table.js';
export { memoryLimits } from './memory-limits.js';
export type { MemoryScope, MemoryScopeKind } from './memory-scope.js';
export {
  type Memory,
  type MemoryChanges,
  MemoryStore,
  memoryStoreService,
  type SavedMemory,
} from './memory-store.js';
export { MemoryTool } from './memory-tool.js';
export { MemoriesPlugin };

/** The loader builds the default export. */
export default MemoriesPlugin;
