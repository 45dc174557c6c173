import { useEffect, useState } from 'react';
import { getDocument, type PDFDocumentProxy } from './pdfjs.ts';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; document: PDFDocumentProxy };

/** Loads the PDF at `url` and releases it when no longer shown. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // Pages are drawn on the main thread: a help manual is small, and a renderer worker would be one more chunk.
    const task = getDocument({ url, disableWorkerRendering: true });
    task.promise.then(
      (document) => current && setState({ status: 'ready', document }),
      (error: unknown) => {
        if (!current) return;
        console.warn('help file not retrieved', url, error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
      void task.destroy();
    };
  }, [url]);
  return state;
}
