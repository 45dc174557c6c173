import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PdfToolbar } from './PdfToolbar.tsx';
import classes from './PdfViewer.module.css';
import type { PDFDocumentProxy } from './pdfjs.ts';
import { pageWithin, zoomedIn, zoomedOut } from './pdfPaging.ts';
import { usePdfDocument } from './usePdfDocument.ts';
import { type PdfZoom, usePdfPage } from './usePdfPage.ts';

// Room left beside a fitted page for the padding of the page area and a vertical scroll bar.
const FIT_MARGIN = 40;

type ZoomChoice = { kind: 'fit' } | { kind: 'scale'; scale: number };

type Command = 'previous' | 'next' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fitWidth';

/** The viewer's keys while its page area has the focus. */
const KEY_COMMANDS: Record<string, Command> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'fitWidth',
};

function PdfPages({
  document,
  fileName,
  fileUrl,
}: {
  document: PDFDocumentProxy;
  fileName: string;
  fileUrl: string;
}) {
  const { t } = useTranslation();
  const pages = document.numPages;
  const [page, setPage] = useState(1);
  const [choice, setChoice] = useState<ZoomChoice>({ kind: 'fit' });
  const canvas = useRef<HTMLCanvasElement>(null);
  const area = useElementSize<HTMLElement>();
  const zoom: PdfZoom =
    choice.kind === 'fit' ? { kind: 'fit', fitWidth: Math.max(0, area.width - FIT_MARGIN) } : choice;
  const drawn = usePdfPage(document, page, zoom, canvas);
  const scale = drawn.scale ?? 1;

  const goTo = (target: number) => setPage(pageWithin(target, pages));
  const zoomIn = () => setChoice({ kind: 'scale', scale: zoomedIn(scale) });
  const zoomOut = () => setChoice({ kind: 'scale', scale: zoomedOut(scale) });
  const fitWidth = () => setChoice({ kind: 'fit' });
  const commands: Record<Command, () => void> = {
    previous: () => goTo(page - 1),
    next: () => goTo(page + 1),
    first: () => goTo(1),
    last: () => goTo(pages),
    zoomIn,
    zoomOut,
    fitWidth,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = KEY_COMMANDS[event.key];
    if (!command || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    commands[command]();
  };

  return (
    <div className={classes.viewer}>
      <PdfToolbar
        page={page}
        pages={pages}
        scale={drawn.scale}
        fitting={choice.kind === 'fit'}
        fileUrl={fileUrl}
        onPage={goTo}
        onZoomIn={zoomIn}
        onZoomOut={zoomOut}
        onFitWidth={fitWidth}
      />
      {drawn.failed && <LoadFailure messageKey="help.viewer.loadFailed" />}
      <section
        ref={area.ref}
        className={classes.pages}
        aria-label={t('help.viewer.pageArea', { file: fileName })}
        aria-keyshortcuts="ArrowLeft ArrowRight Home End + - 0"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling page area must be reachable by keyboard
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <canvas
          ref={canvas}
          className={classes.canvas}
          role="img"
          aria-label={t('help.viewer.pageImage', { page, pages, file: fileName })}
        />
      </section>
    </div>
  );
}

interface PdfFileProps {
  fileName: string;
  fileUrl: string;
}

function PdfFile({ fileName, fileUrl, onRetry }: PdfFileProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const loaded = usePdfDocument(fileUrl);
  if (loaded.status === 'loading') return <Loading label={t('help.viewer.loading')} />;
  if (loaded.status === 'failed')
    return <LoadFailure messageKey="help.viewer.loadFailed" onRetry={onRetry} />;
  return <PdfPages document={loaded.document} fileName={fileName} fileUrl={fileUrl} />;
}

/** Shows a help PDF page by page with zoom; pdf.js comes with this component's chunk only. */
export function PdfViewer({ fileName, fileUrl }: PdfFileProps) {
  // A new attempt mounts a fresh loader, which fetches the file again.
  const [attempt, setAttempt] = useState(0);
  return (
    <PdfFile key={attempt} fileName={fileName} fileUrl={fileUrl} onRetry={() => setAttempt((n) => n + 1)} />
  );
}
