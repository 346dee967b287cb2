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
 * has ended. Both need approval by default.
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
  description: 'Agents this tool may delegate to. When empty, any other agent of the same owner.',
})
export class HandoverTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasTaskControl(ctx)) return ToolResult.error('Delegation is only available inside a running task.');
    const operation = this.getOperationName(args);
    const targetId = Number(operation === 'handover' ? args.target_agent_id : args.agent_id);
    const prompt = String(args.prompt ?? '');
    const allowed = allowedTargets((await ctx.settings()).allowed_target_agents);
    if (allowed !== null && !allowed.has(targetId)) {
      return ToolResult.error(`Agent #${targetId} is not among the agents this tool may delegate to.`);
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

function allowedTargets(value: unknown): ReadonlySet<number> | null {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : [];
  const ids = list.map((entry) => Number(entry)).filter((id) => Number.isInteger(id));
  return ids.length === 0 ? null : new Set(ids);
}
