import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventNames, securityEventKinds } from './security-event-text';
import { noSearch, type SecurityLogSearch, securityLogExportUrl } from './security-log-queries';

const kindGroups = [
  'sign_in',
  'two_factor',
  'password',
  'api_token',
  'user',
  'settings',
  'security_policy',
  'team',
  'agent',
] as const;

/** The log's filters (event, user, address, days) and the exports of what they keep. */
export function SecurityLogFilters({
  search,
  onChange,
}: {
  search: SecurityLogSearch;
  onChange: (search: SecurityLogSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const set = (field: keyof SecurityLogSearch) => (value: string) => onChange({ ...search, [field]: value });
  const kindOptions = kindGroups.map((group) => ({
    group: t(`securityLog.groups.${group}`),
    items: [
      {
        value: `${group}.`,
        label: t('securityLog.filters.everyIn', { group: t(`securityLog.groups.${group}`) }),
      },
      ...securityEventKinds
        .filter((kind) => kind.startsWith(`${group}.`))
        .map((kind) => ({ value: kind, label: t(`securityLog.kinds.${eventNames[kind]}`) })),
    ],
  }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('securityLog.filters.kind')}
        placeholder={t('securityLog.filters.anyKind')}
        data={kindOptions}
        value={search.kind === '' ? null : search.kind}
        onChange={(value) => set('kind')(value ?? '')}
        clearable
        searchable
        w={260}
      />
      <TextInput
        label={t('securityLog.filters.userId')}
        inputMode="numeric"
        value={search.userId}
        onChange={(event) => set('userId')(event.currentTarget.value.replace(/\D/g, ''))}
        w={110}
      />
      <TextInput
        label={t('securityLog.filters.address')}
        value={search.address}
        onChange={(event) => set('address')(event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label={t('securityLog.filters.from')}
        value={search.from}
        onChange={(event) => set('from')(event.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label={t('securityLog.filters.to')}
        value={search.to}
        onChange={(event) => set('to')(event.currentTarget.value)}
        w={160}
      />
      <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(noSearch)}>
        {t('securityLog.filters.clear')}
      </Button>
      <Group gap="xs" ml="auto">
        <Button
          component="a"
          href={securityLogExportUrl(search, 'csv')}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('securityLog.export.csv')}
        </Button>
        <Button
          component="a"
          href={securityLogExportUrl(search, 'jsonl')}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('securityLog.export.jsonl')}
        </Button>
      </Group>
    </Group>
  );
}
