import type { Kysely, Transaction } from 'kysely';
import type { Agent, Database, DatabaseEngine } from '../db/index.js';
import { inTransaction } from '../db/index.js';
import type { RegisteredTool, ToolRegistry } from '../tools/tool-registry.js';
import type { AgentChange, AgentChangeRecorder } from './agent-change.js';
import { AgentServiceError } from './agent-service-error.js';
import type { ToolSettingsReader } from './tool-settings-reader.js';

/** Deletes an agent's tasks as the agent is deleted: the orchestrator, which owns tasks. */
export interface AgentTaskRemoval {
  /**
   * Deletes the agent's tasks inside `trx` (refusing while one runs) and answers what to do once
   * `trx` has committed.
   */
  deleteTasksOfAgent(trx: Transaction<Database>, agentId: number): Promise<() => Promise<void>>;
}

export interface AgentServiceDependencies {
  readonly database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine };
  readonly tools: ToolRegistry;
  readonly settings: ToolSettingsReader;
  /** Without it, the database's cascade removes the tasks, telling no one. */
  readonly taskRemoval?: AgentTaskRemoval;
  /** Live updates of agent changes; without it, changes are made without telling anyone. */
  readonly changes?: AgentChangeRecorder;
}

/** What every agent operation works with: the dependencies and the owner it is scoped to. */
export interface OwnedAgentScope {
  readonly deps: AgentServiceDependencies;
  readonly ownerUserId: number;
}

/** The owner's agent; another owner's is `NOT_FOUND`, exactly like one that does not exist. */
export async function getOwnedAgent(scope: OwnedAgentScope, agentId: number): Promise<Agent> {
  const agent = await scope.deps.database.db
    .selectFrom('agents')
    .selectAll()
    .where('id', '=', agentId)
    .where('user_id', '=', scope.ownerUserId)
    .executeTakeFirst();
  if (!agent) throw AgentServiceError.notFound(agentId);
  return agent;
}

export function recordChange(
  scope: OwnedAgentScope,
  trx: Transaction<Database>,
  kind: AgentChange['kind'],
  agentId: number,
): Promise<void> {
  return scope.deps.changes?.record(trx, { kind, userId: scope.ownerUserId, agentId }) ?? Promise.resolve();
}

/**
 * Runs `work` in a transaction holding the agent: on PostgreSQL its row is locked, so two
 * configuration changes of one agent apply one after the other; SQLite transactions are
 * already exclusive. A service opened on a transaction works inside that one.
 */
export function withOwnedAgent<Value>(
  scope: OwnedAgentScope,
  agentId: number,
  work: (trx: Transaction<Database>) => Promise<Value>,
): Promise<Value> {
  const lock = scope.deps.database.engine === 'postgres';
  return inTransaction(scope.deps.database.db, async (trx) => {
    const agent = await trx
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .where('user_id', '=', scope.ownerUserId)
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
    if (!agent) throw AgentServiceError.notFound(agentId);
    return work(trx);
  });
}

export function registeredTool(scope: OwnedAgentScope, toolClass: string): RegisteredTool {
  // Another user's MCP tool is as unknown here as one that does not exist.
  const tool = scope.deps.tools.getFor(scope.ownerUserId, toolClass);
  if (!tool) {
    throw AgentServiceError.invalid({ tool_class: `"${toolClass}" is not a registered tool class` });
  }
  return tool;
}
