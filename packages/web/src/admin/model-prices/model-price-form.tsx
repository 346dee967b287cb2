import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModelPrice, type ModelPriceInput, useSaveModelPrice } from '../../usage/usage-queries';

type Field =
  | 'input_per_million'
  | 'output_per_million'
  | 'cached_input_per_million'
  | 'cache_creation_per_million';

const fields = [
  { key: 'input_per_million', label: 'modelPrices.form.input', optional: false },
  { key: 'output_per_million', label: 'modelPrices.form.output', optional: false },
  { key: 'cached_input_per_million', label: 'modelPrices.form.cachedInput', optional: true },
  { key: 'cache_creation_per_million', label: 'modelPrices.form.cacheWrite', optional: true },
] as const satisfies readonly { key: Field; label: string; optional: boolean }[];

/** Adds a model's price or changes one; the server refuses prices that are not above zero. */
export function ModelPriceForm({ price, onClose }: { price: ModelPrice | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveModelPrice();
  const [model, setModel] = useState(price?.model ?? '');
  const [values, setValues] = useState<Record<Field, number | ''>>({
    input_per_million: price?.input_per_million ?? '',
    output_per_million: price?.output_per_million ?? '',
    cached_input_per_million: price?.cached_input_per_million ?? '',
    cache_creation_per_million: price?.cache_creation_per_million ?? '',
  });
  const missing = model.trim() === '' || values.input_per_million === '' || values.output_per_million === '';
  const submit = () => {
    if (missing) return;
    const input: ModelPriceInput = {
      model: model.trim(),
      input_per_million: Number(values.input_per_million),
      output_per_million: Number(values.output_per_million),
      cached_input_per_million:
        values.cached_input_per_million === '' ? null : Number(values.cached_input_per_million),
      cache_creation_per_million:
        values.cache_creation_per_million === '' ? null : Number(values.cache_creation_per_million),
    };
    save.mutate({ id: price?.id ?? null, input }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={price ? t('modelPrices.form.editTitle', { model: price.model }) : t('modelPrices.form.addTitle')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('modelPrices.form.model')}
            description={t('modelPrices.form.modelDescription')}
            value={model}
            onChange={(event) => setModel(event.currentTarget.value)}
            required
            data-autofocus
          />
          {fields.map((field) => (
            <NumberInput
              key={field.key}
              label={t(field.label)}
              value={values[field.key]}
              onChange={(value) =>
                setValues((current) => ({ ...current, [field.key]: typeof value === 'number' ? value : '' }))
              }
              min={0}
              decimalScale={6}
              prefix="$"
              required={!field.optional}
            />
          ))}
          {save.isError && (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('modelPrices.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={missing}>
              {t('modelPrices.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
