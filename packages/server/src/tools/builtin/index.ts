import type { ToolConstructor } from '../tool-registry.js';
import { AgentTool } from './agent-tool.js';
import { CalculatorTool } from './calculator-tool.js';
import { CodeInterpreterTool } from './code-interpreter/code-interpreter-tool.js';
import { HandoverTool } from './handover-tool.js';
import { HttpRequestTool } from './http-request/http-request-tool.js';
import { ReadUrlTool } from './read-url-tool.js';
import { SendEmailTool } from './send-email-tool.js';
import { SkillTool } from './skill-tool.js';
import { TaskFilesTool } from './task-files-tool.js';
import { TimeTool } from './time-tool.js';
import { UserInfoTool } from './user-info-tool.js';
import { WebSearchTool } from './web-search/web-search-tool.js';

/** The tools every Spora installation offers. */
export const coreToolClasses: readonly ToolConstructor[] = [
  CalculatorTool,
  TimeTool,
  ReadUrlTool,
  HttpRequestTool,
  WebSearchTool,
  SendEmailTool,
  TaskFilesTool,
  UserInfoTool,
  HandoverTool,
  AgentTool,
  SkillTool,
  CodeInterpreterTool,
];

export {
  AgentTool,
  CalculatorTool,
  CodeInterpreterTool,
  HandoverTool,
  HttpRequestTool,
  ReadUrlTool,
  SendEmailTool,
  SkillTool,
  TaskFilesTool,
  TimeTool,
  UserInfoTool,
  WebSearchTool,
};
