// pdf.js and its worker are imported only here, so that they load with the help viewer and nowhere else.
import { GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
export { getDocument, RenderingCancelledException } from 'pdfjs-dist';
