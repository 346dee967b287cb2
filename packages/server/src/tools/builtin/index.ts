import type { ToolConstructor } from '../tool-registry.js';
import { AgentTool } from './agent-tool.js';
import { CalculatorTool } from './calculator-tool.js';
import { HandoverTool } from './handover-tool.js';
import { ReadUrlTool } from './read-url-tool.js';
import { SkillTool } from './skill-tool.js';
import { TimeTool } from './time-tool.js';
import { UserInfoTool } from './user-info-tool.js';

/** The tools every Spora installation offers. */
export const coreToolClasses: readonly ToolConstructor[] = [
  CalculatorTool,
  TimeTool,
  ReadUrlTool,
  UserInfoTool,
  HandoverTool,
  AgentTool,
  SkillTool,
];

export { AgentTool, CalculatorTool, HandoverTool, ReadUrlTool, SkillTool, TimeTool, UserInfoTool };
