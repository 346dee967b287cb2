import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePromptSet, useUpdatePromptSet } from './rehearsal-queries';
import type { PromptSet } from './rehearsal-types';

const separator = '\n---\n'; // i18n-exempt: the line that separates prompts in the text box

/** The prompts as typed: separated by a line of three dashes, blank ones dropped. */
function promptsOf(text: string): string[] {
  return text
    .split(/\n-{3,}\n/)
    .map((prompt) => prompt.trim())
    .filter((prompt) => prompt !== '');
}

/**
 * Creates a saved prompt set, or changes one (`editing`): a name and its prompts, typed in one box
 * with a line of three dashes between them, so a set can be pasted in at once.
 */
export function PromptSetModal({
  agentId,
  editing,
  opened,
  onClose,
  onSaved,
}: {
  agentId: number;
  editing: PromptSet | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (set: { id: number }) => void;
}) {
  const { t } = useTranslation('rehearsals');
  const create = useCreatePromptSet(agentId);
  const update = useUpdatePromptSet(agentId);
  const [name, setName] = useState(editing?.name ?? '');
  const [text, setText] = useState(editing?.prompts.join(separator) ?? '');
  const save = editing === null ? create : update;
  const prompts = promptsOf(text);
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const submit = () => {
    const body = { name: name.trim(), prompts };
    const done = (saved: { id: number }) => {
      onSaved(saved);
      close();
    };
    if (editing === null) create.mutate(body, { onSuccess: (set) => done(set) });
    else update.mutate({ id: editing.id, ...body }, { onSuccess: (set) => done(set) });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing === null ? t('promptSets.newTitle') : t('promptSets.editTitle')}
      size="lg"
    >
      <Stack>
        <TextInput
          label={t('promptSets.name')}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={t('promptSets.prompts')}
          description={t('promptSets.promptsHint', { count: prompts.length })}
          required
          autosize
          minRows={6}
          maxRows={16}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {save.error && (
          <Alert color="red" variant="light" title={t('promptSets.notSaved')}>
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={name.trim() === '' || prompts.length === 0}
          >
            {t('promptSets.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
