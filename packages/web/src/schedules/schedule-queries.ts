import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { PromptTemplateBody, ScheduleBody } from './schedule-types';

/** The browser's time zone: the default for new schedules and the dashboard's "today". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const schedulesQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.schedulesOfAgent(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/schedules', { params: { path: { id: agentId } } })))
        .schedules,
  });

export const occurrencesQuery = (agentId: number, scheduleId: number) =>
  queryOptions({
    queryKey: queryKeys.scheduleOccurrences(agentId, scheduleId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/schedules/{scheduleId}/occurrences', {
            params: { path: { id: agentId, scheduleId }, query: { limit: 10 } },
          }),
        )
      ).occurrences,
  });

export const promptTemplatesQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.promptTemplatesOfAgent(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/prompt-templates', { params: { path: { id: agentId } } })))
        .templates,
  });

export const scheduledTodayQuery = (timezone: string) =>
  queryOptions({
    queryKey: queryKeys.scheduledToday(timezone),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/schedules/today', { params: { query: { timezone } } }))).runs,
  });

/** The timing in words and its next runs, asked for as a person types; errors are the API's 422. */
export const timingPreviewQuery = (
  agentId: number,
  timing: { cron_expression?: string; run_at?: string; timezone: string },
) =>
  queryOptions({
    queryKey: [...queryKeys.schedulesOfAgent(agentId), 'preview', timing],
    queryFn: () =>
      unwrap(
        api.POST('/api/v1/agents/{id}/schedules/preview', {
          params: { path: { id: agentId } },
          body: { ...timing, count: 5 },
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

/** A template rendered with values, for the composer and the editor's preview. */
export const templatePreviewQuery = (
  agentId: number,
  draft: Pick<PromptTemplateBody, 'body' | 'variables'> & { values: Record<string, string> },
) =>
  queryOptions({
    queryKey: [...queryKeys.promptTemplatesOfAgent(agentId), 'preview', draft],
    queryFn: async () =>
      (
        await unwrap(
          api.POST('/api/v1/agents/{id}/prompt-templates/preview', {
            params: { path: { id: agentId } },
            body: { ...draft, timezone: browserTimeZone() },
          }),
        )
      ).prompt,
    placeholderData: keepPreviousData,
    retry: false,
  });

function useInvalidateSchedules(agentId: number) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: queryKeys.schedulesOfAgent(agentId) });
    queryClient.invalidateQueries({ queryKey: queryKeys.scheduledTodayAll });
  };
}

export function useSaveSchedule(agentId: number) {
  const invalidate = useInvalidateSchedules(agentId);
  return useMutation({
    mutationFn: async ({ scheduleId, body }: { scheduleId: number | null; body: ScheduleBody }) =>
      (
        await unwrap(
          scheduleId === null
            ? api.POST('/api/v1/agents/{id}/schedules', { params: { path: { id: agentId } }, body })
            : api.PATCH('/api/v1/agents/{id}/schedules/{scheduleId}', {
                params: { path: { id: agentId, scheduleId } },
                body,
              }),
        )
      ).schedule,
    onSuccess: invalidate,
  });
}

export function useSetScheduleActive(agentId: number) {
  const invalidate = useInvalidateSchedules(agentId);
  return useMutation({
    mutationFn: async ({ scheduleId, active }: { scheduleId: number; active: boolean }) =>
      (
        await unwrap(
          api.PATCH('/api/v1/agents/{id}/schedules/{scheduleId}', {
            params: { path: { id: agentId, scheduleId } },
            body: { is_active: active },
          }),
        )
      ).schedule,
    onSettled: invalidate,
  });
}

export function useRunScheduleNow(agentId: number) {
  const invalidate = useInvalidateSchedules(agentId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: number) =>
      unwrap(
        api.POST('/api/v1/agents/{id}/schedules/{scheduleId}/run-now', {
          params: { path: { id: agentId, scheduleId } },
          body: {},
        }),
      ),
    onSuccess: () => {
      invalidate();
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}

export function useDeleteSchedule(agentId: number) {
  const invalidate = useInvalidateSchedules(agentId);
  return useMutation({
    mutationFn: (scheduleId: number) =>
      unwrap(
        api.DELETE('/api/v1/agents/{id}/schedules/{scheduleId}', {
          params: { path: { id: agentId, scheduleId } },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useSavePromptTemplate(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, body }: { templateId: number | null; body: PromptTemplateBody }) =>
      (
        await unwrap(
          templateId === null
            ? api.POST('/api/v1/agents/{id}/prompt-templates', { params: { path: { id: agentId } }, body })
            : api.PATCH('/api/v1/agents/{id}/prompt-templates/{templateId}', {
                params: { path: { id: agentId, templateId } },
                body,
              }),
        )
      ).template,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promptTemplatesOfAgent(agentId) }),
  });
}

export function useDeletePromptTemplate(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      unwrap(
        api.DELETE('/api/v1/agents/{id}/prompt-templates/{templateId}', {
          params: { path: { id: agentId, templateId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promptTemplatesOfAgent(agentId) }),
  });
}
