import { Center, Loader } from '@mantine/core';

/** A spinner for a part of a page or window that is still loading; `label` is read by screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <Center p="xl" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
