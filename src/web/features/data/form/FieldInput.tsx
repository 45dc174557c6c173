import { Checkbox, MultiSelect, NumberInput, PasswordInput, Select, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, valueLabelKey } from '../../../../domain/registry/index.ts';
import type { FormField, RegistryEntry } from '../../../../domain/registry/types.ts';
import { lazyPart } from '../../../shell/errors/lazyPart.tsx';
import type { FormValues } from './formValues.ts';
import { useReferenceOptions } from './useReferenceOptions.ts';

// OpenLayers and proj4 load with the first group form that shows its sirens, not with every grid.
const MemberMap = lazyPart(async () => (await import('./MemberMap.tsx')).MemberMap);

export interface FieldInputProps {
  entry: RegistryEntry;
  field: FormField;
  // biome-ignore lint/suspicious/noExplicitAny: any validation rules; the input only reads field props.
  form: ReturnType<typeof useForm<FormValues, FormValues, any>>;
  readOnly: boolean;
}

/** One input of the detail form, chosen by the field's kind. */
export function FieldInput({ entry, field, form, readOnly }: FieldInputProps) {
  const { t } = useTranslation();
  const { rows, options } = useReferenceOptions(field.reference);
  const label = t(fieldLabelKey(entry, field.field));
  const props = { label, disabled: readOnly, ...form.getInputProps(field.field) };
  const choices = (field.values ?? []).map((value) => ({
    value,
    label: field.kind === 'state' ? value : t(valueLabelKey(value, field.valueLabels)),
  }));
  switch (field.kind) {
    case 'number':
      return <NumberInput {...props} allowDecimal={false} thousandSeparator="'" />;
    case 'boolean':
      return (
        <Checkbox
          {...form.getInputProps(field.field, { type: 'checkbox' })}
          label={label}
          disabled={readOnly}
        />
      );
    case 'password':
      return <PasswordInput {...props} autoComplete="new-password" />;
    case 'enum':
    case 'state':
      return <Select {...props} data={choices} clearable searchable placeholder={t('data.form.none')} />;
    case 'multiEnum':
      return <MultiSelect {...props} data={choices} />;
    case 'multiReference': {
      const ids = ((props.value as number[] | undefined) ?? []).map(String);
      const chosen = new Set(ids);
      return (
        <>
          <MultiSelect
            {...props}
            value={ids}
            onChange={(next) => form.setFieldValue(field.field, next.map(Number))}
            data={options}
            searchable
            // Thousands of sirens: the list shows the first matches of what is typed.
            limit={100}
            styles={{ pillsList: { maxHeight: 180, overflowY: 'auto' } }}
          />
          {field.showOnMap && (
            <Suspense fallback={null}>
              <MemberMap
                stateCode={(form.values.stateCode as string | null) ?? null}
                points={rows
                  .filter((row) => chosen.has(String(row.id)))
                  .map((row) => [Number(row.east), Number(row.north)])}
              />
            </Suspense>
          )}
        </>
      );
    }
    case 'reference':
      return (
        <Select
          {...props}
          value={props.value == null ? null : String(props.value)}
          data={options}
          searchable
          clearable
          placeholder={t('data.form.none')}
        />
      );
    default:
      return <TextInput {...props} />;
  }
}
