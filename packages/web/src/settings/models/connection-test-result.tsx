import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ConnectionTestResult } from './llm-config-queries';

/** What people should do about each kind of failure the test can report. */
const hints: Readonly<Record<string, string>> = {
  AUTH_ERROR: 'The server refused the API key. Check it, or whether it may use this model.',
  NETWORK_ERROR: 'The server could not be reached. Check the base URL and that the server is running.',
  LLM_TIMEOUT: 'The server took too long to answer. It may be overloaded, or the base URL points elsewhere.',
  BAD_REQUEST: 'The server or the driver refused the request. Check the model name and the other settings.',
  RATE_LIMIT: 'The provider is limiting requests or the account has no quota left. Try again later.',
  SERVER_OVERLOADED: 'The provider is overloaded. Try again later.',
  SERVER_ERROR: 'The provider failed to answer. Try again later.',
  GATEWAY_ERROR: 'A proxy in front of the provider failed. Try again later.',
  INVALID_RESPONSE: 'The answer was not what an LLM server sends. Check the base URL.',
};

/** A connection test's outcome: the answer and latency, or the error's code, message and a hint. */
export function ConnectionTestResultView({ result }: { result: ConnectionTestResult }) {
  if (result.ok) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={`Connected — answered in ${result.latency_ms} ms`}
        role="status"
      >
        <Text fz="sm">
          The model answered: <q>{result.answer.trim() === '' ? '(an empty answer)' : result.answer}</q>
        </Text>
        <Text fz="xs" c="dimmed" mt={4}>
          {result.model !== null && <>Model {result.model} · </>}
          {result.input_tokens} tokens in, {result.output_tokens} out
        </Text>
      </Alert>
    );
  }
  const { error } = result;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX size={18} />}
      title={
        <Group gap="xs" component="span">
          <span>The test failed after {result.latency_ms} ms</span>
          <Badge color="red" variant="outline" radius="sm" tt="none" component="span">
            {error.code}
            {error.status !== null && ` · HTTP ${error.status}`}
          </Badge>
        </Group>
      }
      role="alert"
    >
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {error.message}
      </Text>
      {hints[error.code] !== undefined && (
        <Text fz="sm" mt={4}>
          {hints[error.code]}
        </Text>
      )}
    </Alert>
  );
}
