import type { OverlayContentProps } from '../../shell/overlays/overlayContentProps.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { helpFileUrl, isHelpFileName } from './manuals.ts';
import { PdfViewer } from './PdfViewer.tsx';

/** Dialog content `helpdisplay/<file>`: the help file in the PDF viewer. */
export function HelpDisplay({ path }: OverlayContentProps) {
  const [fileName] = path;
  if (path.length !== 1 || !isHelpFileName(fileName))
    return <LoadFailure messageKey="help.viewer.loadFailed" />;
  return <PdfViewer key={fileName} fileName={fileName} fileUrl={helpFileUrl(fileName)} />;
}
