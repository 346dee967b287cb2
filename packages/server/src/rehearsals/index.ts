export {
  maxPromptLength,
  maxPromptSetNameLength,
  maxPromptsPerSet,
  type PromptSetInput,
  PromptSets,
  type PromptSetView,
} from './prompt-sets.js';
export {
  type FieldIssues,
  maxProposedSystemPromptLength,
  maxProposedTools,
  type Proposal,
  type ProposedTool,
  parseProposal,
  storedProposal,
} from './proposal.js';
export { maxProposedRules, type ProposedRule } from './proposed-rules.js';
export { RehearsalError, type RehearsalErrorCode } from './rehearsal-error.js';
export {
  type NewRehearsal,
  RehearsalService,
  type RehearsalServiceDependencies,
} from './rehearsal-service.js';
export { maxPastTasks, type RehearsalSource } from './rehearsal-sources.js';
export type * from './rehearsal-view.js';
export {
  matchScriptedResult,
  maxScriptedContentLength,
  maxScriptedResults,
  parseScriptedResults,
  type ScriptedResult,
  storedScriptedResults,
} from './scripted-results.js';
