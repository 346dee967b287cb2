import { Alert, Button, Card, Checkbox, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { api, unwrap } from '../../api/client';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';

const minimumPasswordLength = 12;
const fields = ['current_password', 'new_password'] as const;

interface PasswordDraft {
  readonly current: string;
  readonly next: string;
  readonly repeated: string;
  readonly keepApiTokens: boolean;
}

const emptyDraft: PasswordDraft = { current: '', next: '', repeated: '', keepApiTokens: false };

function problemsOf(draft: PasswordDraft): Partial<Record<'current' | 'next' | 'repeated', string>> {
  return {
    ...(draft.current === '' ? { current: 'Enter your current password.' } : {}),
    ...(draft.next.length < minimumPasswordLength
      ? { next: `Use at least ${minimumPasswordLength} characters.` }
      : {}),
    ...(draft.repeated !== draft.next ? { repeated: 'The two new passwords differ.' } : {}),
  };
}

/** Why the API refused, for the alert under the form (wrong-password and length problems go inline). */
function refusalOf(error: Error): string {
  if (isApiError(error, 'TOO_MANY_REQUESTS'))
    return `${error.message} Too many attempts: wait a few minutes, then try again.`;
  return error.message;
}

/**
 * Changes the password: the current one, then the new one twice. The server signs every other
 * session out (this one stays) and revokes the API tokens unless asked to keep them.
 */
export function PasswordForm() {
  const [draft, setDraft] = useState<PasswordDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string; keep_api_tokens: boolean }) =>
      unwrap(api.PATCH('/api/v1/auth/password', { body })),
    onSuccess: (_data, body) => {
      setDraft(emptyDraft);
      setSubmitted(false);
      notifications.show({
        color: 'teal',
        message: body.keep_api_tokens
          ? 'Password changed. Your other sessions were signed out; this one stays signed in.'
          : 'Password changed. Your other sessions were signed out and your API tokens revoked; this one stays signed in.',
      });
    },
  });
  const problems = submitted ? problemsOf(draft) : {};
  const edit = (patch: Partial<PasswordDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (change.isError) change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    change.mutate({
      current_password: draft.current,
      new_password: draft.next,
      keep_api_tokens: draft.keepApiTokens,
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="password-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={2} fz="h4" id="password-heading">
            Password
          </Title>
          <Text fz="sm" c="dimmed">
            Changing it signs you out everywhere else and revokes your API tokens, in case someone else got
            in.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={draft.current}
            onChange={(event) => edit({ current: event.currentTarget.value })}
            error={
              problems.current ??
              (apiFieldError(change.error, 'current_password') === undefined
                ? undefined
                : 'This is not your current password.')
            }
          />
          <PasswordInput
            label="New password"
            description={`At least ${minimumPasswordLength} characters.`}
            autoComplete="new-password"
            required
            value={draft.next}
            onChange={(event) => edit({ next: event.currentTarget.value })}
            error={problems.next ?? apiFieldError(change.error, 'new_password')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            value={draft.repeated}
            onChange={(event) => edit({ repeated: event.currentTarget.value })}
            error={problems.repeated}
          />
          <Checkbox
            label="Keep my API tokens working"
            description="For a routine change: scripts that use a token go on working."
            checked={draft.keepApiTokens}
            onChange={(event) => edit({ keepApiTokens: event.currentTarget.checked })}
          />
          {change.isError && !hasFieldErrors(change.error, fields) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="The password was not changed"
              role="alert"
            >
              {refusalOf(change.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
