import { Button, Checkbox, Menu } from '@mantine/core';
import type { GridApi } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../resourceApi.ts';

export interface ColumnChooserProps {
  api: GridApi<Row> | null;
  onReset(): void;
}

/** Shows and hides columns (the grid saves the layout per user); "default columns" forgets the layout. */
export function ColumnChooser({ api, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<{ id: string; label: string; visible: boolean }[]>([]);
  const read = () =>
    api &&
    setColumns(
      (api.getColumns() ?? []).map((c) => ({
        id: c.getColId(),
        label: api.getDisplayNameForColumn(c, null),
        visible: c.isVisible(),
      })),
    );
  const toggle = (id: string, visible: boolean) => {
    api?.setColumnsVisible([id], visible);
    read();
  };
  return (
    <Menu closeOnItemClick={false} onOpen={read} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" disabled={!api}>
          {t('data.grid.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {columns.map((column) => (
          <Menu.Item key={column.id} component="div">
            <Checkbox
              label={column.label}
              checked={column.visible}
              onChange={(event) => toggle(column.id, event.currentTarget.checked)}
            />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          onClick={() => {
            onReset();
            read();
          }}
        >
          {t('data.grid.resetColumns')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
