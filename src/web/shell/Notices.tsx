import { Notifications } from '@mantine/notifications';
import classes from './Notices.module.css';

/**
 * Where the console's notices show; a chunk of its own, after the first render (App.tsx). Bottom left, over
 * the side menu's foot and narrow: popups (at most 860 px, centred) keep their titles, close buttons, mode
 * badges and actions clear down to 1280 px. While the wake-up notice shows there, they stack above it
 * (Notices.module.css, the room it takes: NOTICE_SPACE in ui/layers.ts).
 */
export default function Notices() {
  return <Notifications position="bottom-left" containerWidth={200} classNames={{ root: classes.root }} />;
}
