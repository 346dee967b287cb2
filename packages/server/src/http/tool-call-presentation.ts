import { isDeepStrictEqual } from 'node:util';
import { narrowParametersSchema, type ParametersSchema, type ToolMetadata } from '@spora/sdk';
import type { ToolCallView } from '../tasks/index.js';
import type { ToolRegistry } from '../tools/index.js';
import { iconOf } from './schemas/tool-resource.js';

/** What a tool-call card shows beside the stored call: the tool's name and icon, and its form. */
export interface ToolCallPresentation {
  readonly tool_display_name: string;
  /** The tool's icon key; null when it has none (the UI shows its fallback). */
  readonly tool_icon: string | null;
  /**
   * The tool's parameter schema narrowed to the call's operation, properties in the tool's
   * declaration order: the approval form is generated from it and edited arguments are checked
   * with it. Null when the tool is no longer registered.
   */
  readonly parameter_schema: ParametersSchema | null;
}

type PresentedCall = Pick<ToolCallView, 'tool_class' | 'tool_name' | 'operation'>;

/**
 * Presents tool calls with what their tool declares. The registry does not change after start,
 * so each tool and operation is worked out once.
 */
export class ToolCallPresenter {
  private readonly cache = new Map<string, ToolCallPresentation>();

  constructor(private readonly tools: ToolRegistry) {}

  present(call: PresentedCall): ToolCallPresentation {
    const key = `${call.tool_class ?? ''}\u0000${call.tool_name}\u0000${call.operation ?? ''}`;
    let presentation = this.cache.get(key);
    if (presentation === undefined) {
      presentation = this.work(call);
      this.cache.set(key, presentation);
    }
    return presentation;
  }

  /**
   * The tool's sentence for the arguments that ran, when a person edited them before approving
   * (the stored `human_description` describes the model's proposal); null otherwise, or when the
   * tool is gone or cannot describe them.
   */
  describeRun(
    call: PresentedCall & Pick<ToolCallView, 'proposed_arguments' | 'approved_arguments'>,
  ): string | null {
    const ran = call.approved_arguments;
    if (ran === null || typeof ran !== 'object' || isDeepStrictEqual(ran, call.proposed_arguments))
      return null;
    const tool = call.tool_class === null ? undefined : this.tools.get(call.tool_class);
    if (tool === undefined) return null;
    try {
      return tool.instance.describeAction(ran as Record<string, unknown>);
    } catch {
      return null;
    }
  }

  private work(call: PresentedCall): ToolCallPresentation {
    const tool = call.tool_class === null ? undefined : this.tools.get(call.tool_class);
    if (tool === undefined)
      return { tool_display_name: call.tool_name, tool_icon: null, parameter_schema: null };
    const schema = tool.instance.getParametersSchema();
    return {
      tool_display_name: tool.metadata.displayName,
      tool_icon: iconOf(tool),
      parameter_schema: narrowedTo(schema, tool.metadata, call.operation),
    };
  }
}

function narrowedTo(
  schema: ParametersSchema,
  metadata: ToolMetadata,
  operation: string | null,
): ParametersSchema {
  if (operation === null || !metadata.operations.some((declared) => declared.name === operation)) {
    return schema;
  }
  return narrowParametersSchema(schema, metadata, [operation]);
}

const presenters = new WeakMap<ToolRegistry, ToolCallPresenter>();

/** The presenter of a registry, made once. */
export function toolCallPresenterFor(tools: ToolRegistry): ToolCallPresenter {
  let presenter = presenters.get(tools);
  if (presenter === undefined) {
    presenter = new ToolCallPresenter(tools);
    presenters.set(tools, presenter);
  }
  return presenter;
}
