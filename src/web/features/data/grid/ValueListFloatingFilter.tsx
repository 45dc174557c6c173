import { UnstyledButton } from '@mantine/core';
import type { CustomFloatingFilterProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../resourceApi.ts';
import type { ValueListParams } from './ValueListFilter.tsx';
import { type PickedValues, valueLabel } from './valueLists.ts';

type Props = CustomFloatingFilterProps<never, Row, unknown, PickedValues>;

const STYLE = {
  width: '100%',
  height: 28,
  padding: '0 6px',
  border: '1px solid var(--ag-border-color)',
  borderRadius: 4,
  fontSize: 12,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Under the header: the picked values in the user's words; a click opens the value list. */
export function ValueListFloatingFilter({ model, showParentFilter, column, filterParams }: Props) {
  const { t } = useTranslation();
  const { listed } = filterParams as unknown as ValueListParams;
  const text = (model?.values ?? []).map((value) => valueLabel(listed, value, t)).join(', ');
  return (
    <UnstyledButton
      onClick={showParentFilter}
      aria-label={t('data.valueList.open', { column: column.getColDef().headerName })}
      title={text}
      style={STYLE}
    >
      {text || t('data.valueList.all')}
    </UnstyledButton>
  );
}
