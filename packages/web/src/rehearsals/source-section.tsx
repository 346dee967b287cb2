import {
  ActionIcon,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../ui/confirm-modal';
import { PromptSetModal } from './prompt-set-modal';
import { promptSetsQuery, useDeletePromptSet } from './rehearsal-queries';
import type { PromptSet, RehearsalSource } from './rehearsal-types';

export type SourceKind = RehearsalSource['kind'];

/** What the form holds for each kind of source; the one chosen is sent. */
export interface SourceDraft {
  readonly kind: SourceKind;
  readonly prompt: string;
  readonly count: number;
  readonly promptSetId: number | null;
}

export const initialSource: SourceDraft = { kind: 'past_tasks', prompt: '', count: 3, promptSetId: null };

/** The source to send, or null while the chosen one is incomplete. */
export function sourceOf(draft: SourceDraft): RehearsalSource | null {
  switch (draft.kind) {
    case 'prompt':
      return draft.prompt.trim() === '' ? null : { kind: 'prompt', prompt: draft.prompt };
    case 'past_tasks':
      return { kind: 'past_tasks', count: draft.count };
    case 'prompt_set':
      return draft.promptSetId === null ? null : { kind: 'prompt_set', prompt_set_id: draft.promptSetId };
  }
}

/** One prompt, the agent's last tasks, or a saved prompt set (made, changed and deleted here). */
export function SourceSection({
  agentId,
  draft,
  onChange,
}: {
  agentId: number;
  draft: SourceDraft;
  onChange: (draft: SourceDraft) => void;
}) {
  const { t } = useTranslation('rehearsals');
  const sets = useQuery({ ...promptSetsQuery(agentId), enabled: draft.kind === 'prompt_set' });
  const remove = useDeletePromptSet(agentId);
  const [editing, setEditing] = useState<PromptSet | null | 'new'>(null);
  const [deleting, setDeleting] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)'); // i18n-exempt: a CSS media query
  const chosen = sets.data?.find((set) => set.id === draft.promptSetId) ?? null;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('form.source')}
        value={draft.kind}
        onChange={(value) => onChange({ ...draft, kind: value as SourceKind })}
        data={[
          { value: 'past_tasks', label: t('form.sourcePast') },
          { value: 'prompt', label: t('form.sourcePrompt') },
          { value: 'prompt_set', label: t('form.sourceSet') },
        ]}
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
      />
      {draft.kind === 'prompt' && (
        <Textarea
          label={t('form.prompt')}
          required
          autosize
          minRows={3}
          value={draft.prompt}
          onChange={(event) => onChange({ ...draft, prompt: event.currentTarget.value })}
        />
      )}
      {draft.kind === 'past_tasks' && (
        <NumberInput
          label={t('form.count')}
          description={t('form.countHint')}
          min={1}
          max={20}
          clampBehavior="strict"
          allowDecimal={false}
          w={220}
          value={draft.count}
          onChange={(value) => onChange({ ...draft, count: typeof value === 'number' ? value : 1 })}
        />
      )}
      {draft.kind === 'prompt_set' && (
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={t('form.promptSet')}
              placeholder={sets.data?.length === 0 ? t('promptSets.none') : t('promptSets.choose')}
              data={(sets.data ?? []).map((set) => ({ value: String(set.id), label: set.name }))}
              value={draft.promptSetId === null ? null : String(draft.promptSetId)}
              onChange={(value) => onChange({ ...draft, promptSetId: value === null ? null : Number(value) })}
              style={{ flex: 1 }}
            />
            <Tooltip label={t('promptSets.new')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('promptSets.new')}
                onClick={() => setEditing('new')}
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('promptSets.edit')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('promptSets.edit')}
                disabled={chosen === null}
                onClick={() => setEditing(chosen)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('promptSets.delete')} withArrow>
              <ActionIcon
                variant="default"
                color="red"
                size="lg"
                aria-label={t('promptSets.delete')}
                disabled={chosen === null}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {chosen !== null && (
            <Text fz="xs" c="dimmed">
              {t('promptSets.holds', { count: chosen.prompts.length })}
            </Text>
          )}
        </Stack>
      )}
      {editing !== null && (
        <PromptSetModal
          agentId={agentId}
          editing={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
          onSaved={(set) => onChange({ ...draft, promptSetId: set.id })}
        />
      )}
      <ConfirmModal
        opened={deleting && chosen !== null}
        title={t('promptSets.deleteTitle')}
        confirmLabel={t('promptSets.deleteConfirm')}
        busy={remove.isPending}
        refusal={
          remove.error === null ? null : { title: t('promptSets.notSaved'), message: remove.error.message }
        }
        onConfirm={() =>
          chosen !== null &&
          remove.mutate(chosen.id, {
            onSuccess: () => {
              setDeleting(false);
              onChange({ ...draft, promptSetId: null });
            },
          })
        }
        onClose={() => setDeleting(false)}
      >
        {t('promptSets.deleteDescription', { name: chosen?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
