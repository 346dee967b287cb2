import { List, Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFile, IconFileUpload, IconTemplate } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('agents');
  const dialog = useCreateAgentDialog();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)'); // i18n-exempt: a CSS media query
  useInertBackground(dialog.open);

  const open = (agent: Agent) => {
    closeCreateAgentDialog();
    navigate({ to: '/agents/$agentId', params: { agentId: agent.id } });
  };
  const created = (agent: Agent) => {
    notifications.show({ color: 'teal', message: t('create.created', { name: agent.name }) });
    open(agent);
  };
  const imported = ({ agent, warnings }: TemplateImport) => {
    notifications.show(
      warnings.length === 0
        ? { color: 'teal', message: t('create.createdFromTemplate', { name: agent.name }) }
        : {
            color: 'yellow',
            autoClose: 12_000,
            title: t('create.createdCheck', { name: agent.name, count: warnings.length }),
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
          {t('create.title')}
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
              {phone === true ? t('create.tabs.blankShort') : t('create.tabs.blank')}
            </Tabs.Tab>
            <Tabs.Tab value="template" leftSection={<IconTemplate size={16} />}>
              {phone === true ? t('create.tabs.templateShort') : t('create.tabs.template')}
            </Tabs.Tab>
            <Tabs.Tab value="upload" leftSection={<IconFileUpload size={16} />}>
              {phone === true ? t('create.tabs.uploadShort') : t('create.tabs.upload')}
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
