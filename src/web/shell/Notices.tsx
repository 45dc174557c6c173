import { Notifications } from '@mantine/notifications';

/**
 * Where the console's notices show; a chunk of its own, after the first render (App.tsx). Bottom left, over
 * the side menu's foot and narrow: popups (at most 860 px, centred) keep their titles, close buttons, mode
 * badges and actions clear down to 1280 px, the wake-up banner bottom right too.
 */
export default function Notices() {
  return <Notifications position="bottom-left" containerWidth={200} />;
}
