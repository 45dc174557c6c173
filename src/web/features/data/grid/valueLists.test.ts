import type { GridApi } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { LOADED_VALUES_CAP } from '../../../../domain/registry/query.ts';
import type { Row } from '../resourceApi.ts';
import { loadedValues } from './valueLists.ts';

const gridOf = (rows: Partial<Row>[]) =>
  ({
    forEachNode: (visit: (node: { data: Partial<Row> }) => void) => {
      for (const data of rows) visit({ data });
    },
  }) as unknown as GridApi<Row>;

describe('value lists of loaded rows', () => {
  it('lists each value once, sorted, without empty cells', () => {
    const grid = gridOf([
      { stateCode: 'ZH' },
      { stateCode: 'BE' },
      { stateCode: 'ZH' },
      { stateCode: null },
      {},
    ]);
    expect(loadedValues(grid, 'stateCode')).toEqual({ values: ['BE', 'ZH'], truncated: false });
  });

  it('keeps the first 250 values and says the list was cut', () => {
    const grid = gridOf(
      Array.from({ length: 300 }, (_, i) => ({ name: `Ort ${String(i).padStart(3, '0')}` })),
    );
    const list = loadedValues(grid, 'name');
    expect(list.values).toHaveLength(LOADED_VALUES_CAP);
    expect(list.values[0]).toBe('Ort 000');
    expect(list.values.at(-1)).toBe('Ort 249');
    expect(list.truncated).toBe(true);
  });
});
