import type { ToolConstructor } from '../tool-registry.js';
import { TimeTool } from './time-tool.js';

/** The tools every Spora installation offers. */
export const coreToolClasses: readonly ToolConstructor[] = [TimeTool];

export { TimeTool };
