import type { Schema } from '../api/api-types';

// The rehearsal shapes as the OpenAPI document names them.
export type Rehearsal = Schema<'Rehearsal'>;
export type RehearsalSummary = Schema<'RehearsalSummary'>;
export type RehearsalStatus = Schema<'RehearsalStatus'>;
export type RehearsalRun = Schema<'RehearsalRun'>;
export type RehearsalCall = Schema<'RehearsalCall'>;
/** The past task a run repeats, with what differs. */
export type RehearsalComparison = Schema<'RehearsalPastRun'>;
export type Proposal = Schema<'RehearsalProposal'>;
export type ProposedTool = Schema<'RehearsalProposedTool'>;
export type ProposedRule = Schema<'RehearsalProposedRule'>;
export type ScriptedResult = Schema<'RehearsalScriptedResult'>;
export type NewRehearsal = Schema<'NewRehearsal'>;
export type RehearsalSource = Schema<'RehearsalSourceInput'>;
export type PromptSet = Schema<'RehearsalPromptSet'>;
export type NewPromptSet = Schema<'NewRehearsalPromptSet'>;
export type PromptSetPatch = Schema<'RehearsalPromptSetPatch'>;
/** A call named by its tool and operation, as the differences list them. */
export type CallName = RehearsalComparison['differences']['calls_only_in_rehearsal'][number];
