import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './editor.module.css';

/** A titled part of the editor form, a landmark for screen readers. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
