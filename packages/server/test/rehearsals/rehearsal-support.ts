import type { LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/index.js';
import { nowIso } from '../../src/db/index.js';
import { inventInstructions } from '../../src/rehearsals/invented-result.js';
import type { Proposal } from '../../src/rehearsals/proposal.js';
import type { ScriptedResult } from '../../src/rehearsals/scripted-results.js';

/**
 * One scripted model per agent, chosen by the system prompt the request carries; requests to
 * invent a simulated result go to `inventor`.
 */
export class ModelsBySystemPrompt implements LlmDriver {
  readonly providerName = 'scripted';
  readonly modelName = 'by-system-prompt';
  readonly models = new Map<string, ScriptedLlmDriver>();

  for(systemPrompt: string): ScriptedLlmDriver {
    let model = this.models.get(systemPrompt);
    if (!model) {
      model = new ScriptedLlmDriver();
      this.models.set(systemPrompt, model);
    }
    return model;
  }

  get inventor(): ScriptedLlmDriver {
    return this.for(inventInstructions);
  }

  complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    return this.for(request.systemPrompt).complete(request, signal);
  }
}

/** A rehearsal row of `agentId` by `userId`, as the rehearsal service stores one. */
export async function createRehearsal(
  db: Kysely<Database>,
  seed: {
    readonly agentId: number;
    readonly userId: number;
    readonly proposal?: Proposal;
    readonly scriptedResults?: readonly ScriptedResult[];
  },
): Promise<{ id: number }> {
  const now = nowIso();
  return db
    .insertInto('rehearsals')
    .values({
      agent_id: seed.agentId,
      user_id: seed.userId,
      source_kind: 'prompt',
      prompt_set_id: null,
      proposal: JSON.stringify(seed.proposal ?? {}),
      scripted_results: JSON.stringify(seed.scriptedResults ?? []),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
