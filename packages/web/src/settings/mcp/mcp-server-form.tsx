import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import {
  createBodyOf,
  draftOfServer,
  draftProblems,
  emptyMcpServerDraft,
  type McpServerDraft,
  patchOf,
  slugFromName,
} from './mcp-server-draft';
import { type McpServer, useCreateMcpServer, useUpdateMcpServer } from './mcp-server-queries';

const formFields = [
  'name',
  'slug',
  'transport',
  'command',
  'args',
  'url',
  'auth',
  'headers',
  'env',
  'bearer_token',
];

/**
 * Registers an MCP server, or changes one (`server`): a streamable-HTTP address with its headers
 * and bearer token, or (administrators) a command Spora starts. Stored secrets are never shown;
 * leaving their fields empty keeps them.
 */
export function McpServerForm({
  server,
  isAdmin,
  onDone,
  onCancel,
}: {
  server: McpServer | null;
  isAdmin: boolean;
  onDone: (server: McpServer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<McpServerDraft>(() =>
    server === null ? emptyMcpServerDraft : draftOfServer(server),
  );
  const [slugTouched, setSlugTouched] = useState(server !== null);
  const [submitted, setSubmitted] = useState(false);
  const creation = useCreateMcpServer();
  const update = useUpdateMcpServer();
  const saving = server === null ? creation : update;
  const problems = draftProblems(draft);
  const change = (next: Partial<McpServerDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (saving.isError) saving.reset();
  };
  const errorFor = (field: string) =>
    (submitted ? problems[field] : undefined) ?? apiFieldError(saving.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    if (server === null) creation.mutate(createBodyOf(draft), { onSuccess: onDone });
    else update.mutate({ id: server.id, patch: patchOf(draft) }, { onSuccess: onDone });
  };
  const storedHeaders = server ? Object.keys(server.headers) : [];
  const storedEnv = server ? Object.keys(server.env) : [];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('mcp.form.name')}
          description={t('mcp.form.nameDescription')}
          required
          data-autofocus
          value={draft.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            change(slugTouched ? { name } : { name, slug: slugFromName(name) });
          }}
          error={errorFor('name')}
        />
        <TextInput
          label={t('mcp.form.slug')}
          description={t('mcp.form.slugDescription', { slug: draft.slug || t('mcp.form.slugPlaceholder') })}
          required
          value={draft.slug}
          onChange={(event) => {
            setSlugTouched(true);
            change({ slug: event.currentTarget.value });
          }}
          error={errorFor('slug')}
        />
        {isAdmin && (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="mcp-transport-label">
              {t('mcp.form.connection')}
            </Text>
            <SegmentedControl
              aria-labelledby="mcp-transport-label"
              value={draft.transport}
              onChange={(value) => change({ transport: value === 'stdio' ? 'stdio' : 'http' })}
              data={[
                { value: 'http', label: t('mcp.form.httpAddress') },
                { value: 'stdio', label: t('mcp.form.commandOnServer') },
              ]}
            />
            {errorFor('transport') && (
              <Text fz="xs" c="red">
                {errorFor('transport')}
              </Text>
            )}
          </Stack>
        )}
        {draft.transport === 'http' ? (
          <>
            <TextInput
              label={t('mcp.form.address')}
              description={t('mcp.form.addressDescription')}
              required
              value={draft.url}
              onChange={(event) => change({ url: event.currentTarget.value })}
              error={errorFor('url')}
            />
            <Checkbox
              label={t('mcp.form.oauth')}
              description={t('mcp.form.oauthDescription')}
              checked={draft.oauth}
              onChange={(event) => change({ oauth: event.currentTarget.checked })}
              error={errorFor('auth')}
            />
            <PasswordInput
              label={t('mcp.form.bearerToken')}
              description={
                server?.has_bearer_token
                  ? t('mcp.form.bearerTokenStored')
                  : t('mcp.form.bearerTokenDescription')
              }
              value={draft.bearerToken}
              disabled={draft.removeBearerToken}
              onChange={(event) => change({ bearerToken: event.currentTarget.value })}
              error={errorFor('bearer_token')}
              autoComplete="new-password"
            />
            {server?.has_bearer_token && (
              <Checkbox
                label={t('mcp.form.removeBearerToken')}
                checked={draft.removeBearerToken}
                onChange={(event) => change({ removeBearerToken: event.currentTarget.checked })}
              />
            )}
            <Textarea
              label={t('mcp.form.headers')}
              description={
                storedHeaders.length > 0
                  ? t('mcp.form.headersStored', { names: storedHeaders.join(', ') })
                  : t('mcp.form.headersDescription')
              }
              autosize
              minRows={2}
              value={draft.headers}
              onChange={(event) => change({ headers: event.currentTarget.value })}
              error={errorFor('headers')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t('mcp.form.command')}
              description={t('mcp.form.commandDescription')}
              required
              value={draft.command}
              onChange={(event) => change({ command: event.currentTarget.value })}
              error={errorFor('command')}
            />
            <Textarea
              label={t('mcp.form.args')}
              description={t('mcp.form.argsDescription')}
              autosize
              minRows={2}
              value={draft.args}
              onChange={(event) => change({ args: event.currentTarget.value })}
              error={errorFor('args')}
            />
            <Textarea
              label={t('mcp.form.env')}
              description={
                storedEnv.length > 0
                  ? t('mcp.form.envStored', { names: storedEnv.join(', ') })
                  : t('mcp.form.envDescription')
              }
              autosize
              minRows={2}
              value={draft.env}
              onChange={(event) => change({ env: event.currentTarget.value })}
              error={errorFor('env')}
            />
          </>
        )}
        {isAdmin && server === null && (
          <Checkbox
            label={t('mcp.form.share')}
            description={t('mcp.form.shareDescription')}
            checked={draft.shared}
            onChange={(event) => change({ shared: event.currentTarget.checked })}
          />
        )}
        {saving.isError && !hasFieldErrors(saving.error, formFields) && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('mcp.form.notSaved')}>
            {saving.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('mcp.form.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {server === null ? t('mcp.form.add') : t('mcp.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
