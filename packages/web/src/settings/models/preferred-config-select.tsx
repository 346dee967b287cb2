import { Card, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { driverLabelOf, type LlmConfig, useSetPreference } from './llm-config-queries';

const none = 'none';

/**
 * The person's preferred configuration: what their agents use when they name none. Without one,
 * the global default applies; the text says which that is, or that there is none.
 */
export function PreferredConfigSelect({
  configs,
  preference,
}: {
  configs: readonly LlmConfig[];
  preference: LlmConfig | null;
}) {
  const setPreference = useSetPreference();
  const globalDefault = configs.find((config) => config.is_default) ?? null;
  const fallback =
    globalDefault === null
      ? 'There is no global default, so agents without a configuration of their own cannot run.'
      : `Agents without a configuration of their own then use the global default, “${globalDefault.name}”.`;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Select
          label="Preferred configuration"
          description="The default for all your agents that do not choose a configuration of their own."
          data={[
            { value: none, label: '— None —' },
            ...configs.map((config) => ({
              value: String(config.id),
              label: `${config.name} (${driverLabelOf(config)}${config.is_global ? ', global' : ''})`,
            })),
          ]}
          value={preference === null ? none : String(preference.id)}
          allowDeselect={false}
          disabled={setPreference.isPending}
          onChange={(value) => {
            if (value === null) return;
            setPreference.mutate(value === none ? null : Number(value), {
              onSuccess: (config) =>
                notifications.show({
                  color: 'teal',
                  message:
                    config === null
                      ? 'You no longer have a preferred configuration.'
                      : `Your agents now use “${config.name}” unless they choose another.`,
                }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: 'The preference was not changed',
                  message: error.message,
                }),
            });
          }}
          maw={520}
          comboboxProps={{ withinPortal: true }}
        />
        {preference === null && (
          <Text fz="sm" c="dimmed">
            {fallback}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
