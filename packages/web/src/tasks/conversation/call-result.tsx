import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from './disclosure';
import { JsonView } from './json-view';

const previewLength = 140;

function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > previewLength ? `${flat.slice(0, previewLength)}…` : flat;
}

/**
 * What a call returned: a one-line preview while closed, the whole text once opened (never both,
 * so the result reads once). A failure says so in red, in the label as well as by its icon.
 */
export function CallResult({ text, success }: { text: string; success: boolean | null }) {
  const { t } = useTranslation('tasks');
  const failed = success === false;
  return (
    <Disclosure
      label={failed ? t('toolCall.resultFailed') : t('toolCall.result')}
      tone={failed ? 'error' : undefined}
      icon={
        failed ? (
          <IconAlertCircle size={13} color="var(--mantine-color-red-text)" aria-hidden="true" />
        ) : success === true ? (
          <IconCircleCheck size={13} color="var(--mantine-color-teal-text)" aria-hidden="true" />
        ) : undefined
      }
      hint={previewOf(text)}
    >
      <JsonView value={text} />
    </Disclosure>
  );
}
