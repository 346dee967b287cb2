import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { counterThreshold, estimateTokens, exceedsContext, unknownContextLimit } from './message-length';
import './conversations.css';

const number = new Intl.NumberFormat();

/**
 * How long a message is, once it is long: characters and an approximate token count, and a warning
 * when the estimate passes the answering model's context window.
 */
export function LengthCounter({ text, contextWindow }: { text: string; contextWindow: number | null }) {
  if (text.length <= counterThreshold) return null;
  const tooLong = exceedsContext(text, contextWindow);
  const limit = contextWindow ?? unknownContextLimit;
  return (
    <Group gap={6} wrap="wrap" data-testid="length-counter" aria-live="polite">
      <Text fz="xs" c="dimmed">
        {number.format(text.length)} characters · ≈ {number.format(estimateTokens(text))} tokens
      </Text>
      {tooLong && (
        <Group gap={4} wrap="nowrap" className="spora-context-warning" data-testid="context-warning">
          <IconAlertTriangle size={14} aria-hidden="true" />
          <Text fz="xs" fw={600} c="inherit">
            {contextWindow === null
              ? `Probably too long for the model (over ${number.format(limit)} tokens)`
              : `Longer than the model’s context window (${number.format(limit)} tokens)`}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/**
 * Sending a message longer than the model takes in asks first; `guard(send)` sends at once
 * otherwise. Render `dialog` beside the form.
 */
export function useLongMessageConfirm(text: string, contextWindow: number | null) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (send: () => void) => {
    if (exceedsContext(text, contextWindow)) setPending(() => send);
    else send();
  };
  const close = () => setPending(null);
  const dialog = (
    <Modal opened={pending !== null} onClose={close} title="Send a message this long?" centered>
      <Text fz="sm">
        At about {number.format(estimateTokens(text))} tokens it is longer than the model is known to take in
        ({number.format(contextWindow ?? unknownContextLimit)} tokens). It may be cut or refused.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          Keep editing
        </Button>
        <Button
          color="orange"
          onClick={() => {
            pending?.();
            close();
          }}
        >
          Send anyway
        </Button>
      </Group>
    </Modal>
  );
  return { guard, dialog };
}
