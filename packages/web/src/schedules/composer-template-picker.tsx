import { Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTemplate } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { api, unwrap } from '../api/client';
import { apiFieldError } from '../ui/field-errors';
import { browserTimeZone, promptTemplatesQuery } from './schedule-queries';
import { TemplateValuesFields } from './template-values-fields';

/**
 * Fills the composer from one of the agent's prompt templates: pick it, fill its variables, and
 * the server renders it (dates and times in your time zone) into the prompt, to edit before sending.
 * Shows nothing while the agent has no templates.
 */
export function ComposerTemplatePicker({
  agentId,
  onRendered,
}: {
  agentId: number;
  onRendered: (prompt: string) => void;
}) {
  const { t } = useTranslation('schedules');
  const templates = useQuery(promptTemplatesQuery(agentId));
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const render = useMutation({
    mutationFn: async () =>
      (
        await unwrap(
          api.POST('/api/v1/agents/{id}/prompt-templates/{templateId}/render', {
            params: { path: { id: agentId, templateId: Number(templateId) } },
            body: { values, timezone: browserTimeZone() },
          }),
        )
      ).prompt,
    onSuccess: (prompt) => {
      onRendered(prompt);
      setTemplateId(null);
      setValues({});
    },
    onError: (error) => {
      // Missing values show under their fields; anything else as a toast.
      if (isApiError(error) && Object.keys(error.fields).length > 0) return;
      notifications.show({ color: 'red', title: t('composer.notUsed'), message: error.message });
    },
  });
  if (!templates.data || templates.data.length === 0) return null;
  const template = templates.data.find((entry) => String(entry.id) === templateId) ?? null;

  return (
    <Stack gap="xs">
      <Select
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        leftSection={<IconTemplate size={16} />}
        data={templates.data.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={templateId}
        onChange={(value) => {
          setTemplateId(value);
          setValues({});
          render.reset();
        }}
        clearable
      />
      {template !== null && (
        <>
          <TemplateValuesFields
            variables={template.variables}
            values={values}
            onChange={setValues}
            errorOf={(name) => apiFieldError(render.error, `values.${name}`)}
          />
          <Group justify="flex-end">
            <Button size="xs" variant="light" loading={render.isPending} onClick={() => render.mutate()}>
              {t('composer.use')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
