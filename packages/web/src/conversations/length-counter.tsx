import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { counterThreshold, estimateTokens, exceedsContext, unknownContextLimit } from './message-length';
import './conversations.css';

/**
 * How long a message is, once it is long: characters and an approximate token count, and a warning
 * when the estimate passes the answering model's context window.
 */
export function LengthCounter({ text, contextWindow }: { text: string; contextWindow: number | null }) {
  const { t } = useTranslation('conversations');
  if (text.length <= counterThreshold) return null;
  const tooLong = exceedsContext(text, contextWindow);
  const limit = contextWindow ?? unknownContextLimit;
  return (
    <Group gap={6} wrap="wrap" data-testid="length-counter" aria-live="polite">
      <Text fz="xs" c="dimmed">
        {t('length.counter', {
          characters: formatNumber(text.length),
          tokens: formatNumber(estimateTokens(text)),
        })}
      </Text>
      {tooLong && (
        <Group gap={4} wrap="nowrap" className="spora-context-warning" data-testid="context-warning">
          <IconAlertTriangle size={14} aria-hidden="true" />
          <Text fz="xs" fw={600} c="inherit">
            {contextWindow === null
              ? t('length.probablyTooLong', { limit: formatNumber(limit) })
              : t('length.overContext', { limit: formatNumber(limit) })}
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
  const { t } = useTranslation('conversations');
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (send: () => void) => {
    if (exceedsContext(text, contextWindow)) setPending(() => send);
    else send();
  };
  const close = () => setPending(null);
  const dialog = (
    <Modal opened={pending !== null} onClose={close} title={t('length.confirmTitle')} centered>
      <Text fz="sm">
        {t('length.confirmBody', {
          tokens: formatNumber(estimateTokens(text)),
          limit: formatNumber(contextWindow ?? unknownContextLimit),
        })}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t('length.keepEditing')}
        </Button>
        <Button
          color="orange"
          onClick={() => {
            pending?.();
            close();
          }}
        >
          {t('length.sendAnyway')}
        </Button>
      </Group>
    </Modal>
  );
  return { guard, dialog };
}
