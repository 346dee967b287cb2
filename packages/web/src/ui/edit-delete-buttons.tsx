import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

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
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPencil size={16} />}
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} />}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </>
  );
}
