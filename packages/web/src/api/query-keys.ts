/** Every query key the UI caches under, so live events and mutations invalidate the same ones. */
export const queryKeys = {
  agents: ['agents'] as const,
  agent: (agentId: number) => ['agent', agentId] as const,
  tasks: ['tasks'] as const,
  tasksOfAgent: (agentId: number) => ['tasks', { agentId }] as const,
  task: (taskId: number) => ['task', taskId] as const,
  notifications: ['notifications'] as const,
  config: ['config'] as const,
  tools: ['tools'] as const,
  templates: ['agent-templates'] as const,
  llmConfigs: ['llm-configs'] as const,
};
