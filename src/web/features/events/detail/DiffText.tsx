import { Text } from '@mantine/core';
import type { DiffPart } from './textDiff.ts';

// A little room around each change keeps a deletion and the insertion beside it apart.
const CHANGE = { padding: '0 2px', borderRadius: 2 };
const INSERTED = {
  ...CHANGE,
  background: 'var(--mantine-color-green-1)',
  color: 'var(--mantine-color-green-9)',
  textDecoration: 'none',
};
const DELETED = {
  ...CHANGE,
  background: 'var(--mantine-color-red-1)',
  color: 'var(--mantine-color-red-9)',
};

/** A text with its insertions (green, <ins>) and deletions (red, struck through, <del>) in place. */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'inserted')
          return (
            <ins key={key} style={INSERTED}>
              {part.text}
            </ins>
          );
        if (part.kind === 'deleted')
          return (
            <del key={key} style={DELETED}>
              {part.text}
            </del>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </Text>
  );
}
