import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';
import {
  type AgentDirectoryContext,
  type AgentDirectoryFailure,
  type AgentManifest,
  hasAgentDirectory,
  type NotesMode,
} from '../agent-directory.js';

const operationNames = [
  'get_available_tools',
  'create_agent',
  'configure_tools',
  'read_agent',
  'update_agent',
  'list_agents',
  'read_notes',
  'write_notes',
  'write_notes_overwrite',
] as const;

type AgentOperation = (typeof operationNames)[number];

const isAgentOperation = (name: string | null): name is AgentOperation =>
  (operationNames as readonly (string | null)[]).includes(name);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Self-inspection, notes and two-phase sub-agent creation (`create_agent` → `configure_tools` →
 * `read_agent`) for the agents of the calling agent's owner. Nothing here enables a tool on the
 * calling agent itself: that stays with the operator. Reading is cheap and auto-approved; every
 * operation that creates or reconfigures an agent needs approval by default.
 */
@Tool({
  name: 'agent',
  description:
    "Inspect and manage the agents of your owner. To build a sub-agent: get_available_tools (pick tool_class values), create_agent (slim payload, no tools), configure_tools (agent_id of the new agent), then read_agent to verify. Also read or update an agent, list agents, and keep this agent's notes. You cannot enable tools on yourself; only the operator can.",
  displayName: 'Agent',
  category: 'agent',
  icon: 'bot',
})
@ToolOperation({
  name: 'get_available_tools',
  readOnly: true,
  description:
    'List every registered tool (JSON, version 2): tool_class, operations, and whether it is ready to enable.',
  enabledByDefault: false,
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'create_agent',
  description:
    'Create a sub-agent from a slim payload {name, description, system_prompt, max_steps, allow_followup, retry_after_minutes, max_retries}. It starts without tools.',
  enabledByDefault: false,
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'configure_tools',
  description:
    'Set the tools of another agent (agent_id required, never yourself): tools = [{tool_class, enabled, operations: [{name, enabled?, auto_approve?}]}]. All or nothing.',
  enabledByDefault: false,
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'read_agent',
  readOnly: true,
  description: "Read an agent's manifest (yourself when agent_id is omitted).",
  enabledByDefault: false,
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'update_agent',
  description:
    "Change an agent's fields (name, description, system_prompt, max_steps, allow_followup, retry_after_minutes, max_retries, is_pinned, is_archived, is_favorite); yourself when agent_id is omitted.",
  enabledByDefault: false,
  requiresApprovalByDefault: true,
})
@ToolOperation({
  name: 'list_agents',
  readOnly: true,
  description: 'List the agents of your owner.',
  enabledByDefault: true,
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'read_notes',
  readOnly: true,
  description: 'Read your own notes.',
  enabledByDefault: true,
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'write_notes',
  description: 'Append or prepend text to your own notes.',
  enabledByDefault: true,
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'write_notes_overwrite',
  description: 'Replace your own notes entirely.',
  enabledByDefault: false,
  requiresApprovalByDefault: true,
})
@ToolParameter({
  name: 'agent_id',
  type: 'integer',
  description:
    'The agent to act on. Required for configure_tools (an agent you created, never yourself); read_agent and update_agent act on yourself without it.',
  minimum: 1,
  required: false,
})
@ToolParameter({
  name: 'payload',
  type: 'object',
  description:
    'create_agent: the new agent\'s fields, flat: {"name": "Researcher", "description": "…", "system_prompt": "…", "max_steps": 10}. No "agent", "tools" or "required_plugins".',
  required: ['create_agent'],
})
@ToolParameter({
  name: 'tools',
  type: 'array',
  description:
    'configure_tools: one entry per tool to change, e.g. [{"tool_class": "core/TimeTool", "enabled": true, "operations": [{"name": "now", "enabled": true, "auto_approve": true}]}]. tool_class exactly as get_available_tools lists it. An omitted operation flag stays as it is; null resets it to the default.',
  items: {
    type: 'object',
    properties: {
      tool_class: { type: 'string' },
      enabled: { type: 'boolean' },
      operations: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            enabled: { type: ['boolean', 'null'] },
            auto_approve: { type: ['boolean', 'null'] },
          },
          required: ['name'],
        },
      },
    },
    required: ['tool_class'],
  },
  required: ['configure_tools'],
})
@ToolParameter({
  name: 'agent',
  type: 'object',
  description:
    'update_agent: the fields to change, e.g. {"max_steps": 20}. Notes are written with write_notes.',
  required: ['update_agent'],
})
@ToolParameter({
  name: 'content',
  type: 'string',
  description: 'write_notes / write_notes_overwrite: the text.',
  required: ['write_notes', 'write_notes_overwrite'],
})
@ToolParameter({
  name: 'mode',
  type: 'string',
  description: 'write_notes: where the text goes.',
  enum: ['append', 'prepend'],
  default: 'append',
})
export class AgentTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasAgentDirectory(ctx)) {
      return ToolResult.error(
        ctx.principal.isResolvable()
          ? 'The agent tool is not available here: this installation offers no agent directory to tools.'
          : 'The agent tool needs an agent with a known owner; this agent has none.',
      );
    }
    const operation = this.getOperationName(args);
    // A missing or unknown action never falls back to some operation.
    if (!isAgentOperation(operation)) {
      return ToolResult.error(`"action" must name one of: ${operationNames.join(', ')}.`);
    }
    const agentId = readAgentId(args.agent_id);
    if (agentId === undefined) return ToolResult.error(`${operation}: agent_id must be a positive integer.`);
    return this.run(operation, args, agentId, ctx);
  }

  describeAction(args: ToolArguments): string {
    const target = readAgentId(args.agent_id);
    const agent = target ? `agent #${target}` : 'this agent';
    switch (this.getOperationName(args)) {
      case 'get_available_tools':
        return 'List the tools available to agents';
      case 'create_agent':
        return `Create a new agent${isObject(args.payload) && typeof args.payload.name === 'string' ? ` "${clip(args.payload.name)}"` : ''}`;
      case 'configure_tools':
        return `Configure the tools of ${agent}: ${describePlan(args.tools)}`;
      case 'read_agent':
        return `Read the configuration of ${agent}`;
      case 'update_agent':
        return `Update ${agent}: ${isObject(args.agent) ? Object.keys(args.agent).join(', ') : '(nothing)'}`;
      case 'list_agents':
        return 'List the agents of this owner';
      case 'read_notes':
        return "Read this agent's notes";
      case 'write_notes':
        return `${args.mode === 'prepend' ? 'Prepend to' : 'Append to'} this agent's notes: ${clip(String(args.content ?? ''))}`;
      case 'write_notes_overwrite':
        return `Replace this agent's notes with: ${clip(String(args.content ?? ''))}`;
      default:
        return `Unknown agent operation "${String(args.action)}"`;
    }
  }

  private async run(
    operation: AgentOperation,
    args: ToolArguments,
    agentId: number | null,
    ctx: AgentDirectoryContext,
  ): Promise<ToolResult> {
    const directory = ctx.agentDirectory;
    const failed = (failure: AgentDirectoryFailure) =>
      ToolResult.error(`${operation}: ${failure.message}`, {
        error_code: failure.code,
        ...(failure.details ?? {}),
      });
    switch (operation) {
      case 'get_available_tools': {
        const listed = await directory.listTools();
        if (!listed.ok) return failed(listed.error);
        return ToolResult.ok(JSON.stringify(listed.value), listed.value);
      }
      case 'create_agent': {
        if (!isObject(args.payload)) {
          return ToolResult.error('create_agent: "payload" must be an object of the new agent\'s fields.');
        }
        const created = await directory.createAgent(args.payload);
        if (!created.ok) return failed(created.error);
        const id = created.value.agent_id;
        return manifestResult(
          `Created agent #${id} ('${created.value.name}'). Configure tools next with \`configure_tools(agent_id: ${id}, tools: [...])\` and verify with \`read_agent(agent_id: ${id})\`.`,
          created.value,
        );
      }
      case 'configure_tools': {
        if (agentId === null) {
          return ToolResult.error(
            'configure_tools: agent_id is required: the id of an agent you created with create_agent. Tools of the calling agent itself are enabled by the operator only.',
          );
        }
        const configured = await directory.configureTools(agentId, args.tools);
        if (!configured.ok) return failed(configured.error);
        return manifestResult(`Configured the tools of agent #${agentId}.`, configured.value);
      }
      case 'read_agent': {
        const read = await directory.readAgent(agentId);
        if (!read.ok) return failed(read.error);
        return manifestResult(null, read.value);
      }
      case 'update_agent': {
        if (!isObject(args.agent) || Object.keys(args.agent).length === 0) {
          return ToolResult.error(
            'update_agent: "agent" must be an object with the fields to change, e.g. {"max_steps": 20}.',
          );
        }
        const updated = await directory.updateAgent(agentId, args.agent);
        if (!updated.ok) return failed(updated.error);
        return manifestResult(`Updated agent #${updated.value.agent_id}.`, updated.value);
      }
      case 'list_agents': {
        const listed = await directory.listAgents();
        if (!listed.ok) return failed(listed.error);
        const lines = listed.value.map(
          (agent) =>
            `- #${agent.agent_id} ${agent.name}${agent.description ? ` — ${agent.description}` : ''}`,
        );
        return ToolResult.ok(
          `${listed.value.length} agent(s) visible to the current user:\n${lines.join('\n')}`,
          {
            agents: listed.value,
          },
        );
      }
      case 'read_notes': {
        const notes = await directory.readNotes();
        if (!notes.ok) return failed(notes.error);
        const text = notes.value;
        return ToolResult.ok(
          text === ''
            ? `Agent #${ctx.agentId} has no notes yet.`
            : `Notes for agent #${ctx.agentId} (${text.length} chars):\n\n${text}`,
          { notes: text, length: text.length },
        );
      }
      case 'write_notes':
      case 'write_notes_overwrite': {
        if (typeof args.content !== 'string') return ToolResult.error(`${operation}: content is required.`);
        const mode = readNotesMode(operation, args.mode);
        if (mode === null) return ToolResult.error('write_notes: mode must be "append" or "prepend".');
        if (args.content === '' && mode !== 'overwrite') {
          const current = await directory.readNotes();
          if (!current.ok) return failed(current.error);
          return ToolResult.ok(`Notes unchanged (${current.value.length} chars).`, {
            notes: current.value,
            length: current.value.length,
            mode,
          });
        }
        const written = await directory.writeNotes(args.content, mode);
        if (!written.ok) return failed(written.error);
        return ToolResult.ok(`Notes updated via ${mode} (${written.value.length} chars).`, {
          notes: written.value,
          length: written.value.length,
          mode,
        });
      }
    }
  }
}

