import { useEffect, useId, useState } from 'react';
import { cantonTooltip, type DashboardEvent } from '../../../../domain/events.ts';
import { useLanguage } from '../../../i18n.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import { CantonFocusList } from './CantonFocusList.tsx';
import { CantonTooltip } from './CantonTooltip.tsx';
import type { MapLayout, Pixel } from './mapView.ts';

export interface CantonMapOverlayProps {
  states: readonly MapState[];
  events: readonly DashboardEvent[];
  layout: MapLayout;
  /** The canton under the mouse pointer or finger, and where. */
  pointer: { code: string; pixel: Pixel } | null;
  /** The canton whose tooltip is wanted (focus first, then pointer), for the map to outline it. */
  onShownChange(code: string | null): void;
}

/** What sits on top of the map canvas: the cantons' keyboard targets and the tooltip of one canton. */
export function CantonMapOverlay({ states, events, layout, pointer, onShownChange }: CantonMapOverlayProps) {
  const language = useLanguage();
  const tooltipId = useId();
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [lastShown, setLastShown] = useState<string | null>(null);

  const shown = focused ?? pointer?.code ?? null;
  // Escape hides the tooltip until the pointer or the focus moves on to another canton.
  if (shown !== lastShown) {
    setLastShown(shown);
    setDismissed(false);
  }
  useEffect(() => onShownChange(shown), [onShownChange, shown]);
  const at = focused ? layout.anchors.get(focused) : pointer?.pixel;
  const state = states.find((s) => s.code === shown);
  const open = state && at && !dismissed ? { state, at } : null;

  return (
    <>
      <CantonFocusList
        states={states}
        anchors={layout.anchors}
        described={open ? { code: open.state.code, tooltipId } : null}
        onFocusCanton={setFocused}
        onToggle={() => setDismissed(!dismissed)}
        onDismiss={() => setDismissed(true)}
      />
      {open && (
        <CantonTooltip
          id={tooltipId}
          cantonName={open.state.name[language]}
          tooltip={cantonTooltip(events, open.state.code)}
          at={open.at}
          frameSize={layout.size}
        />
      )}
    </>
  );
}
