import { effectiveOperations } from '@spora/sdk';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Agent, AgentUpdate, Database, DatabaseEngine } from '../db/index.js';
import { inTransaction, nowIso } from '../db/index.js';
import { missingRequired, settingsSubjectOf } from '../settings/index.js';
import type { NotesMode } from '../tools/agent-directory.js';
import type { RegisteredTool, ToolRegistry } from '../tools/tool-registry.js';
import type { AgentChange, AgentChangeRecorder } from './agent-change.js';
import { type AgentFields, type AgentFieldsAudience, readAgentFields } from './agent-fields.js';
import { AgentServiceError } from './agent-service-error.js';
import { applyOperationOverrides } from './operation-overrides.js';
import { checkToolPlan, type OperationFlagsPatch, type ToolPlanEntry } from './tool-plan.js';
import type { ToolSettingsReader } from './tool-settings-reader.js';
import {
  type OperationStatus,
  resolveToolStatus,
  type StoredOperationFlags,
  type ToolStatus,
} from './tool-status.js';

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

const notesSeparator = '\n\n';

const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Dashboard flags a list can be narrowed by; an omitted flag does not narrow it. */
export interface AgentListFilter {
  readonly archived?: boolean;
  readonly pinned?: boolean;
  readonly favorite?: boolean;
}

const flagColumns = {
  archived: 'is_archived',
  pinned: 'is_pinned',
  favorite: 'is_favorite',
} as const satisfies Record<keyof AgentListFilter, keyof Agent>;

/** A tool enabled for an agent, as its row recorded it (the tool may since have been unregistered). */
export interface AgentToolRow {
  readonly toolClass: string;
  readonly toolName: string;
}

/**
 * The agents of one owner and their toolsets. Every method is scoped to `ownerUserId`: another
 * owner's agent is `NOT_FOUND`, exactly like one that does not exist. Input is validated with
 * per-field reasons (`VALIDATION_ERROR`); changes that touch several rows run in one transaction.
 */
export class AgentService {
  constructor(
    private readonly deps: AgentServiceDependencies,
    readonly ownerUserId: number,
  ) {}

  private get db(): Kysely<Database> {
    return this.deps.database.db;
  }

  /** The owner's agents, newest first; each given flag keeps only the agents that match it. */
  listAgents(filter: AgentListFilter = {}): Promise<Agent[]> {
    const flags = Object.entries(filter).filter(
      (entry): entry is [keyof AgentListFilter, boolean] => entry[1] !== undefined,
    );
    let query = this.db.selectFrom('agents').selectAll().where('user_id', '=', this.ownerUserId);
    for (const [flag, value] of flags) query = query.where(flagColumns[flag], '=', toFlag(value));
    return query.orderBy('id', 'desc').execute();
  }

  /**
   * The tools enabled for each of the given agents of the owner, in the order they were enabled;
   * an agent without tools (or not the owner's) is absent from the map.
   */
  async enabledToolsOf(agentIds: readonly number[]): Promise<ReadonlyMap<number, AgentToolRow[]>> {
    const byAgent = new Map<number, AgentToolRow[]>();
    if (agentIds.length === 0) return byAgent;
    const rows = await this.db
      .selectFrom('agent_tools')
      .innerJoin('agents', 'agents.id', 'agent_tools.agent_id')
      .select(['agent_tools.agent_id', 'agent_tools.tool_class', 'agent_tools.tool_name'])
      .where('agents.user_id', '=', this.ownerUserId)
      .where('agent_tools.agent_id', 'in', [...agentIds])
      .orderBy('agent_tools.id')
      .execute();
    for (const row of rows) {
      const tools = byAgent.get(row.agent_id) ?? [];
      tools.push({ toolClass: row.tool_class, toolName: row.tool_name });
      byAgent.set(row.agent_id, tools);
    }
    return byAgent;
  }

  async getAgent(agentId: number): Promise<Agent> {
    const agent = await this.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', agentId)
      .where('user_id', '=', this.ownerUserId)
      .executeTakeFirst();
    if (!agent) throw AgentServiceError.notFound(agentId);
    return agent;
  }

