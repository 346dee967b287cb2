import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '../../ui/field-errors';
import { type DecisionRecordRetention, useSaveRetention } from './retention-queries';

const minimumDays = 30;
const maximumDays = 36_500;

/** How long the decision record keeps rows before the retention job archives whole months. */
export function RetentionForm({ retention }: { retention: DecisionRecordRetention }) {
  const { t } = useTranslation('admin');
  const [archive, setArchive] = useState(retention.retention_days !== null);
  const [days, setDays] = useState<number | string>(retention.retention_days ?? 365);
  const save = useSaveRetention();
  const outOfRange =
    archive &&
    (typeof days !== 'number' || !Number.isInteger(days) || days < minimumDays || days > maximumDays);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outOfRange) return;
    save.mutate(archive ? Number(days) : null, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('decisionRecord.retention.saved') }),
    });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="retention-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="retention-heading">
            {t('decisionRecord.retention.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {retention.export_directory_set
              ? t('decisionRecord.retention.description')
              : t('decisionRecord.retention.descriptionWithoutDirectory')}
          </Text>
          <Switch
            label={t('decisionRecord.retention.archive')}
            checked={archive}
            onChange={(event) => {
              setArchive(event.currentTarget.checked);
              save.reset();
            }}
          />
          {archive && (
            <NumberInput
              label={t('decisionRecord.retention.days')}
              description={t('decisionRecord.retention.daysRange', {
                minimum: minimumDays,
                maximum: maximumDays,
              })}
              min={minimumDays}
              max={maximumDays}
              allowDecimal={false}
              maw={280}
              value={days}
              onChange={setDays}
              error={
                (outOfRange
                  ? t('decisionRecord.retention.daysOutOfRange', {
                      minimum: minimumDays,
                      maximum: maximumDays,
                    })
                  : undefined) ?? apiFieldError(save.error, 'retention_days')
              }
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={outOfRange}>
              {t('decisionRecord.retention.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
