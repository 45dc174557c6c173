import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventArea } from '../../../../domain/eventContent.ts';
import { AreaToolbar } from './AreaToolbar.tsx';
import { CantonChooser } from './CantonChooser.tsx';
import type { AreaEditing, AreaKind } from './useAreaEditing.ts';

const KINDS: readonly AreaKind[] = ['drawn', 'cantons'];

/** Above the map: drawn area or whole cantons, then the drawing tools or the canton list, and a hint. */
export function AreaEditControls({ value, editing }: { value: EventArea; editing: AreaEditing }) {
  const { t } = useTranslation();
  const { kind, tool } = editing;
  return (
    <>
      <SegmentedControl
        aria-label={t('events.editor.area.kind')}
        value={kind}
        onChange={(next) => editing.switchKind(next as AreaKind)}
        data={KINDS.map((k) => ({ value: k, label: t(`events.editor.area.kinds.${k}`) }))}
        w="fit-content"
      />
      {kind === 'drawn' ? (
        <AreaToolbar
          tool={tool}
          hasPolygons={value.polygons.length > 0}
          onToolChange={editing.setTool}
          onClear={() => editing.setPolygons([])}
        />
      ) : (
        <CantonChooser value={value.cantons} onChange={editing.setCantons} />
      )}
      <Text size="sm" c="dimmed">
        {t(`events.editor.area.hint.${kind === 'cantons' ? 'cantons' : tool}`)}
      </Text>
    </>
  );
}
