export { type AgentAccess, accessCovers, agentWithAccess, sharedAgentAccess } from './agent-access.js';
export { type AgentShare, AgentSharing } from './agent-sharing.js';
export { conversationAgentId } from './conversation-agent.js';
export type { TeamActor } from './team-actor.js';
export { agentsDecidedAsTeamApprover, decidingTeamRoles, teamApproversOf } from './team-approvers.js';
export { TeamError, type TeamErrorCode } from './team-error.js';
export { type TeamMember, TeamMembership } from './team-membership.js';
export type { Team, TeamSummary } from './team-visibility.js';
export { type SharedAgentOfTeam, type TeamDetail, type TeamInput, Teams } from './teams.js';
