import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type McpServer = Schema<'McpServer'>;
export type McpServerTool = McpServer['tools'][number];
export type McpServerTestResult = Schema<'McpServerTest'>;
export type NewMcpServerBody = Schema<'NewMcpServer'>;
export type McpServerPatch = Schema<'McpServerPatch'>;

/** The person's own MCP servers and the global ones, each with the tools it lists. */
export const mcpServersQuery = queryOptions({
  queryKey: queryKeys.mcpServers,
  queryFn: async () => (await unwrap(api.GET('/api/v1/mcp-servers'))).servers,
});

/** A server's tools are tools like any other, so the tool lists are read again too. */
function serversChanged(queryClient: QueryClient): void {
  queryClient.invalidateQueries({ queryKey: queryKeys.mcpServers });
  queryClient.invalidateQueries({ queryKey: queryKeys.tools });
  queryClient.invalidateQueries({ queryKey: ['agent-tools'] });
}

export function useCreateMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewMcpServerBody) =>
      (await unwrap(api.POST('/api/v1/mcp-servers', { body }))).server,
    onSuccess: () => serversChanged(queryClient),
  });
}

export function useUpdateMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: McpServerPatch }) =>
      (await unwrap(api.PUT('/api/v1/mcp-servers/{id}', { params: { path: { id } }, body: patch }))).server,
    onSuccess: () => serversChanged(queryClient),
  });
}

export function useDeleteMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/mcp-servers/{id}', { params: { path: { id } } })),
    onSuccess: () => serversChanged(queryClient),
  });
}

export function useTestMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(api.POST('/api/v1/mcp-servers/{id}/test', { params: { path: { id } }, body: {} })))
        .result,
    onSettled: () => serversChanged(queryClient),
  });
}

export type McpConnection = Schema<'McpConnect'>;

/** Starts connecting the person's account: the authorization URL to open, unless already connected. */
export function useConnectMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(api.POST('/api/v1/mcp-servers/{id}/connect', { params: { path: { id } }, body: {} })))
        .connection,
    onSuccess: (connection) => {
      if (connection.connected) serversChanged(queryClient);
    },
  });
}

/** Completes a connection with what the authorization server sent back to the browser. */
export function useFinishMcpConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { state: string; code: string }) =>
      (await unwrap(api.POST('/api/v1/mcp-servers/oauth/callback', { body }))).server,
    onSuccess: () => serversChanged(queryClient),
  });
}

export function useDisconnectMcpServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/mcp-servers/{id}/connection', { params: { path: { id } } })),
    onSuccess: () => serversChanged(queryClient),
  });
}
