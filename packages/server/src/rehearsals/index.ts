export {
  type FieldIssues,
  maxProposedSystemPromptLength,
  maxProposedTools,
  type Proposal,
  type ProposedTool,
  parseProposal,
  storedProposal,
} from './proposal.js';
export {
  matchScriptedResult,
  maxScriptedContentLength,
  maxScriptedResults,
  parseScriptedResults,
  type ScriptedResult,
  storedScriptedResults,
} from './scripted-results.js';
