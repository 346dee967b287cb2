import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A card's Edit and Delete buttons, each naming the thing it acts on for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPencil size={16} />}
        onClick={onEdit}
        aria-label={t('editDelete.editNamed', { name })}
      >
        {t('actions.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} />}
        onClick={onDelete}
        aria-label={t('editDelete.deleteNamed', { name })}
      >
        {t('actions.delete')}
      </Button>
    </>
  );
}
