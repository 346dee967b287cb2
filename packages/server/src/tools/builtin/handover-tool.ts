import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { hasTaskControl } from '../task-control.js';

/**
 * Delegation between agents: `handover` closes this task and continues it on another agent;
 * `sub_agent` starts a child task and resumes this one with the child's output once every child
 * has ended. Both need approval by default, and both reach only the agents an operator chose in
 * `allowed_target_agents` (none until chosen; the model sees the list in its description).
 */
@Tool({
  name: 'handover',
  description:
    'Delegate work to another agent: hand this conversation over for good, or start a sub-agent and continue with its result.',
  displayName: 'Handover',
  category: 'agent',
  icon: 'arrow-right',
})
@ToolOperation({
  name: 'handover',
  description: 'Close this task and continue it on another agent.',
  requiresApprovalByDefault: true,
  discriminatorKey: 'op',
})
@ToolOperation({
  name: 'sub_agent',
  description: 'Start a task on another agent and wait for its result.',
  requiresApprovalByDefault: true,
  discriminatorKey: 'op',
})
@ToolParameter({
  name: 'target_agent_id',
  type: 'integer',
  description: 'The agent that takes over (handover).',
  required: ['handover'],
})
@ToolParameter({
  name: 'agent_id',
  type: 'integer',
  description: 'The agent to run (sub_agent).',
  required: ['sub_agent'],
})
@ToolParameter({ name: 'prompt', type: 'string', description: 'What the other agent should do.' })
@ToolSetting({
  key: 'allowed_target_agents',
  label: 'Allowed target agents',
  type: 'multi-select',
  description: 'The agents this tool may delegate to. None are allowed until some are chosen.',
  required: true,
  exposeToLlm: true,
  resolveAs: 'agent',
  dataSource: '/agents',
})
export class HandoverTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasTaskControl(ctx)) return ToolResult.error('Delegation is only available inside a running task.');
    const operation = this.getOperationName(args);
    const targetId = Number(operation === 'handover' ? args.target_agent_id : args.agent_id);
    const prompt = String(args.prompt ?? '');
    const allowed = allowedTargets((await ctx.settings()).allowed_target_agents);
    if (!allowed.has(targetId)) {
      return ToolResult.error('Target agent is not in the allowed_target_agents list.', {
        error_code: 'TARGET_NOT_ALLOWED',
        target_agent_id: Number.isFinite(targetId) ? targetId : null,
      });
    }
    const outcome =
      operation === 'handover'
        ? await ctx.taskControl.handOver(targetId, prompt)
        : await ctx.taskControl.spawnSubAgent(targetId, prompt);
    if (!outcome.ok) return ToolResult.error(outcome.error);
    return ToolResult.ok(
      operation === 'handover'
        ? `Handing over to ${outcome.value.agentName}.`
        : `Starting ${outcome.value.agentName} as a sub-agent.`,
    );
  }

  describeAction(args: ToolArguments): string {
    return this.getOperationName(args) === 'handover'
      ? `Hand this task over to agent #${String(args.target_agent_id)}: ${String(args.prompt)}`
      : `Start agent #${String(args.agent_id)} as a sub-agent: ${String(args.prompt)}`;
  }
}

/** The allowed ids; an empty or missing list allows nothing. Older rows may hold comma-separated text. */
function allowedTargets(value: unknown): ReadonlySet<number> {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : [];
  return new Set(list.map((entry) => Number(entry)).filter((id) => Number.isInteger(id)));
}
