import { Alert, List, Text } from '@mantine/core';
import { IconArrowsDiff, IconEqual } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../i18n/format';
import { changesBetween } from '../tasks/approval/argument-values';
import { callLabel } from './call-matching';
import type { CallName, RehearsalComparison } from './rehearsal-types';

const named = (calls: readonly CallName[]) => formatList(calls.map(callLabel));

/** What differs between the past task and its rehearsal: the answer, calls made on one side only, arguments. */
export function DifferencesSummary({ differences }: { differences: RehearsalComparison['differences'] }) {
  const { t } = useTranslation('rehearsals');
  const {
    answer_changed: answerChanged,
    calls_only_in_rehearsal: onlyRehearsal,
    calls_only_in_past: onlyPast,
    arguments_changed: argumentsChanged,
  } = differences;
  const none = !answerChanged && onlyRehearsal.length + onlyPast.length + argumentsChanged.length === 0;
  if (none)
    return (
      <Alert color="teal" variant="light" icon={<IconEqual size={18} />} data-testid="differences">
        {t('differences.none')}
      </Alert>
    );
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconArrowsDiff size={18} />}
      title={t('differences.title')}
      data-testid="differences"
    >
      <List fz="sm" spacing={4}>
        <List.Item>{answerChanged ? t('differences.answerChanged') : t('differences.answerSame')}</List.Item>
        {onlyRehearsal.length > 0 && (
          <List.Item>{t('differences.onlyInRehearsal', { calls: named(onlyRehearsal) })}</List.Item>
        )}
        {onlyPast.length > 0 && (
          <List.Item>{t('differences.onlyInPast', { calls: named(onlyPast) })}</List.Item>
        )}
        {argumentsChanged.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same call may change twice; the list is fixed
          <List.Item key={index}>
            <Text fz="sm" span>
              {t('differences.argumentsChanged', {
                call: callLabel(change),
                fields: formatList(changesBetween(change.past, change.rehearsal).map((field) => field.name)),
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
