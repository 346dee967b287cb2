import { List, Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFile, IconFileUpload, IconTemplate } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { Agent, TemplateImport } from '../../api/api-types';
import { useInertBackground } from '../../ui/inert-background';
import { BlankAgentForm } from './blank-agent-form';
import {
  type CreateAgentStart,
  closeCreateAgentDialog,
  openCreateAgentDialog,
  useCreateAgentDialog,
} from './create-agent-dialog';
import { TemplatePicker } from './template-picker';
import { TemplateUploadForm } from './template-upload-form';

/** The one "New agent" dialog: blank, from the catalogue or from a file; the new agent opens when it exists. */
export function CreateAgentModal() {
  const dialog = useCreateAgentDialog();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  useInertBackground(dialog.open);

  const open = (agent: Agent) => {
    closeCreateAgentDialog();
    navigate({ to: '/agents/$agentId', params: { agentId: agent.id } });
  };
  const created = (agent: Agent) => {
    notifications.show({ color: 'teal', message: `“${agent.name}” created. Give it its first task.` });
    open(agent);
  };
  const imported = ({ agent, warnings }: TemplateImport) => {
    notifications.show(
      warnings.length === 0
        ? { color: 'teal', message: `“${agent.name}” created from the template.` }
        : {
            color: 'yellow',
            autoClose: 12_000,
            title: `“${agent.name}” created — check ${warnings.length === 1 ? 'one thing' : `${warnings.length} things`}`,
            message: (
              <List size="sm" spacing={2}>
                {warnings.slice(0, 4).map((warning) => (
                  <List.Item key={`${warning.code}:${warning.path ?? ''}`}>{warning.message}</List.Item>
                ))}
              </List>
            ),
          },
    );
    open(agent);
  };

  return (
    <Modal
      opened={dialog.open}
      onClose={closeCreateAgentDialog}
      title={
        <Text fw={650} fz="lg" component="span">
          New agent
        </Text>
      }
      size="xl"
      fullScreen={phone === true}
      radius="lg"
    >
      {dialog.open && (
        <Tabs
          value={dialog.start}
          onChange={(value) => value !== null && openCreateAgentDialog(value as CreateAgentStart)}
          keepMounted={false}
        >
          {/* Three tabs fit a phone's width only with short names. */}
          <Tabs.List mb="md" grow={phone === true}>
            <Tabs.Tab value="blank" leftSection={<IconFile size={16} />}>
              {phone === true ? 'Blank' : 'Blank agent'}
            </Tabs.Tab>
            <Tabs.Tab value="template" leftSection={<IconTemplate size={16} />}>
              {phone === true ? 'Template' : 'From a template'}
            </Tabs.Tab>
            <Tabs.Tab value="upload" leftSection={<IconFileUpload size={16} />}>
              {phone === true ? 'Upload' : 'Upload a template'}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="blank">
            <BlankAgentForm onCreated={created} onCancel={closeCreateAgentDialog} />
          </Tabs.Panel>
          <Tabs.Panel value="template">
            <TemplatePicker onImported={imported} onCancel={closeCreateAgentDialog} />
          </Tabs.Panel>
          <Tabs.Panel value="upload">
            <TemplateUploadForm onImported={imported} onCancel={closeCreateAgentDialog} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
