import {
  Alert,
  Button,
  Code,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { agentsQuery } from '../api/agents-query';
import { isApiError } from '../api/api-error';
import { useCurrentUser } from '../auth/session';
import { toolsQuery } from '../tools/tool-queries';
import { ReplayPreview } from './replay-preview';
import { type ApprovalRule, type RuleDraft, useSaveRule } from './rule-queries';

type Outcome = ApprovalRule['outcome'];

/** Where the API located a fault in a rule: the field, and for a condition the offset in it. */
function faultOf(error: unknown): { field: string; position: number | null; message: string } | null {
  if (!isApiError(error) || !error.code.startsWith('RULE_')) return null;
  const details = (error.details ?? {}) as { field?: unknown; position?: unknown };
  return {
    field: typeof details.field === 'string' ? details.field : 'condition',
    position: typeof details.position === 'number' ? details.position : null,
    message: error.message,
  };
}

/**
 * Writes or changes a rule: which agent, tool and operation, a condition on the arguments, what it
 * decides. What the draft would have done to recent decisions is shown as it is typed, before the
 * rule is saved; a fault the server finds is shown at its field (and position in the condition).
 */
export function RuleEditor({ rule, onDone }: { rule: ApprovalRule | null; onDone: () => void }) {
  const { t } = useTranslation('approval-rules');
  const user = useCurrentUser();
  const agents = useQuery(agentsQuery());
  const tools = useQuery(toolsQuery);
  const [scope, setScope] = useState<'user' | 'global'>(rule?.scope ?? 'user');
  const [agentId, setAgentId] = useState<string | null>(rule?.agent_id?.toString() ?? null);
  const [toolName, setToolName] = useState<string | null>(rule?.tool_name ?? null);
  const [operation, setOperation] = useState<string | null>(rule?.operation ?? null);
  const [condition, setCondition] = useState(rule?.condition ?? '');
  const [outcome, setOutcome] = useState<Outcome>(rule?.outcome ?? 'allow');
  const [reason, setReason] = useState(rule?.reason ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const save = useSaveRule();

  const tool = tools.data?.find((candidate) => candidate.tool_name === toolName);
  const operations = tool?.operations ?? [];
  const schema = (operations.find((candidate) => candidate.name === operation) ?? tool)?.parameter_schema;
  const argumentNames = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
  const draft: RuleDraft = {
    scope,
    agent_id: agentId === null ? null : Number(agentId),
    task_id: rule?.task_id ?? null,
    tool_name: toolName,
    operation,
    condition: condition.trim() === '' ? null : condition,
    outcome,
    reason: outcome === 'deny' && reason.trim() !== '' ? reason : null,
    description: description.trim() === '' ? null : description,
  };
  const fault = faultOf(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: rule?.id ?? null, draft }, { onSuccess: onDone });
  };
  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      if (save.isError) save.reset();
    };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {user.role === 'admin' && rule === null && (
          <SegmentedControl
            aria-label={t('editor.appliesTo')}
            value={scope}
            onChange={changed((value: string) => setScope(value === 'global' ? 'global' : 'user'))}
            data={[
              { value: 'user', label: t('editor.myAgents') },
              { value: 'global', label: t('editor.everyAgentGlobal') },
            ]}
          />
        )}
        <Select
          label={t('editor.agent')}
          placeholder={t('editor.everyAgent')}
          clearable
          data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
          value={agentId}
          onChange={changed(setAgentId)}
          error={fault?.field === 'agent_id' ? fault.message : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('editor.tool')}
            placeholder={t('editor.everyTool')}
            clearable
            searchable
            data={(tools.data ?? []).map((candidate) => ({
              value: candidate.tool_name,
              label: candidate.display_name,
            }))}
            value={toolName}
            onChange={changed((value: string | null) => {
              setToolName(value);
              setOperation(null);
            })}
            error={fault?.field === 'tool_name' ? fault.message : undefined}
            comboboxProps={{ withinPortal: true }}
            miw={200}
          />
          <Select
            label={t('editor.operation')}
            placeholder={toolName === null ? t('editor.chooseToolFirst') : t('editor.everyOperation')}
            clearable
            disabled={toolName === null}
            data={operations.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
            value={operation}
            onChange={changed(setOperation)}
            error={fault?.field === 'operation' ? fault.message : undefined}
            comboboxProps={{ withinPortal: true }}
            miw={200}
          />
        </Group>
        <Textarea
          label={t('editor.condition')}
          description={
            toolName === null ? (
              t('editor.conditionNeedsTool')
            ) : (
              <Trans
                t={t}
                i18nKey="editor.conditionHint"
                values={{
                  names:
                    argumentNames.length === 0
                      ? t('editor.noArguments')
                      : argumentNames.map((name) => `args.${name}`).join(', '),
                }}
                components={{ code: <Code /> }}
              />
            )
          }
          placeholder={t('editor.everyCall')}
          disabled={toolName === null}
          autosize
          minRows={2}
          maxLength={2000}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={condition}
          onChange={(event) => changed(setCondition)(event.currentTarget.value)}
          error={
            fault?.field === 'condition' ? <ConditionFault condition={condition} {...fault} /> : undefined
          }
        />
        <SegmentedControl
          aria-label={t('editor.decision')}
          value={outcome}
          onChange={changed((value: string) =>
            setOutcome(value === 'deny' ? 'deny' : value === 'ask' ? 'ask' : 'allow'),
          )}
          data={[
            { value: 'allow', label: t('editor.allow') },
            { value: 'ask', label: t('editor.ask') },
            { value: 'deny', label: t('editor.deny') },
          ]}
        />
        {outcome === 'deny' && (
          <TextInput
            label={t('editor.reason')}
            placeholder={t('editor.reasonPlaceholder')}
            maxLength={1000}
            value={reason}
            onChange={(event) => changed(setReason)(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t('editor.note')}
          description={t('editor.noteDescription')}
          maxLength={500}
          value={description}
          onChange={(event) => changed(setDescription)(event.currentTarget.value)}
        />
        <ReplayPreview draft={draft} />
        {save.isError && fault === null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('editor.notSaved')}
          >
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {rule === null ? t('editor.save') : t('editor.saveVersion')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's message, with the condition shown and a caret under the fault. */
function ConditionFault({
  condition,
  position,
  message,
}: {
  condition: string;
  position: number | null;
  message: string;
}) {
  const { t } = useTranslation('approval-rules');
  return (
    <Stack gap={2} component="span">
      <Text component="span" fz="sm">
        {message}
      </Text>
      {position !== null && (
        <Code block component="span" aria-label={t('editor.faultLabel')}>
          {`${condition}\n${' '.repeat(position)}^`}
        </Code>
      )}
    </Stack>
  );
}