/** `null` when absent; `undefined` when present but not a positive integer. */
function readAgentId(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function readNotesMode(operation: 'write_notes' | 'write_notes_overwrite', mode: unknown): NotesMode | null {
  if (operation === 'write_notes_overwrite') return 'overwrite';
  if (mode === undefined || mode === 'append') return 'append';
  return mode === 'prepend' ? 'prepend' : null;
}

/** A lead line, a header, a one-line summary, then the manifest as compact JSON. */
function manifestResult(lead: string | null, manifest: AgentManifest): ToolResult {
  const enabled = manifest.tools.filter((tool) => tool.enabled).length;
  const body = [
    `## Agent #${manifest.agent_id} — ${manifest.name}`,
    `${enabled} of ${manifest.tools.length} tools enabled. ${manifest.missing_required.length} missing required config.`,
    JSON.stringify(manifest),
  ].join('\n');
  return ToolResult.ok(lead === null ? body : `${lead}\n\n${body}`, manifest);
}

/** "enable core/TimeTool (now: on, auto-approve); disable core/HandoverTool" for the approval UI. */
function describePlan(tools: unknown): string {
  if (!Array.isArray(tools) || tools.length === 0) return '(no tools)';
  return tools
    .map((entry) => {
      if (!isObject(entry)) return '(invalid entry)';
      const verb = entry.enabled === false ? 'disable' : 'enable';
      const operations = Array.isArray(entry.operations)
        ? entry.operations.filter(isObject).map((operation) => {
            const flags = [
              operation.enabled === undefined
                ? null
                : operation.enabled === null
                  ? 'default'
                  : operation.enabled
                    ? 'on'
                    : 'off',
              operation.auto_approve === true
                ? 'auto-approve'
                : operation.auto_approve === false
                  ? 'ask first'
                  : null,
            ].filter((flag) => flag !== null);
            return `${String(operation.name)}${flags.length > 0 ? `: ${flags.join(', ')}` : ''}`;
          })
        : [];
      return `${verb} ${String(entry.tool_class)}${operations.length > 0 ? ` (${operations.join('; ')})` : ''}`;
    })
    .join('; ');
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
}
