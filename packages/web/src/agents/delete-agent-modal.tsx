import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../api/api-error';
import { useInertBackground } from '../ui/inert-background';
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
  useInertBackground(agent !== null);
  const close = () => {
    deletion.reset();
    onClose();
  };
  const refusal = deletion.error === null ? null : refusalOf(deletion.error);
  return (
    <Modal opened={agent !== null} onClose={close} title={`Delete “${agent?.name ?? ''}”?`} centered>
      <Stack gap="md">
        <Text fz="sm">
          This permanently deletes the agent with all of its conversations, their history and tool calls. It
          cannot be undone. To keep it out of the way instead, archive it.
        </Text>
        {refusal !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={refusal.title}
            role="alert"
          >
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deletion.isPending}
            onClick={() => {
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
            Delete agent
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
