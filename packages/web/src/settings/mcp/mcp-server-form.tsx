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
          label="Name"
          description="How you will recognise it, e.g. “Company wiki”."
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
          label="Slug"
          description={`Its tools are named mcp-${draft.slug || '<slug>'}:<tool>.`}
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
              Connection
            </Text>
            <SegmentedControl
              aria-labelledby="mcp-transport-label"
              value={draft.transport}
              onChange={(value) => change({ transport: value === 'stdio' ? 'stdio' : 'http' })}
              data={[
                { value: 'http', label: 'HTTP address' },
                { value: 'stdio', label: 'Command on this server' },
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
              label="Address"
              description="The server’s streamable-HTTP endpoint, e.g. https://mcp.example.com/mcp."
              required
              value={draft.url}
              onChange={(event) => change({ url: event.currentTarget.value })}
              error={errorFor('url')}
            />
            <Checkbox
              label="Each person signs in with their own account (OAuth)"
              description="For servers that require OAuth 2.1: everyone connects their account once, and their agents' calls use it."
              checked={draft.oauth}
              onChange={(event) => change({ oauth: event.currentTarget.checked })}
              error={errorFor('auth')}
            />
            <PasswordInput
              label="Bearer token"
              description={
                server?.has_bearer_token
                  ? 'A token is stored. Enter a new one to replace it, or leave this empty to keep it.'
                  : 'Sent as “Authorization: Bearer …”; stored encrypted. Optional.'
              }
              value={draft.bearerToken}
              disabled={draft.removeBearerToken}
              onChange={(event) => change({ bearerToken: event.currentTarget.value })}
              error={errorFor('bearer_token')}
              autoComplete="new-password"
            />
            {server?.has_bearer_token && (
              <Checkbox
                label="Remove the stored token"
                checked={draft.removeBearerToken}
                onChange={(event) => change({ removeBearerToken: event.currentTarget.checked })}
              />
            )}
            <Textarea
              label="Headers"
              description={
                storedHeaders.length > 0
                  ? `Stored: ${storedHeaders.join(', ')}. Enter all headers again to replace them, or leave this empty to keep them.`
                  : 'One “Name: value” per line, sent with every request; stored encrypted. Optional.'
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
              label="Command"
              description="The program Spora starts, e.g. npx or /usr/local/bin/my-mcp-server."
              required
              value={draft.command}
              onChange={(event) => change({ command: event.currentTarget.value })}
              error={errorFor('command')}
            />
            <Textarea
              label="Arguments"
              description="One per line."
              autosize
              minRows={2}
              value={draft.args}
              onChange={(event) => change({ args: event.currentTarget.value })}
              error={errorFor('args')}
            />
            <Textarea
              label="Environment"
              description={
                storedEnv.length > 0
                  ? `Stored: ${storedEnv.join(', ')}. Enter all variables again to replace them, or leave this empty to keep them.`
                  : 'One “NAME=value” per line; stored encrypted. Optional.'
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
            label="Share with everyone (a global server)"
            description="Every user sees its tools; only administrators change it."
            checked={draft.shared}
            onChange={(event) => change({ shared: event.currentTarget.checked })}
          />
        )}
        {saving.isError && !hasFieldErrors(saving.error, formFields) && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The server was not saved">
            {saving.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {server === null ? 'Add server' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
