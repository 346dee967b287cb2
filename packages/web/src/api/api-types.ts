import type { paths } from './schema.gen';

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

export type CurrentUser = ApiData<'/api/v1/auth/me'>['user'];
export type Agent = ApiData<'/api/v1/agents/{id}'>['agent'];
export type AgentListItem = ApiData<'/api/v1/agents'>['agents'][number];
export type TaskDetail = ApiData<'/api/v1/tasks/{id}'>['task'];
export type TaskListItem = ApiData<'/api/v1/tasks'>['tasks'][number];
export type TaskStatus = TaskDetail['status'];
export type HistoryRow = TaskDetail['history'][number];
export type ToolCall = TaskDetail['tool_calls'][number];
export type Notification = ApiData<'/api/v1/notifications'>['notifications'][number];
export type PublicConfig = ApiData<'/api/v1/config'>;
export type ToolDescriptor = ApiData<'/api/v1/tools'>['tools'][number];
export type AgentTemplate = ApiData<'/api/v1/agent-templates'>['templates'][number];
export type AgentActivity = Agent['activity'];
export type AgentLlmReadiness = Agent['llm'];
export type CreateAgentBody = ApiBody<'/api/v1/agents', 'post'>;
export type UpdateAgentBody = ApiBody<'/api/v1/agents/{id}', 'patch'>;
export type TemplateImport = ApiData<'/api/v1/agent-templates/import', 'post'>;
export type TemplateIssue = TemplateImport['warnings'][number];
export type RelatedTask = TaskDetail['sub_tasks'][number];
