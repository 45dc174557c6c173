import type { ReactNode } from 'react';
import { useOverlayNavigation } from '../../shell/overlays/useOverlayNavigation.ts';
import { BannerJournal } from './BannerJournal.tsx';
import { BannerVersion } from './BannerVersion.tsx';

export const JOURNAL_SEGMENT = 'bannerLogs';

export interface BannerPopupRoutesProps {
  /** The popup's name: `editBanner` or `showBannerPublication`. */
  base: string;
  path: string[];
  /** What the popup shows at its own address. */
  main: (openJournal: () => void) => ReactNode;
}

/** `<base>`, `<base>/bannerLogs` (journal) and `<base>/bannerLogs/<id>` (a past version, read-only). */
export function BannerPopupRoutes({ base, path, main }: BannerPopupRoutesProps) {
  const { openPopup } = useOverlayNavigation();
  const journal = `${base}/${JOURNAL_SEGMENT}`;
  const [segment, id] = path;
  if (segment !== JOURNAL_SEGMENT) return main(() => openPopup(journal));
  const versionId = Number(id);
  if (id && Number.isInteger(versionId) && versionId > 0) {
    return <BannerVersion id={versionId} onBack={() => openPopup(journal)} />;
  }
  return (
    <BannerJournal onOpen={(entry) => openPopup(`${journal}/${entry}`)} onBack={() => openPopup(base)} />
  );
}
