import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './focus.module.css';
import { focusPageStart, MAIN_ID, mainRegion } from './pageStart.ts';

/** The first Tab stop of every page: shows when focused and leads past header and menu to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRegion();
    if (!main) return;
    // Not the browser's jump to #main-content: it would add the fragment to the address (a navigation).
    event.preventDefault();
    focusPageStart(main);
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
