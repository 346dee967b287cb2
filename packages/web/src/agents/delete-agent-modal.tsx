import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';
import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteAgent } from './agent-mutations';

/** Why the API refused, in words that say what to do next. */
function refusalOf(error: Error): { title: string; message: string } {
  if (isApiError(error, 'INVALID_STATE'))
    return {
      title: 'This agent is still working',
      message: `${error.message} Stop its running tasks, or wait until they finish, then delete it.`,
    };
  return { title: 'The agent was not deleted', message: error.message };
}

/**
 * Asks before deleting an agent with all of its conversations; a refusal (409 while one of its
 * tasks runs) is shown in the dialog, so the person sees why and what to do.
 */
export function DeleteAgentModal({
  agent,
  onClose,
  onDeleted,
}: {
  agent: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deletion = useDeleteAgent();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={agent !== null}
      title={`Delete “${agent?.name ?? ''}”?`}
      confirmLabel="Delete agent"
      busy={deletion.isPending}
      refusal={deletion.error === null ? null : refusalOf(deletion.error)}
      onClose={close}
      onConfirm={() => {
        if (agent === null) return;
        deletion.mutate(agent.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `“${agent.name}” deleted.` });
            close();
            onDeleted?.();
          },
        });
      }}
    >
      This permanently deletes the agent with all of its conversations, their history and tool calls. It
      cannot be undone. To keep it out of the way instead, archive it.
    </ConfirmModal>
  );
}
