import type { ApiBody, ApiData } from '../api/api-types';

export type Schedule = ApiData<'/api/v1/agents/{id}/schedules/{scheduleId}'>['schedule'];
export type ScheduleOccurrence =
  ApiData<'/api/v1/agents/{id}/schedules/{scheduleId}/occurrences'>['occurrences'][number];
export type ScheduleBody = ApiBody<'/api/v1/agents/{id}/schedules', 'post'>;
export type TimingPreview = ApiData<'/api/v1/agents/{id}/schedules/preview', 'post'>;
export type ScheduledTodayRun = ApiData<'/api/v1/schedules/today'>['runs'][number];
export type PromptTemplate = ApiData<'/api/v1/agents/{id}/prompt-templates/{templateId}'>['template'];
export type PromptTemplateBody = ApiBody<'/api/v1/agents/{id}/prompt-templates', 'post'>;
export type TemplateVariable = PromptTemplate['variables'][number];
