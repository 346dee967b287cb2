import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '../../api/api-types';
import { ToolIcon } from '../../ui/tool-icon';

/**
 * The Tools tab until the tool tiles and settings forms (tools/agent-tools-section.tsx) are
 * mounted here: the tools the agent has enabled, read-only.
 */
export function AgentToolsPlaceholder({ agent }: { agent: Agent }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Enabled tools
        </Title>
        {agent.tools.length === 0 ? (
          <Text fz="sm" c="dimmed">
            This agent has no tools enabled.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {agent.tools.map((tool) => (
              <Group key={tool.tool_class} gap="xs" component="li" wrap="nowrap">
                <ToolIcon iconKey={tool.icon} size={16} />
                <Text fz="sm">{tool.tool_name}</Text>
                <Text fz="xs" c="dimmed">
                  {tool.tool_class}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
