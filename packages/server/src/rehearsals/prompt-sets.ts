import type { Kysely } from 'kysely';
import type { Database, RehearsalPromptSetsTable } from '../db/index.js';
import { isUniqueViolation, nowIso } from '../db/index.js';
import { RehearsalError } from './rehearsal-error.js';

/** Saved lists of prompts an agent is rehearsed with; names are unique per agent. */

export const maxPromptSetNameLength = 100;
export const maxPromptsPerSet = 50;
export const maxPromptLength = 20_000;

export interface PromptSetView {
  readonly id: number;
  readonly agent_id: number;
  readonly created_by_user_id: number | null;
  readonly name: string;
  readonly prompts: string[];
  readonly created_at: string;
  readonly updated_at: string;
}

export interface PromptSetInput {
  readonly name: string;
  readonly prompts: readonly string[];
}

type PromptSetRow = Pick<
  RehearsalPromptSetsTable,
  'agent_id' | 'created_by_user_id' | 'name' | 'prompts' | 'updated_at'
> & { readonly id: number; readonly created_at: string };

export function promptSetView(row: PromptSetRow): PromptSetView {
  return {
    id: row.id,
    agent_id: row.agent_id,
    created_by_user_id: row.created_by_user_id,
    name: row.name,
    prompts: JSON.parse(row.prompts) as string[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The prompt sets of one agent; the caller has checked that the person may configure it. */
export class PromptSets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly agentId: number,
  ) {}

  async list(): Promise<PromptSetView[]> {
    const rows = await this.db
      .selectFrom('rehearsal_prompt_sets')
      .selectAll()
      .where('agent_id', '=', this.agentId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(promptSetView);
  }

  async get(id: number): Promise<PromptSetView> {
    const row = await this.db
      .selectFrom('rehearsal_prompt_sets')
      .selectAll()
      .where('id', '=', id)
      .where('agent_id', '=', this.agentId)
      .executeTakeFirst();
    if (!row) throw RehearsalError.notFound(`Prompt set #${id}`);
    return promptSetView(row);
  }

  async create(input: PromptSetInput, userId: number): Promise<PromptSetView> {
    const checked = checkPromptSet(input);
    const now = nowIso();
    const row = await this.db
      .insertInto('rehearsal_prompt_sets')
      .values({
        agent_id: this.agentId,
        created_by_user_id: userId,
        name: checked.name,
        prompts: JSON.stringify(checked.prompts),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => rethrowNameTaken(error, checked.name));
    return promptSetView(row);
  }

  async update(id: number, changes: Partial<PromptSetInput>): Promise<PromptSetView> {
    const current = await this.get(id);
    const checked = checkPromptSet({
      name: changes.name ?? current.name,
      prompts: changes.prompts ?? current.prompts,
    });
    const row = await this.db
      .updateTable('rehearsal_prompt_sets')
      .set({ name: checked.name, prompts: JSON.stringify(checked.prompts), updated_at: nowIso() })
      .where('id', '=', id)
      .where('agent_id', '=', this.agentId)
      .returningAll()
      .executeTakeFirst()
      .catch((error: unknown) => rethrowNameTaken(error, checked.name));
    if (!row) throw RehearsalError.notFound(`Prompt set #${id}`);
    return promptSetView(row);
  }

  /** Rehearsals made from the set keep their tasks and prompts; they only lose the link. */
  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .deleteFrom('rehearsal_prompt_sets')
      .where('id', '=', id)
      .where('agent_id', '=', this.agentId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw RehearsalError.notFound(`Prompt set #${id}`);
  }
}

/** The same limits the API schema states, for callers that bypass it (CLI, services). */
function checkPromptSet(input: PromptSetInput): PromptSetInput {
  const fields: Record<string, string> = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > maxPromptSetNameLength)
    fields.name = `must be 1 to ${maxPromptSetNameLength} characters`;
  if (input.prompts.length === 0 || input.prompts.length > maxPromptsPerSet)
    fields.prompts = `must hold 1 to ${maxPromptsPerSet} prompts`;
  input.prompts.forEach((prompt, index) => {
    if (prompt.trim() === '' || prompt.length > maxPromptLength)
      fields[`prompts[${index}]`] = `must be 1 to ${maxPromptLength} characters, not only white space`;
  });
  if (Object.keys(fields).length > 0) throw RehearsalError.invalid(fields);
  return { name, prompts: [...input.prompts] };
}

function rethrowNameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error))
    throw new RehearsalError('PROMPT_SET_NAME_TAKEN', `The agent already has a prompt set named "${name}".`, {
      fields: { name: 'is taken by another prompt set of this agent' },
    });
  throw error;
}
