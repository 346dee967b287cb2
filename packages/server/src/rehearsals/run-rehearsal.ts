import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { type Proposal, storedProposal } from './proposal.js';
import { type ScriptedResult, storedScriptedResults } from './scripted-results.js';

/** What a run of a rehearsal task needs of its rehearsal: whose it is, the proposal, the scripts. */
export interface RunRehearsal {
  readonly id: number;
  readonly agentId: number;
  readonly userId: number;
  readonly proposal: Proposal;
  readonly scriptedResults: readonly ScriptedResult[];
}

/** The rehearsal a task runs for; null when it was deleted meanwhile (its tasks go with it). */
export async function loadRunRehearsal(
  db: Kysely<Database>,
  rehearsalId: number,
): Promise<RunRehearsal | null> {
  const row = await db
    .selectFrom('rehearsals')
    .select(['id', 'agent_id', 'user_id', 'proposal', 'scripted_results'])
    .where('id', '=', rehearsalId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    agentId: row.agent_id,
    userId: row.user_id,
    proposal: storedProposal(row.proposal),
    scriptedResults: storedScriptedResults(row.scripted_results),
  };
}

/**
 * The proposal as it applies to a task of `agentId`: the rehearsed agent runs with it; a sub-agent
 * or handover target of another agent keeps its own configuration.
 */
export function proposalFor(rehearsal: RunRehearsal | null, agentId: number): Proposal | null {
  return rehearsal !== null && rehearsal.agentId === agentId ? rehearsal.proposal : null;
}
