import type {
  AppendedHistoryEntry,
  ContinueTaskRequest,
  ExtensionHistoryEntry,
  ExtensionServiceResult,
  ExtensionTask,
  StartTaskRequest,
  UserTaskControl,
} from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Agent, Database, Task } from '../../db/index.js';
import type { HistoryMessageContext, Orchestrator } from '../../orchestrator/index.js';
import { PromptTemplates } from '../../schedules/index.js';
import { UserTasks } from '../../tasks/index.js';
import { agentWithAccess, conversationAgentId } from '../../teams/index.js';
import { assertActingUser } from './acting-user.js';
import { assertId, ServiceRefusal, serviceResult } from './service-refusal.js';

export interface TaskControlDependencies {
  readonly db: Kysely<Database>;
  readonly orchestrator: Orchestrator;
}

/**
 * The tasks one user reaches, for extensions. Every call goes through the same checks and the
 * same orchestrator calls as the task routes: the user's account must be active (as a signed-in
 * request's is), the agent must reach the user (owned, or shared
 * with a team of theirs), the task must be theirs, and a task runs again only while its
 * conversation's agent still reaches them.
 */
export class ExtensionUserTaskControl implements UserTaskControl {
  private readonly tasks: UserTasks;

  constructor(
    private readonly deps: TaskControlDependencies,
    readonly userId: number,
  ) {
    this.tasks = new UserTasks(deps.db, userId);
  }

  start(request: StartTaskRequest): Promise<ExtensionServiceResult<ExtensionTask>> {
    return serviceResult(async () => {
      const agent = await this.agentInReach(request.agentId);
      const first =
        request.template === undefined
          ? { prompt: request.prompt, maxSteps: null }
          : await this.rendered(agent, request.template);
      // As a schedule starts from a template: the request's limit, else the template's, else the agent's.
      const maxSteps = request.maxSteps ?? first.maxSteps ?? undefined;
      const task = await this.deps.orchestrator.start(agent.id, checkedPrompt(first.prompt), {
        ...(maxSteps === undefined ? {} : { maxSteps }),
        runnerUserId: this.userId,
      });
      return extensionTaskOf(task);
    });
  }

  continue(taskId: number, request: ContinueTaskRequest): Promise<ExtensionServiceResult<ExtensionTask>> {
    return serviceResult(async () => {
      await this.ownTask(taskId);
      const agentId = await conversationAgentId(this.deps.db, taskId);
      if (agentId === null) throw new ServiceRefusal('NOT_FOUND', `Task #${taskId} not found.`, { taskId });
      await this.agentInReach(agentId);
      const task = await this.deps.orchestrator.continue(
        taskId,
        checkedPrompt(request.prompt),
        request.additionalSteps,
      );
      return extensionTaskOf(task);
    });
  }

  abort(taskId: number): Promise<ExtensionServiceResult<ExtensionTask>> {
    return serviceResult(async () => {
      await this.ownTask(taskId);
      return extensionTaskOf(await this.deps.orchestrator.abort(taskId));
    });
  }

  appendHistory(
    taskId: number,
    entry: ExtensionHistoryEntry,
  ): Promise<ExtensionServiceResult<AppendedHistoryEntry>> {
    return serviceResult(async () => {
      await this.ownTask(taskId);
      const appended = await this.deps.orchestrator.appendHistory(
        taskId,
        entry.role,
        entry.content,
        historyContextOf(entry),
      );
      return { taskId, sequence: appended.sequence, role: entry.role };
    });
  }

  get(taskId: number): Promise<ExtensionServiceResult<ExtensionTask>> {
    return serviceResult(async () => extensionTaskOf(await this.ownTask(taskId)));
  }

  /** One of the agent's saved templates, rendered as a schedule renders it, with its step limit. */
  private async rendered(
    agent: Agent,
    template: { readonly id: number; readonly values?: Readonly<Record<string, string>> },
  ): Promise<{ prompt: string; maxSteps: number | null }> {
    assertId(template.id, 'Prompt template');
    const templates = new PromptTemplates(this.deps.db, agent.user_id);
    const saved = await templates.get(agent.id, template.id);
    const prompt = await templates.render(agent.id, template.id, { values: template.values ?? {} });
    return { prompt, maxSteps: saved.max_steps };
  }

  private async ownTask(taskId: number): Promise<Task> {
    await assertActingUser(this.deps.db, this.userId);
    assertId(taskId, 'Task');
    return this.tasks.get(taskId);
  }

  /** An agent the user reaches at all may be run (use access); one out of reach is NOT_FOUND, as in the API. */
  private async agentInReach(agentId: number): Promise<Agent> {
    await assertActingUser(this.deps.db, this.userId);
    assertId(agentId, 'Agent');
    const reached = await agentWithAccess(this.deps.db, this.userId, agentId);
    if (reached === null) throw new ServiceRefusal('NOT_FOUND', `Agent #${agentId} not found.`, { agentId });
    return reached.agent;
  }
}

/** A prompt must say something, as the API's schema requires. */
function checkedPrompt(prompt: unknown): string {
  if (typeof prompt !== 'string' || !/\S/.test(prompt)) {
    throw new ServiceRefusal('VALIDATION_ERROR', 'The prompt must contain text.', {
      fields: { prompt: 'must contain text' },
    });
  }
  return prompt;
}

function historyContextOf(entry: ExtensionHistoryEntry): HistoryMessageContext {
  switch (entry.role) {
    case 'user':
      return {};
    case 'assistant':
      return {
        ...(entry.model === undefined ? {} : { model: entry.model }),
        ...(entry.toolCallPayload === undefined ? {} : { toolCallPayload: entry.toolCallPayload }),
        ...(entry.usage === undefined ? {} : { usage: entry.usage }),
      };
    case 'tool':
      return { toolCallId: entry.toolCallId, toolName: entry.toolName };
    case 'summary':
      return { range: entry.range };
  }
}

export function extensionTaskOf(task: Task): ExtensionTask {
  return {
    id: task.id,
    agentId: task.agent_id,
    userId: task.user_id,
    status: task.status,
    answer: task.final_response,
    stepCount: task.step_count,
    maxSteps: task.max_steps,
    createdAt: task.created_at,
    updatedAt: task.updated_at,
  };
}
