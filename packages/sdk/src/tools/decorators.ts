import type {
  ToolOperationOptions,
  ToolOptions,
  ToolParameterOptions,
  ToolSettingOptions,
} from './declarations.js';
import { declareOperation, declareParameter, declareSetting, declareTool } from './decorator-store.js';

/** Any class, abstract or not, whatever its constructor takes. */
export type AnyClass = abstract new (...args: never[]) => unknown;

/** A TC39 class decorator. */
export type ClassDecorator = <Class extends AnyClass>(
  value: Class,
  context: ClassDecoratorContext<Class>,
) => void;

/** Declares the tool's identity. Required on every concrete tool class. */
export function Tool(options: ToolOptions): ClassDecorator {
  return (value) => declareTool(value, { ...options });
}

/** Declares one operation (repeatable). Read from the concrete class only, never inherited. */
export function ToolOperation(options: ToolOperationOptions): ClassDecorator {
  return (value) => declareOperation(value, { ...options });
}

/** Declares one argument (repeatable). Inherited by subclasses. */
export function ToolParameter(options: ToolParameterOptions): ClassDecorator {
  return (value) => declareParameter(value, { ...options });
}

/** Declares one setting (repeatable). Inherited by subclasses; a subclass wins per key. */
export function ToolSetting(options: ToolSettingOptions): ClassDecorator {
  return (value) => declareSetting(value, { ...options });
}
