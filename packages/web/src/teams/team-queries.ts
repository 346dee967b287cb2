import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type Team = Schema<'Team'>;
export type TeamMember = Schema<'TeamMember'>;
export type TeamRole = TeamMember['role'];
export type AgentShare = Schema<'AgentShare'>;
export type ShareAccess = AgentShare['access'];

/** Least to most, as the role pickers offer them. */
export const teamRoles: readonly TeamRole[] = ['member', 'approver', 'manager'];
export const shareAccesses: readonly ShareAccess[] = ['use', 'configure'];

/** The teams the person belongs to; every team for an administrator. */
export const teamsQuery = queryOptions({
  queryKey: queryKeys.teams,
  queryFn: async () => (await unwrap(api.GET('/api/v1/teams'))).teams,
});

export const teamQuery = (teamId: number) =>
  queryOptions({
    queryKey: queryKeys.team(teamId),
    queryFn: async () => unwrap(api.GET('/api/v1/teams/{id}', { params: { path: { id: teamId } } })),
  });

export const agentSharesQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.agentShares(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/shares', { params: { path: { id: agentId } } }))).shares,
  });

/** Team changes touch lists, one team and the agents a member reaches, so all three are refreshed. */
function useTeamChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.teams });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}

export const useCreateTeam = () =>
  useTeamChange((body: { name: string; description: string | null }) =>
    unwrap(api.POST('/api/v1/teams', { body })),
  );

export const useDeleteTeam = () =>
  useTeamChange((teamId: number) =>
    unwrap(api.DELETE('/api/v1/teams/{id}', { params: { path: { id: teamId } } })),
  );

export const useAddTeamMember = (teamId: number) =>
  useTeamChange((body: { email: string; role: TeamRole }) =>
    unwrap(api.POST('/api/v1/teams/{id}/members', { params: { path: { id: teamId } }, body })),
  );

export const useChangeTeamRole = (teamId: number) =>
  useTeamChange(({ userId, role }: { userId: number; role: TeamRole }) =>
    unwrap(
      api.PATCH('/api/v1/teams/{id}/members/{userId}', {
        params: { path: { id: teamId, userId } },
        body: { role },
      }),
    ),
  );

export const useRemoveTeamMember = (teamId: number) =>
  useTeamChange((userId: number) =>
    unwrap(api.DELETE('/api/v1/teams/{id}/members/{userId}', { params: { path: { id: teamId, userId } } })),
  );

export function useShareAgent(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, access }: { teamId: number; access: ShareAccess }) =>
      unwrap(
        api.PUT('/api/v1/agents/{id}/shares/{teamId}', {
          params: { path: { id: agentId, teamId } },
          body: { access },
        }),
      ),
    onSuccess: ({ shares }) => {
      queryClient.setQueryData(queryKeys.agentShares(agentId), shares);
      queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}

export function useUnshareAgent(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) =>
      unwrap(
        api.DELETE('/api/v1/agents/{id}/shares/{teamId}', { params: { path: { id: agentId, teamId } } }),
      ),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.agentShares(agentId) });
      queryClient.invalidateQueries({ queryKey: queryKeys.teams });
    },
  });
}
