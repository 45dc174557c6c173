import { Button, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AreaTool } from './areaMap.ts';

const DRAWING_TOOLS = ['draw', 'hole', 'modify', 'delete'] as const;

export interface AreaToolbarProps {
  tool: AreaTool;
  hasPolygons: boolean;
  onToolChange(tool: AreaTool): void;
  onClear(): void;
}

/** The drawing tools: a new polygon, a hole in one, moving points, deleting a polygon; and removing all. */
export function AreaToolbar({ tool, hasPolygons, onToolChange, onClear }: AreaToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label={t('events.editor.area.tools')}
        value={tool}
        onChange={(next) => onToolChange(next as AreaTool)}
        data={DRAWING_TOOLS.map((value) => ({
          value,
          label: t(`events.editor.area.tool.${value}`),
          disabled: value !== 'draw' && !hasPolygons,
        }))}
      />
      <Button variant="subtle" color="red" size="xs" disabled={!hasPolygons} onClick={onClear}>
        {t('events.editor.area.clear')}
      </Button>
    </Group>
  );
}
