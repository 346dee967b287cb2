import type { ApiData, Schema } from '../api/api-types';

export type Schedule = Schema<'Schedule'>;
export type ScheduleOccurrence =
  ApiData<'/api/v1/agents/{id}/schedules/{scheduleId}/occurrences'>['occurrences'][number];
export type ScheduleBody = Schema<'NewSchedule'>;
export type TimingPreview = Schema<'TimingPreview'>;
export type ScheduledTodayRun = Schema<'ScheduledTodayEntry'>;
export type PromptTemplate = Schema<'PromptTemplate'>;
export type PromptTemplateBody = Schema<'NewPromptTemplate'>;
export type TemplateVariable = PromptTemplate['variables'][number];
