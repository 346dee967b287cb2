import type { ParametersSchema } from './json-schema.js';
import { getToolMetadata, type OperationMetadata } from './metadata.js';
import { effectiveOperations, resolveOperationName } from './operations.js';
import { buildParametersSchema } from './parameter-schema.js';
import type { ToolArguments } from './tool-interface.js';

// TypeScript only accepts a mixin base whose constructor takes `...args: any[]`.
// biome-ignore lint/suspicious/noExplicitAny: required by the TypeScript mixin pattern
export type MixinBase = abstract new (...args: any[]) => object;

type ToolClass = abstract new (...args: never[]) => unknown;

function toolClassOf(instance: object): ToolClass {
  return instance.constructor as ToolClass;
}

/**
 * Operation dispatch for a tool that must extend a foreign base class:
 * `class MyTool extends HasOperations(HasParameterSchema(ThirdPartyBase)) implements ToolInterface`.
 * Validates the tool's declarations (its name included) when an instance is created.
 */
export function HasOperations<Base extends MixinBase>(base: Base) {
  abstract class WithOperations extends base {
    // biome-ignore lint/suspicious/noExplicitAny: required by the TypeScript mixin pattern
    constructor(...args: any[]) {
      super(...args);
      getToolMetadata(toolClassOf(this));
    }

    /** The declared operations, or the implicit `default` operation. */
    getOperations(): readonly OperationMetadata[] {
      return effectiveOperations(getToolMetadata(toolClassOf(this)));
    }

    getOperationName(args: ToolArguments): string | null {
      return resolveOperationName(getToolMetadata(toolClassOf(this)), args);
    }
  }
  return WithOperations;
}

/** The generated `getParametersSchema()` for a tool that must extend a foreign base class. */
export function HasParameterSchema<Base extends MixinBase>(base: Base) {
  abstract class WithParameterSchema extends base {
    // biome-ignore lint/suspicious/noExplicitAny: required by the TypeScript mixin pattern
    constructor(...args: any[]) {
      super(...args);
      getToolMetadata(toolClassOf(this));
    }

    getParametersSchema(): ParametersSchema {
      return buildParametersSchema(getToolMetadata(toolClassOf(this)));
    }
  }
  return WithParameterSchema;
}
