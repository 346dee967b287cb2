export { type AgentCallDependencies, callAgent } from './agent-call.js';
export { type AgentMcpDependencies, type AgentMcpServer, openAgentMcpServer } from './agent-mcp-server.js';
export { type AgentTool, agentTools } from './agent-tool-list.js';
export type { TaskLinks } from './task-answer.js';
export { type TaskWait, type TaskWaitDependencies, waitForTask } from './task-waiter.js';
export { agentToolNames, toolNameBase } from './tool-names.js';
