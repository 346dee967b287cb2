import type { Result, ToolContext } from '@spora/sdk';
import type { Agent } from '../db/index.js';

/**
 * What a core tool may ask of the running task: hand it over to another agent, or start
 * sub-agents and wait for them. A request is recorded, checked, and carried out by the loop in the
 * same transaction that records the call's result, so a task is never half handed over.
 */
export type TaskControlRequest =
  | {
      readonly kind: 'handover';
      readonly target: Pick<Agent, 'id' | 'name' | 'max_steps'>;
      readonly prompt: string;
    }
  | {
      readonly kind: 'sub_agent';
      readonly target: Pick<Agent, 'id' | 'name' | 'max_steps'>;
      readonly prompt: string;
    };

export interface TaskControl {
  /** Closes this task and starts `prompt` on another agent of the same owner. */
  handOver(targetAgentId: number, prompt: string): Promise<Result<{ readonly agentName: string }, string>>;
  /** Starts `prompt` on another agent as a child; this task resumes with its output when every child has ended. */
  spawnSubAgent(agentId: number, prompt: string): Promise<Result<{ readonly agentName: string }, string>>;
}

/** The context core tools receive: a tool context plus control of the running task. */
export interface TaskControlContext extends ToolContext {
  readonly taskControl: TaskControl;
}

export function hasTaskControl(ctx: ToolContext): ctx is TaskControlContext {
  return 'taskControl' in ctx;
}
