import { ActionIcon, Button, Group, Select, Stack, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolDescriptor } from '../api/api-types';
import { DraftRow } from './draft-row';
import { newRule, type RuleDraft, type RuleOutcome } from './proposed-rules';

const outcomes: readonly RuleOutcome[] = ['allow', 'deny', 'ask'];

/**
 * Approval rules to try in the rehearsal, ahead of the saved ones: written as in the rule editor
 * (tool, operation, condition on the arguments, outcome), never saved.
 */
export function ProposedRulesSection({
  tools,
  rules,
  onChange,
}: {
  tools: readonly ToolDescriptor[];
  rules: readonly RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
}) {
  const { t } = useTranslation('rehearsals');
  const update = (key: number, change: Partial<RuleDraft>) =>
    onChange(rules.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));
  return (
    <Stack gap="sm" data-testid="proposed-rules">
      {rules.map((rule, index) => {
        const tool = tools.find((candidate) => candidate.tool_name === rule.toolName);
        const label = t('rules.row', { number: index + 1 });
        return (
          <DraftRow key={rule.key} label={label}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('rules.tool')}
                placeholder={t('rules.anyTool')}
                data={tools.map((candidate) => ({
                  value: candidate.tool_name,
                  label: candidate.display_name,
                }))}
                value={rule.toolName}
                onChange={(value) => update(rule.key, { toolName: value, operation: null })}
                searchable
                clearable
                style={{ flex: 1, minWidth: 160 }}
              />
              <Select
                label={t('rules.operation')}
                placeholder={t('rules.anyOperation')}
                data={(tool?.operations ?? []).map((operation) => operation.name)}
                value={rule.operation}
                onChange={(value) => update(rule.key, { operation: value })}
                disabled={tool === undefined}
                clearable
                style={{ flex: 1, minWidth: 140 }}
              />
              <Select
                label={t('rules.outcome')}
                data={outcomes.map((outcome) => ({
                  value: outcome,
                  label: t(`rules.outcomes.${outcome}`),
                }))}
                value={rule.outcome}
                allowDeselect={false}
                onChange={(value) =>
                  update(rule.key, { outcome: (value as RuleOutcome | null) ?? rule.outcome })
                }
                style={{ flex: 1, minWidth: 140 }}
              />
              <Tooltip label={t('rules.remove', { number: index + 1 })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('rules.remove', { number: index + 1 })}
                  onClick={() => onChange(rules.filter((other) => other.key !== rule.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Textarea
              label={t('rules.condition')}
              description={t('rules.conditionHint')}
              placeholder="args.amount > 100" // i18n-exempt: CEL example
              autosize
              minRows={1}
              disabled={tool === undefined}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={rule.condition}
              onChange={(event) => update(rule.key, { condition: event.currentTarget.value })}
            />
            {rule.outcome === 'deny' && (
              <TextInput
                label={t('rules.reason')}
                description={t('rules.reasonHint')}
                value={rule.reason}
                onChange={(event) => update(rule.key, { reason: event.currentTarget.value })}
              />
            )}
          </DraftRow>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...rules, newRule()])}
        >
          {t('rules.add')}
        </Button>
      </Group>
    </Stack>
  );
}
