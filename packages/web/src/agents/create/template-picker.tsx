import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTemplate, TemplateImport } from '../../api/api-types';
import { EmptyState } from '../../ui/empty-state';
import { LoadError } from '../../ui/load-error';
import { ToolIcon } from '../../ui/tool-icon';
import { useImportTemplate } from '../agent-mutations';
import { agentTemplatesQuery } from '../agent-queries';

const knownCategories = [
  'general',
  'productivity',
  'research',
  'communication',
  'media',
  'data',
  'automation',
] as const;
type KnownCategory = (typeof knownCategories)[number];
const isKnownCategory = (category: string): category is KnownCategory =>
  (knownCategories as readonly string[]).includes(category);

function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: AgentTemplate;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('agents');
  const tools = template.tools_count;
  return (
    <UnstyledButton
      className="spora-template-card"
      aria-pressed={selected}
      disabled={!template.valid}
      onClick={onSelect}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-lg)',
        opacity: template.valid ? 1 : 0.65,
        cursor: template.valid ? 'pointer' : 'not-allowed',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <ToolIcon iconKey={template.icon} size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={650} lineClamp={1}>
            {template.name}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {template.description ?? t('page.noDescription')}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray" size="sm">
              {isKnownCategory(template.category)
                ? t(`templates.categories.${template.category}`)
                : template.category}
            </Badge>
            <Badge variant="light" color="gray" size="sm">
              {t('card.tools', { count: tools })}
            </Badge>
            {template.source !== 'core' && (
              <Badge variant="light" color="grape" size="sm">
                {template.source}
              </Badge>
            )}
            {!template.valid && (
              <Badge variant="light" color="red" size="sm">
                {t('templates.invalid')}
              </Badge>
            )}
            {template.valid && template.has_warnings && (
              <Badge variant="light" color="orange" size="sm">
                {t('templates.needsSetup')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The catalogue (GET /agent-templates) as cards; the chosen one is imported as a new agent of
 * the person's (POST /agent-templates/import), with what still needs setting up passed on.
 */
export function TemplatePicker({
  onImported,
  onCancel,
}: {
  onImported: (imported: TemplateImport) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agents');
  const templates = useQuery(agentTemplatesQuery);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const importing = useImportTemplate();
  const chosen = templates.data?.find((template) => template.id === chosenId) ?? null;

  if (templates.isError)
    return (
      <LoadError what={t('templates.loadWhat')} error={templates.error} onRetry={() => templates.refetch()} />
    );
  return (
    <Stack gap="md">
      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('templates.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h={128} radius="lg" />
          ))}
        </SimpleGrid>
      ) : templates.data.length === 0 ? (
        <EmptyState icon={<IconTemplate size={28} />} title={t('templates.emptyTitle')}>
          {t('templates.empty')}
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="group" aria-label={t('templates.label')}>
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              selected={template.id === chosenId}
              onSelect={() => {
                setChosenId(template.id);
                importing.reset();
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {importing.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('templates.notImported')}
          role="alert"
        >
          {importing.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('blank.cancel')}
        </Button>
        <Button
          disabled={chosen === null}
          loading={importing.isPending}
          onClick={() => chosen !== null && importing.mutate(chosen.id, { onSuccess: onImported })}
        >
          {chosen === null ? t('templates.choose') : t('templates.create', { name: chosen.name })}
        </Button>
      </Group>
    </Stack>
  );
}
