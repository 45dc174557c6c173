import { type RefObject, useEffect, useState } from 'react';
import { type PDFDocumentProxy, RenderingCancelledException, type RenderTask } from './pdfjs.ts';

/** A fixed scale, or as wide as `fitWidth` px. */
export type PdfZoom = { kind: 'scale'; scale: number } | { kind: 'fit'; fitWidth: number };

export interface PdfPageState {
  /** The scale the page is drawn at (the fitted one when fitting the width); null before the first drawing. */
  scale: number | null;
  failed: boolean;
}

const MIN_FIT_SCALE = 0.25;

/** Draws page `pageNumber` of `document` into the canvas, sharp on high-density screens. */
export function usePdfPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  zoom: PdfZoom,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): PdfPageState {
  const [state, setState] = useState<PdfPageState>({ scale: null, failed: false });
  const zoomScale = zoom.kind === 'scale' ? zoom.scale : null;
  const fitWidth = zoom.kind === 'fit' ? zoom.fitWidth : null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || fitWidth === 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const draw = async () => {
      const page = await document.getPage(pageNumber);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const scale = zoomScale ?? Math.max(MIN_FIT_SCALE, (fitWidth ?? 0) / natural.width);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas, viewport });
      await task.promise;
      if (!cancelled) setState({ scale, failed: false });
    };
    draw().catch((error: unknown) => {
      if (cancelled || error instanceof RenderingCancelledException) return;
      console.warn('help file page not drawn', pageNumber, error);
      setState({ scale: null, failed: true });
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, zoomScale, fitWidth, canvasRef]);

  return state;
}
