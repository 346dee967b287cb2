import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { apiFieldError } from '../../ui/field-errors';
import { type DecisionRecordRetention, useSaveRetention } from './retention-queries';

const minimumDays = 30;
const maximumDays = 36_500;

/** How long the decision record keeps rows before the retention job archives whole months. */
export function RetentionForm({ retention }: { retention: DecisionRecordRetention }) {
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
      onSuccess: () => notifications.show({ color: 'teal', message: 'Retention saved.' }),
    });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="retention-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="retention-heading">
            Retention
          </Title>
          <Text fz="sm" c="dimmed">
            Every approval decision is kept in a hash-chained record. With a retention period, a job archives
            each whole month once it is older than the period: the rows are checked, copied to a JSON Lines
            file
            {retention.export_directory_set ? '' : ' (when SPORA_DECISION_ARCHIVE_DIR is set)'}, recorded as
            an archived range and deleted. Nothing else ever deletes them.
          </Text>
          <Switch
            label="Archive old decisions"
            checked={archive}
            onChange={(event) => {
              setArchive(event.currentTarget.checked);
              save.reset();
            }}
          />
          {archive && (
            <NumberInput
              label="Keep decisions for (days)"
              description={`${minimumDays} to ${maximumDays} days.`}
              min={minimumDays}
              max={maximumDays}
              allowDecimal={false}
              maw={280}
              value={days}
              onChange={setDays}
              error={
                (outOfRange
                  ? `Enter a whole number of days from ${minimumDays} to ${maximumDays}.`
                  : undefined) ?? apiFieldError(save.error, 'retention_days')
              }
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={outOfRange}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
