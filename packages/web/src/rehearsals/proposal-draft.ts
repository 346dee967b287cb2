import type { Proposal, ProposedTool } from './rehearsal-types';

/** A tool's state in the form: on or off, and its operations' switches. */
export interface ToolDraft {
  readonly enabled: boolean;
  readonly operations: Readonly<Record<string, boolean>>;
}

/** The proposed changes as the form holds them; `tools` holds the tools as the agent has them too. */
export interface ProposalDraft {
  readonly systemPrompt: string;
  /** null: the agent's own model. */
  readonly modelId: number | null;
  readonly tools: Readonly<Record<string, ToolDraft>>;
}

/**
 * What to send: only what differs from the agent as it is (`initial`), so an untouched form
 * rehearses the agent unchanged (`{}`).
 */
export function proposalOf(draft: ProposalDraft, initial: ProposalDraft): Proposal {
  const tools: ProposedTool[] = [];
  for (const [toolClass, tool] of Object.entries(draft.tools)) {
    const before = initial.tools[toolClass];
    const operations = Object.fromEntries(
      Object.entries(tool.operations).filter(([name, on]) => before?.operations[name] !== on),
    );
    const changedOperations = tool.enabled && Object.keys(operations).length > 0;
    if (before?.enabled === tool.enabled && !changedOperations) continue;
    tools.push({
      tool_class: toolClass,
      enabled: tool.enabled,
      ...(changedOperations && { operations }),
    });
  }
  return {
    ...(draft.systemPrompt !== initial.systemPrompt && { system_prompt: draft.systemPrompt }),
    ...(draft.modelId !== null && { llm_configuration_id: draft.modelId }),
    ...(tools.length > 0 && { tools }),
  };
}
