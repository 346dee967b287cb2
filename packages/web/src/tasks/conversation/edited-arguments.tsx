import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArgumentChanges } from '../approval/argument-changes';
import { type ArgumentChange, changesBetween, proposedObject } from '../approval/argument-values';
import { JsonView } from './json-view';

/** What a person changed in a call's arguments before approving it; empty when it ran as proposed. */
export function editedChanges(proposed: unknown, approved: unknown): ArgumentChange[] {
  if (approved === null || approved === undefined) return [];
  return changesBetween(proposedObject(proposed), proposedObject(approved));
}

/**
 * The arguments of a call a person edited before approving: the changes field by field, and the
 * arguments themselves, those that ran first, with the agent's proposal one switch away.
 */
export function EditedArguments({
  proposed,
  ran,
  changes,
}: {
  proposed: unknown;
  ran: unknown;
  changes: readonly ArgumentChange[];
}) {
  const { t } = useTranslation('tasks');
  const [shown, setShown] = useState<'ran' | 'proposed'>('ran');
  return (
    <Stack gap="xs">
      <ArgumentChanges changes={changes} by="someone" live={false} />
      <SegmentedControl
        size="xs"
        w="fit-content"
        aria-label={t('editedArguments.which')}
        value={shown}
        onChange={(value) => setShown(value === 'proposed' ? 'proposed' : 'ran')}
        data={[
          { value: 'ran', label: t('editedArguments.ran') },
          { value: 'proposed', label: t('editedArguments.proposed') },
        ]}
      />
      <JsonView value={shown === 'ran' ? ran : proposed} />
    </Stack>
  );
}
