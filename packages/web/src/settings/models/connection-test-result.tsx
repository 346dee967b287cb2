import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { ConnectionTestResult } from './llm-config-queries';

/** What people should do about each kind of failure the test can report. */
const hints: Readonly<Record<string, ParseKeys<'settings'>>> = {
  AUTH_ERROR: 'models.test.hints.authError',
  NETWORK_ERROR: 'models.test.hints.networkError',
  LLM_TIMEOUT: 'models.test.hints.timeout',
  BAD_REQUEST: 'models.test.hints.badRequest',
  RATE_LIMIT: 'models.test.hints.rateLimit',
  SERVER_OVERLOADED: 'models.test.hints.overloaded',
  SERVER_ERROR: 'models.test.hints.serverError',
  GATEWAY_ERROR: 'models.test.hints.gatewayError',
  INVALID_RESPONSE: 'models.test.hints.invalidResponse',
};

/** A connection test's outcome: the answer and latency, or the error's code, message and a hint. */
export function ConnectionTestResultView({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation('settings');
  if (result.ok) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={t('models.test.connected', { ms: result.latency_ms })}
        role="status"
      >
        <Text fz="sm">
          <Trans
            t={t}
            i18nKey="models.test.answered"
            values={{ answer: result.answer.trim() === '' ? t('models.test.emptyAnswer') : result.answer }}
            components={{ q: <q /> }}
          />
        </Text>
        <Text fz="xs" c="dimmed" mt={4}>
          {result.model === null
            ? t('models.test.tokens', {
                input: result.input_tokens,
                output: result.output_tokens,
              })
            : t('models.test.modelAndTokens', {
                model: result.model,
                input: result.input_tokens,
                output: result.output_tokens,
              })}
        </Text>
      </Alert>
    );
  }
  const { error } = result;
  const hint = hints[error.code];
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX size={18} />}
      title={
        <Group gap="xs" component="span">
          <span>{t('models.test.failed', { ms: result.latency_ms })}</span>
          <Badge color="red" variant="outline" radius="sm" tt="none" component="span">
            {error.code}
            {error.status !== null && ` · HTTP ${error.status}` /* i18n-exempt: an HTTP status code */}
          </Badge>
        </Group>
      }
      role="alert"
    >
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {error.message}
      </Text>
      {hint !== undefined && (
        <Text fz="sm" mt={4}>
          {t(hint)}
        </Text>
      )}
    </Alert>
  );
}
