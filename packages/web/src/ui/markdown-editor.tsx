import { Box, Group, Input, SegmentedControl, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from './markdown';

type Mode = 'write' | 'preview';

/**
 * A Markdown text with a Write / Preview switch; the preview renders as messages do (sanitised).
 * The textarea stays mounted while previewing, so its label, error and caret survive the switch.
 */
export function MarkdownEditor({
  label,
  description,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  minRows = 6,
  maxRows = 20,
}: {
  label: string;
  description?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  minRows?: number;
  maxRows?: number;
}) {
  const { t } = useTranslation('common');
  const [mode, setMode] = useState<Mode>('write');
  const id = useId();
  const previewId = `${id}-preview`;
  return (
    <Box>
      <Group justify="space-between" align="flex-end" gap="xs" mb={4} wrap="nowrap">
        <Input.Label htmlFor={id}>{label}</Input.Label>
        <SegmentedControl
          size="xs"
          transitionDuration={0}
          value={mode}
          onChange={(next) => setMode(next as Mode)}
          aria-label={t('markdownEditor.modeLabel', { label })}
          data={[
            { value: 'write', label: t('markdownEditor.write') },
            { value: 'preview', label: t('markdownEditor.preview') },
          ]}
        />
      </Group>
      {description !== undefined && (
        <Input.Description mb={6} id={`${id}-description`}>
          {description}
        </Input.Description>
      )}
      <Box hidden={mode === 'preview'}>
        <Textarea
          id={id}
          aria-describedby={description === undefined ? undefined : `${id}-description`}
          placeholder={placeholder}
          autosize
          minRows={minRows}
          maxRows={maxRows}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={error}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        />
      </Box>
      {mode === 'preview' && (
        <Box
          id={previewId}
          role="region"
          aria-label={t('markdownEditor.previewRegion', { label })}
          p="sm"
          mih={120}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {value.trim() === '' ? (
            <Text c="dimmed" fz="sm">
              {t('markdownEditor.empty')}
            </Text>
          ) : (
            <Markdown>{value}</Markdown>
          )}
        </Box>
      )}
    </Box>
  );
}
