import type { MapSeverity } from '../../../../domain/events.ts';
import { BORDER, cantonFill, HIGHLIGHT } from './cantonStyles.ts';
import { type MapTile, tilesFor } from './mapTiles.ts';

/** A canton ready to draw: its SVG path in the view's metres. */
export interface CantonShape {
  code: string;
  path: string;
}

export interface CantonShapesProps {
  shapes: readonly CantonShape[];
  severities: ReadonlyMap<string, MapSeverity>;
  /** The canton whose tooltip is shown: outlined on top of the others. */
  highlighted: string | null;
  /** Over a base map the fills are see-through. */
  translucent: boolean;
}

/** The cantons as SVG paths, filled by severity; each carries its code for the pointer to find. */
export function CantonShapes({ shapes, severities, highlighted, translucent }: CantonShapesProps) {
  const outlined = shapes.find((shape) => shape.code === highlighted);
  return (
    <g stroke={BORDER} strokeLinejoin="round" fillRule="evenodd">
      {shapes.map((shape) => (
        <path
          key={shape.code}
          d={shape.path}
          data-canton={shape.code}
          fill={cantonFill(severities.get(shape.code), translucent)}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {outlined && (
        <path
          d={outlined.path}
          fill="none"
          stroke={HIGHLIGHT}
          strokeWidth={3}
          pointerEvents="none"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** The base map under the cantons, at the one zoom that suits the frame's width. */
export function BaseTiles({ template, width }: { template: string; width: number }) {
  const tiles: MapTile[] = tilesFor(template, width);
  return (
    <g pointerEvents="none">
      {tiles.map((tile) => (
        <image
          key={tile.href}
          href={tile.href}
          x={tile.x}
          y={tile.y}
          width={tile.size}
          height={tile.size}
          preserveAspectRatio="none"
        />
      ))}
    </g>
  );
}
