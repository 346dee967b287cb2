import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../ui/code-block';
import { agentToolDescriptionQuery } from './tool-queries';

/** The tool's description exactly as the agent's model receives it, `[Effective Configuration]` included. */
export function ModelPreview({ agentId, toolId }: { agentId: number; toolId: string }) {
  const { t } = useTranslation('tools');
  const description = useQuery(agentToolDescriptionQuery(agentId, toolId));
  return (
    <Stack gap={6} component="section" aria-label={t('preview.title')}>
      <Text fz="sm" fw={600}>
        {t('preview.title')}
      </Text>
      {description.isPending ? (
        <Skeleton height={64} />
      ) : description.isError ? (
        <Text fz="sm" c="red.8">
          {t('preview.error', { message: description.error.message })}
        </Text>
      ) : (
        <div data-testid="model-preview" className="model-preview">
          <CodeBlock>{description.data}</CodeBlock>
        </div>
      )}
    </Stack>
  );
}
