import { Progress } from '@mantine/core';

interface UpdateProgressProps {
  /** What the bar shows, for assistive technology. */
  label: string;
  done: number;
  inFlight: number;
  failed: number;
  total: number;
}

/** Devices done (green), in flight (blue, moving) and failed (red) out of `total`, as one bar. */
export function UpdateProgress({ label, done, inFlight, failed, total }: UpdateProgressProps) {
  const share = (n: number) => (total === 0 ? 0 : (n * 100) / total);
  return (
    <Progress.Root size="lg" aria-label={label}>
      <Progress.Section value={share(done)} color="green" />
      <Progress.Section value={share(inFlight)} color="blue" animated />
      <Progress.Section value={share(failed)} color="red" />
    </Progress.Root>
  );
}
