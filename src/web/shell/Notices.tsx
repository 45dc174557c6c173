import { Notifications } from '@mantine/notifications';

/** Where the console's notices show; a chunk of its own, after the first render (App.tsx). */
export default function Notices() {
  return <Notifications position="top-right" />;
}