  /**
   * Creates an agent from untrusted fields; `name` is required, the rest take the column defaults.
   * Only the operator sets notes and the model configuration (see `AgentFieldsAudience`).
   */
  async createAgent(input: unknown, audience: AgentFieldsAudience = 'model'): Promise<Agent> {
    const fields = validFields(input, 'create', audience);
    const now = nowIso();
    return inTransaction(this.db, async (trx) => {
      await this.checkConfigurationUsable(trx, fields.llm_driver_config_id);
      const created = await trx
        .insertInto('agents')
        .values({
          user_id: this.ownerUserId,
          name: fields.name ?? '',
          description: null,
          system_prompt: null,
          llm_driver_config_id: null,
          notes: null,
          ...toColumns(fields),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.recordChange(trx, 'created', created.id);
      return created;
    });
  }

  /** Changes the given fields only; like `createAgent`, only the operator sets notes and the model configuration. */
  async updateAgent(
    agentId: number,
    patch: unknown,
    audience: AgentFieldsAudience = 'model',
  ): Promise<Agent> {
    const fields = validFields(patch, 'update', audience);
    if (Object.keys(fields).length === 0)
      throw AgentServiceError.invalid({ '(input)': 'names no field to change' });
    return this.withOwnedAgent(agentId, async (trx) => {
      await this.checkConfigurationUsable(trx, fields.llm_driver_config_id);
      const updated = await trx
        .updateTable('agents')
        .set({ ...toColumns(fields), updated_at: nowIso() })
        .where('id', '=', agentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.recordChange(trx, 'updated', agentId);
      return updated;
    });
  }

  /**
   * Deletes the agent with its tasks, tools and settings, all or nothing; refused (INVALID_STATE)
   * while one of its tasks is RUNNING, since that run would go on without its rows.
   */
  async deleteAgent(agentId: number): Promise<void> {
    const afterCommit = await this.db.transaction().execute(async (trx) => {
      // FOR UPDATE (PostgreSQL; SQLite's write lock is the database's) also holds back the key
      // check of a task inserted for the agent meanwhile, which would escape the deletion.
      const owned = await trx
        .selectFrom('agents')
        .select('id')
        .where('id', '=', agentId)
        .where('user_id', '=', this.ownerUserId)
        .$if(this.deps.database.engine === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!owned) throw AgentServiceError.notFound(agentId);
      const released = await this.deps.taskRemoval?.deleteTasksOfAgent(trx, agentId);
      await trx.deleteFrom('agents').where('id', '=', agentId).execute();
      await this.recordChange(trx, 'deleted', agentId);
      return released;
    });
    await afterCommit?.();
  }

  async readNotes(agentId: number): Promise<string> {
    return (await this.getAgent(agentId)).notes ?? '';
  }

  /**
   * Appends, prepends (separated by a blank line) or overwrites, in one statement so concurrent
   * writers never lose each other's text. Appending or prepending nothing changes nothing;
   * overwriting with nothing clears the notes. Returns the notes as stored.
   */
  async writeNotes(agentId: number, content: string, mode: NotesMode): Promise<string> {
    if (content === '' && mode !== 'overwrite') return this.readNotes(agentId);
    const text = sql<string>`cast(${content} as text)`;
    const separator = sql<string>`cast(${notesSeparator} as text)`;
    const notes = sql.ref<string | null>('notes');
    const combined =
      mode === 'overwrite'
        ? content
        : sql<string>`case when ${notes} is null or ${notes} = '' then ${text} else ${
            mode === 'append'
              ? sql`${notes} || ${separator} || ${text}`
              : sql`${text} || ${separator} || ${notes}`
          } end`;
    return inTransaction(this.db, async (trx) => {
      const row = await trx
        .updateTable('agents')
        .set({ notes: combined, updated_at: nowIso() })
        .where('id', '=', agentId)
        .where('user_id', '=', this.ownerUserId)
        .returning('notes')
        .executeTakeFirst();
      if (!row) throw AgentServiceError.notFound(agentId);
      await this.recordChange(trx, 'updated', agentId);
      return row.notes ?? '';
    });
  }

  /** Enables a registered tool (snapshotting its name); `changed` is false when it already was. */
  async enableTool(agentId: number, toolClass: string): Promise<{ readonly changed: boolean }> {
    const tool = this.registered(toolClass);
    return this.withOwnedAgent(agentId, async (trx) => {
      const changed = (await insertAgentTools(trx, agentId, [tool])).length > 0;
      if (changed) await this.recordChange(trx, 'updated', agentId);
      return { changed };
    });
  }

  /** Disables a tool; its operation overrides are kept for when it is enabled again. */
  async disableTool(agentId: number, toolClass: string): Promise<{ readonly changed: boolean }> {
    this.registered(toolClass);
    return this.withOwnedAgent(agentId, async (trx) => {
      const { numDeletedRows } = await trx
        .deleteFrom('agent_tools')
        .where('agent_id', '=', agentId)
        .where('tool_class', '=', toolClass)
        .executeTakeFirst();
      const changed = numDeletedRows > 0n;
      if (changed) await this.recordChange(trx, 'updated', agentId);
      return { changed };
    });
  }

  /**
   * Sets one operation's flags: `true`/`false` override the declared default, `null` resets to it,
   * an omitted flag is left as it is.
   */
  async setOperationFlags(
    agentId: number,
    toolClass: string,
    operation: string,
    flags: OperationFlagsPatch,
  ): Promise<void> {
    this.checkPlan([{ toolClass, enabled: true, operations: [{ name: operation }] }]);
    await this.withOwnedAgent(agentId, async (trx) => {
      await applyOperationOverrides(trx, agentId, [{ toolClass, operation, flags }]);
      await this.recordChange(trx, 'updated', agentId);
    });
  }

  /**
   * `setOperationFlags` for an operation the tool declares (another name is `NOT_FOUND`); returns
   * the operation as it now resolves.
   */
  async updateOperationFlags(
    agentId: number,
    toolClass: string,
    operation: string,
    flags: OperationFlagsPatch,
  ): Promise<OperationStatus> {
    const declared = effectiveOperations(this.registered(toolClass).metadata);
    if (!declared.some((candidate) => candidate.name === operation))
      throw AgentServiceError.noSuchOperation(toolClass, operation);
    await this.setOperationFlags(agentId, toolClass, operation, flags);
    return this.operationStatusOf(agentId, toolClass, operation);
  }

  /** Back to the declared defaults: one operation's flags, or every operation of the tool. */
  async resetOperationFlags(agentId: number, toolClass: string, operation?: string): Promise<void> {
    await this.withOwnedAgent(agentId, async (trx) => {
      await trx
        .deleteFrom('agent_tool_operation_overrides')
        .where('agent_id', '=', agentId)
        .where('tool_class', '=', toolClass)
        .$if(operation !== undefined, (query) => query.where('operation', '=', operation as string))
        .execute();
      await this.recordChange(trx, 'updated', agentId);
    });
  }

  /**
   * Applies a whole plan or nothing: the plan is checked against the registry first, then every
   * enable, disable and flag change is written in one transaction.
   */
  async applyToolPlan(agentId: number, plan: readonly ToolPlanEntry[]): Promise<void> {
    this.checkPlan(plan);
    const enabling = plan.filter((entry) => entry.enabled).map((entry) => this.registered(entry.toolClass));
    const disabling = plan.filter((entry) => !entry.enabled).map((entry) => entry.toolClass);
    await this.withOwnedAgent(agentId, async (trx) => {
      if (disabling.length > 0) {
        await trx
          .deleteFrom('agent_tools')
          .where('agent_id', '=', agentId)
          .where('tool_class', 'in', disabling)
          .execute();
      }
      await insertAgentTools(trx, agentId, enabling);
      await applyOperationOverrides(
        trx,
        agentId,
        plan.flatMap((entry) =>
          entry.operations.map((operation) => ({
            toolClass: entry.toolClass,
            operation: operation.name,
            flags: operation,
          })),
        ),
      );
      await this.recordChange(trx, 'updated', agentId);
    });
  }

  /**
   * Every registered tool as this agent has it: enabled or not, each operation's resolved flags,
   * and which required settings are still missing for this agent and its owner.
   */
  async toolStatusForAgent(agentId: number): Promise<ToolStatus[]> {
    await this.getAgent(agentId);
    const [enabledRows, overrideRows] = await Promise.all([
      this.db.selectFrom('agent_tools').select('tool_class').where('agent_id', '=', agentId).execute(),
      this.db
        .selectFrom('agent_tool_operation_overrides')
        .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
        .where('agent_id', '=', agentId)
        .execute(),
    ]);
    const enabled = new Set(enabledRows.map((row) => row.tool_class));
    const stored = new Map<string, StoredOperationFlags>(
      overrideRows.map((row) => [`${row.tool_class}\u0000${row.operation}`, storedFlags(row)]),
    );
    const tools = this.deps.tools.listFor(this.ownerUserId);
    const missing = await Promise.all(tools.map((tool) => this.missingRequiredFor(tool, agentId)));
    return tools.map((tool, index) =>
      resolveToolStatus(
        tool,
        enabled.has(tool.toolClass),
        (operation) => stored.get(`${tool.toolClass}\u0000${operation}`),
        missing[index] ?? [],
      ),
    );
  }

  /** One registered tool as this agent has it (see `toolStatusForAgent`). */
  async toolStatusOf(agentId: number, toolClass: string): Promise<ToolStatus> {
    const tool = this.registered(toolClass);
    await this.getAgent(agentId);
    const [enabled, overrideRows, missing] = await Promise.all([
      this.db
        .selectFrom('agent_tools')
        .select('id')
        .where('agent_id', '=', agentId)
        .where('tool_class', '=', toolClass)
        .executeTakeFirst(),
      this.db
        .selectFrom('agent_tool_operation_overrides')
        .select(['operation', 'enabled', 'requires_approval'])
        .where('agent_id', '=', agentId)
        .where('tool_class', '=', toolClass)
        .execute(),
      this.missingRequiredFor(tool, agentId),
    ]);
    const stored = new Map(overrideRows.map((row) => [row.operation, storedFlags(row)]));
    return resolveToolStatus(tool, enabled !== undefined, (operation) => stored.get(operation), missing);
  }

  /** One operation of a tool as this agent has it; an operation the tool does not declare is `NOT_FOUND`. */
  async operationStatusOf(agentId: number, toolClass: string, operation: string): Promise<OperationStatus> {
    const status = (await this.toolStatusOf(agentId, toolClass)).operations.find(
      (candidate) => candidate.name === operation,
    );
    if (!status) throw AgentServiceError.noSuchOperation(toolClass, operation);
    return status;
  }

  private async missingRequiredFor(tool: RegisteredTool, agentId: number): Promise<string[]> {
    // Most tools require nothing: skip the settings reads for them.
    if (!tool.metadata.settings.some((setting) => setting.required)) return [];
    const subject = settingsSubjectOf(tool);
    const resolved = await this.deps.settings.presentEffectiveSettings(subject, agentId, this.ownerUserId);
    const values = Object.fromEntries(Object.entries(resolved).map(([key, setting]) => [key, setting.value]));
    return missingRequired(subject.declarations, values);
  }

  /**
   * A model configuration an agent of this owner may use: the owner's own or a global one. On
   * PostgreSQL the row is share-locked, so it cannot be deleted before the agent row points to it.
   */
  private async checkConfigurationUsable(
    trx: Kysely<Database>,
    configurationId: number | null | undefined,
  ): Promise<void> {
    if (configurationId === null || configurationId === undefined) return;
    const configuration = await trx
      .selectFrom('llm_driver_configurations')
      .select('id')
      .where('id', '=', configurationId)
      .where((eb) => eb.or([eb('is_global', '=', 1), eb('user_id', '=', this.ownerUserId)]))
      .$if(this.deps.database.engine === 'postgres', (query) => query.forShare())
      .executeTakeFirst();
    if (!configuration) {
      throw AgentServiceError.invalid({
        llm_driver_config_id: `#${configurationId} is neither one of your LLM configurations nor a global one`,
      });
    }
  }

  private registered(toolClass: string): RegisteredTool {
    const tool = this.deps.tools.get(toolClass);
    if (!tool) {
      throw AgentServiceError.invalid({ tool_class: `"${toolClass}" is not a registered tool class` });
    }
    return tool;
  }

  private checkPlan(plan: readonly ToolPlanEntry[]): void {
    const errors = checkToolPlan(plan, this.deps.tools);
    if (Object.keys(errors).length > 0) throw AgentServiceError.invalid(errors);
  }

  /**
   * Runs `work` in a transaction holding the agent: on PostgreSQL its row is locked, so two
   * configuration changes of one agent apply one after the other; SQLite transactions are
   * already exclusive. A service opened on a transaction works inside that one.
   */
  private recordChange(
    trx: Transaction<Database>,
    kind: AgentChange['kind'],
    agentId: number,
  ): Promise<void> {
    return this.deps.changes?.record(trx, { kind, userId: this.ownerUserId, agentId }) ?? Promise.resolve();
  }

  private withOwnedAgent<Value>(
    agentId: number,
    work: (trx: Transaction<Database>) => Promise<Value>,
  ): Promise<Value> {
    const lock = this.deps.database.engine === 'postgres';
    return inTransaction(this.db, async (trx) => {
      const agent = await trx
        .selectFrom('agents')
        .select('id')
        .where('id', '=', agentId)
        .where('user_id', '=', this.ownerUserId)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
      if (!agent) throw AgentServiceError.notFound(agentId);
      return work(trx);
    });
  }
}

function validFields(input: unknown, mode: 'create' | 'update', audience: AgentFieldsAudience): AgentFields {
  const fields = readAgentFields(input, mode, audience);
  if (!fields.ok) throw AgentServiceError.invalid(fields.error);
  return fields.value;
}

function storedFlags(row: {
  readonly enabled: 0 | 1 | null;
  readonly requires_approval: 0 | 1 | null;
}): StoredOperationFlags {
  return {
    enabled: row.enabled === null ? null : row.enabled === 1,
    requiresApproval: row.requires_approval === null ? null : row.requires_approval === 1,
  };
}

function toColumns(fields: AgentFields): AgentUpdate {
  const {
    allow_followup,
    pause_at_step_limit,
    reconcile_uncertain_calls,
    is_pinned,
    is_archived,
    is_favorite,
    ...rest
  } = fields;
  return {
    ...rest,
    ...(allow_followup === undefined ? {} : { allow_followup: toFlag(allow_followup) }),
    ...(pause_at_step_limit === undefined ? {} : { pause_at_step_limit: toFlag(pause_at_step_limit) }),
    ...(reconcile_uncertain_calls === undefined
      ? {}
      : { reconcile_uncertain_calls: toFlag(reconcile_uncertain_calls) }),
    ...(is_pinned === undefined ? {} : { is_pinned: toFlag(is_pinned) }),
    ...(is_archived === undefined ? {} : { is_archived: toFlag(is_archived) }),
    ...(is_favorite === undefined ? {} : { is_favorite: toFlag(is_favorite) }),
  };
}

/** One multi-row insert; tools already enabled are left alone. Returns the rows that were new. */
function insertAgentTools(trx: Kysely<Database>, agentId: number, tools: readonly RegisteredTool[]) {
  if (tools.length === 0) return Promise.resolve([]);
  const now = nowIso();
  return trx
    .insertInto('agent_tools')
    .values(
      tools.map((tool) => ({
        agent_id: agentId,
        tool_class: tool.toolClass,
        tool_name: tool.metadata.name,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['agent_id', 'tool_class']).doNothing())
    .returning('id')
    .execute();
}
