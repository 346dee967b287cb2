import { Alert, Button, Code, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload, IconPuzzle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TemplateImport, TemplateIssue } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import {
  missingPluginsOf,
  readTemplateFile,
  type TemplateValidation,
  templateNameOf,
} from '../templates/template-file';

type Template = Record<string, unknown>;

function IssueList({ issues }: { issues: readonly TemplateIssue[] }) {
  return (
    <List size="sm" spacing={4}>
      {issues.map((issue) => (
        <List.Item key={`${issue.code}:${issue.path ?? ''}:${issue.message}`}>
          {/* Schema reasons already start with their path; the others get it in front. */}
          {issue.path !== undefined && !issue.message.startsWith(issue.path) && (
            <>
              <Code>{issue.path}</Code>{' '}
            </>
          )}
          {issue.message}
        </List.Item>
      ))}
    </List>
  );
}

function useTemplateUpload() {
  const queryClient = useQueryClient();
  const validation = useMutation({
    mutationFn: (template: Template) =>
      unwrap(api.POST('/api/v1/agent-templates/validate', { body: { template } })),
  });
  const importing = useMutation({
    mutationFn: (template: Template) =>
      unwrap(api.POST('/api/v1/agent-templates/import', { body: { template } })),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(queryKeys.agent(agent.id), agent);
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
  return { validation, importing };
}

function PluginList({ slugs }: { slugs: readonly string[] }) {
  return (
    <>
      {slugs.map((slug, index) => (
        <span key={slug}>
          {index > 0 && ', '}
          <Code>{slug}</Code>
        </span>
      ))}
    </>
  );
}

function ValidationReport({ template, report }: { template: Template; report: TemplateValidation }) {
  const { t } = useTranslation('agents');
  const plugins = missingPluginsOf(template, report.warnings);
  const otherWarnings = report.warnings.filter(
    (warning) => warning.code !== 'PLUGIN_MISSING' && warning.code !== 'TOOL_PLUGIN_MISSING',
  );
  return (
    <Stack gap="sm">
      {report.errors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('upload.cannotImport', { count: report.errors.length })}
          role="alert"
        >
          <IssueList issues={report.errors} />
        </Alert>
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('upload.valid')}>
          <Text fz="sm">
            {t('upload.createsAgent', { name: templateNameOf(template, t('upload.theAgent')) })}
          </Text>
        </Alert>
      )}
      {plugins.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPuzzle size={18} />}
          title={t('upload.pluginsMissing')}
        >
          <Text fz="sm">
            <Trans
              t={t}
              i18nKey="upload.pluginsMissingBody"
              components={{ plugins: <PluginList slugs={plugins} /> }}
            />
          </Text>
        </Alert>
      )}
      {otherWarnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('upload.checkAfter')}
        >
          <IssueList issues={otherWarnings} />
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A template file from the person's computer (an export of another agent, or one written by
 * hand): read in the browser, checked by the server (POST /agent-templates/validate), then
 * imported as a new agent (POST /agent-templates/import).
 */
export function TemplateUploadForm({
  onImported,
  onCancel,
}: {
  onImported: (imported: TemplateImport) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agents');
  const [file, setFile] = useState<File | null>(null);
  const [template, setTemplate] = useState<Template | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const { validation, importing } = useTemplateUpload();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setTemplate(null);
    setReadError(null);
    validation.reset();
    importing.reset();
    if (chosen === null) return;
    const read = await readTemplateFile(chosen);
    if (!read.ok) {
      setReadError(read.message);
      return;
    }
    setTemplate(read.template);
    validation.mutate(read.template);
  };

  const report = validation.data;
  const canImport = template !== null && report?.valid === true;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('upload.intro')}
      </Text>
      <FileInput
        label={t('upload.file')}
        placeholder={t('upload.filePlaceholder')}
        accept="application/json,.json"
        clearable
        clearButtonProps={{ 'aria-label': t('upload.removeFile') }}
        leftSection={<IconFileUpload size={16} />}
        value={file}
        onChange={choose}
        error={readError ?? undefined}
        data-autofocus
      />
      {validation.isPending && (
        <Text fz="sm" c="dimmed" role="status">
          {t('upload.checking')}
        </Text>
      )}
      {validation.isError && (
        <Alert color="red" variant="light" title={t('upload.notChecked')} role="alert">
          {validation.error.message}
        </Alert>
      )}
      {template !== null && report !== undefined && <ValidationReport template={template} report={report} />}
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
          disabled={!canImport}
          loading={importing.isPending}
          onClick={() => template !== null && importing.mutate(template, { onSuccess: onImported })}
        >
          {canImport && (report?.warnings.length ?? 0) > 0 ? t('upload.importAnyway') : t('upload.import')}
        </Button>
      </Group>
    </Stack>
  );
}
