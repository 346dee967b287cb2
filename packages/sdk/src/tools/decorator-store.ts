import { ToolDefinitionError } from '../errors.js';
import type {
  ToolOperationOptions,
  ToolOptions,
  ToolParameterOptions,
  ToolSettingOptions,
} from './declarations.js';

/** The decorators written on one class, in source order (top to bottom). */
export interface ClassDeclarations {
  tool: ToolOptions | undefined;
  operations: ToolOperationOptions[];
  parameters: ToolParameterOptions[];
  settings: ToolSettingOptions[];
}

const declarationsByClass = new WeakMap<object, ClassDeclarations>();

function declarationsOf(toolClass: object): ClassDeclarations {
  let declarations = declarationsByClass.get(toolClass);
  if (!declarations) {
    declarations = { tool: undefined, operations: [], parameters: [], settings: [] };
    declarationsByClass.set(toolClass, declarations);
  }
  return declarations;
}

/** Declarations made on exactly this class, not its ancestors. */
export function ownDeclarations(toolClass: object): Readonly<ClassDeclarations> | undefined {
  return declarationsByClass.get(toolClass);
}

// Class decorators are applied bottom-up, so each one prepends to keep source order.
export function declareTool(toolClass: object, options: ToolOptions): void {
  const declarations = declarationsOf(toolClass);
  if (declarations.tool) {
    throw new ToolDefinitionError('DUPLICATE_TOOL_DECORATOR', `@Tool is declared twice on one class.`);
  }
  declarations.tool = options;
}

export function declareOperation(toolClass: object, options: ToolOperationOptions): void {
  declarationsOf(toolClass).operations.unshift(options);
}

export function declareParameter(toolClass: object, options: ToolParameterOptions): void {
  declarationsOf(toolClass).parameters.unshift(options);
}

export function declareSetting(toolClass: object, options: ToolSettingOptions): void {
  declarationsOf(toolClass).settings.unshift(options);
}
