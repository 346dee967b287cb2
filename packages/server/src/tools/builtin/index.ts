import type { ToolConstructor } from '../tool-registry.js';
import { HandoverTool } from './handover-tool.js';
import { TimeTool } from './time-tool.js';

/** The tools every Spora installation offers. */
export const coreToolClasses: readonly ToolConstructor[] = [TimeTool, HandoverTool];

export { HandoverTool, TimeTool };
