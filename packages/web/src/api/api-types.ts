import type { components, paths } from '@spora/client';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? Responses extends Record<200, { content: { 'application/json': infer Body } }>
    ? Body
    : Responses extends Record<201, { content: { 'application/json': infer Body } }>
      ? Body
      : never
  : never;

/** The `data` of a route's success response, as the OpenAPI document describes it. */
export type ApiData<Path extends keyof paths, M extends Method = 'get'> =
  SuccessBody<NonNullable<paths[Path][M]>> extends { data: infer Data } ? Data : never;

/** A route's JSON request body. */
export type ApiBody<Path extends keyof paths, M extends Method> =
  NonNullable<paths[Path][M]> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

/** A schema the OpenAPI document names (`components/schemas`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type CurrentUser = Schema<'User'>;
export type Agent = Schema<'Agent'>;
export type AgentListItem = Schema<'Agent'>;
export type TaskDetail = Schema<'Task'>;
export type TaskListItem = Schema<'TaskSummary'>;
export type TaskStatus = Schema<'TaskStatus'>;
export type HistoryRow = Schema<'HistoryRow'>;
export type ToolCall = Schema<'ToolCall'>;
export type PendingApproval = Schema<'PendingApproval'>;
export type HeldCall = Schema<'HeldCall'>;
export type PausedTask = Schema<'PausedTask'>;
export type Notification = Schema<'Notification'>;
export type PublicConfig = Schema<'PublicConfig'>;
export type ToolDescriptor = Schema<'Tool'>;
export type AgentTemplate = Schema<'AgentTemplateSummary'>;
export type AgentActivity = Schema<'AgentActivity'>;
export type AgentLlmReadiness = Schema<'LlmReadiness'>;
export type CreateAgentBody = Schema<'NewAgent'>;
export type UpdateAgentBody = Schema<'AgentPatch'>;
export type TemplateImport = ApiData<'/api/v1/agent-templates/import', 'post'>;
export type TemplateIssue = Schema<'TemplateIssue'>;
export type RelatedTask = Schema<'RelatedTask'>;
/** One server-sent event of `GET /api/v1/events`, by its `event` name. */
export type LiveEvent = Schema<'LiveEvent'>;
