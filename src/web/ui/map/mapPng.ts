import type OlMap from 'ol/Map.js';

// A CSS matrix(a, b, c, d, e, f) of a layer canvas: how OpenLayers placed it in the viewport.
function matrixOf(canvas: HTMLCanvasElement): DOMMatrix {
  const match = /matrix\(([^)]+)\)/.exec(canvas.style.transform);
  const values = match ? match[1]!.split(',').map(Number) : [1, 0, 0, 1, 0, 0];
  return new DOMMatrix(values);
}

/** Draws every layer canvas of the map into one white PNG with the data source named in a corner. */
function compose(map: OlMap, attribution: string): string {
  const [width = 0, height = 0] = map.getSize() ?? [];
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const context = out.getContext('2d')!;
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, width, height);
  const layers = map.getViewport()?.querySelectorAll<HTMLCanvasElement>('.ol-layer canvas, canvas.ol-layer');
  for (const canvas of Array.from(layers ?? [])) {
    if (!canvas.width) continue;
    const opacity = (canvas.parentNode as HTMLElement | null)?.style.opacity;
    context.globalAlpha = opacity ? Number(opacity) : 1;
    context.setTransform(matrixOf(canvas));
    context.drawImage(canvas, 0, 0);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.font = '11px sans-serif';
  context.fillStyle = '#4B5560';
  context.textAlign = 'right';
  context.fillText(attribution, width - 6, height - 6);
  return out.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

/** The map as a PNG (base64), taken after OpenLayers finished rendering every layer. */
export function mapPng(map: OlMap, attribution: string): Promise<string> {
  return new Promise((resolve, reject) => {
    map.once('rendercomplete', () => {
      try {
        resolve(compose(map, attribution));
      } catch (error) {
        reject(error);
      }
    });
    map.renderSync();
  });
}
