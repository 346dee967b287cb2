import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type Webhook = Schema<'Webhook'>;
export type WebhookDelivery = Schema<'WebhookDelivery'>;
export type RevealedWebhook = Schema<'RevealedWebhook'>;
export type NewWebhook = Schema<'NewWebhook'>;

export const webhooksQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.webhooksOfAgent(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/webhooks', { params: { path: { id: agentId } } }))).webhooks,
  });

export const webhookDeliveriesQuery = (agentId: number, webhookId: number) =>
  queryOptions({
    queryKey: queryKeys.webhookDeliveries(agentId, webhookId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/webhooks/{webhookId}/deliveries', {
            params: { path: { id: agentId, webhookId }, query: { per_page: 10 } },
          }),
        )
      ).deliveries,
  });

/** Every change refreshes the agent's hooks and their deliveries. */
function useWebhookChange<Variables, Result>(
  agentId: number,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooksOfAgent(agentId) }),
  });
}

export const useCreateWebhook = (agentId: number) =>
  useWebhookChange(agentId, (body: NewWebhook) =>
    unwrap(api.POST('/api/v1/agents/{id}/webhooks', { params: { path: { id: agentId } }, body })),
  );

export const useToggleWebhook = (agentId: number) =>
  useWebhookChange(agentId, ({ webhookId, enabled }: { webhookId: number; enabled: boolean }) =>
    unwrap(
      api.PATCH('/api/v1/agents/{id}/webhooks/{webhookId}', {
        params: { path: { id: agentId, webhookId } },
        body: { enabled },
      }),
    ),
  );

export const useRotateWebhookSecret = (agentId: number) =>
  useWebhookChange(agentId, (webhookId: number) =>
    unwrap(
      api.POST('/api/v1/agents/{id}/webhooks/{webhookId}/rotate-secret', {
        params: { path: { id: agentId, webhookId } },
        body: {},
      }),
    ),
  );

export const useDeleteWebhook = (agentId: number) =>
  useWebhookChange(agentId, (webhookId: number) =>
    unwrap(
      api.DELETE('/api/v1/agents/{id}/webhooks/{webhookId}', {
        params: { path: { id: agentId, webhookId } },
      }),
    ),
  );

/** A shell command that signs and sends a test delivery the way docs/webhooks.md describes. */
// i18n-exempt: a shell command, not text for people
export function curlExample(url: string, secret: string | null): string {
  const body = `BODY='{"message":"Hello from curl"}'`;
  if (secret === null) {
    return [body, `curl -sS '${url}' -H 'content-type: application/json' --data "$BODY"`].join('\n');
  }
  return [
    body,
    'TS=$(date +%s)',
    `SIG=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac '${secret}' -hex | sed 's/^.* //')`,
    `curl -sS '${url}' -H 'content-type: application/json' \\`,
    `  -H "x-spora-timestamp: $TS" -H "x-spora-signature: sha256=$SIG" --data "$BODY"`,
  ].join('\n');
}
