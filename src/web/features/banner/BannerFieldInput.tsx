import { Textarea } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutNewlines } from '../../../domain/banner.ts';

export interface BannerFieldInputProps {
  label: string;
  value: string;
  limit: number;
  required: boolean;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
}

// Enter and Shift+Enter would start a new line: banner texts are one line each (SPEC.md §5).
function blockEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * One banner text: wraps while typing but never holds a line break, with a counter against its limit. A text
 * over the limit is kept whole (typed or pasted) and said to be too long at once: cutting it silently would
 * publish a sentence that stops mid-word.
 */
export function BannerFieldInput({
  label,
  value,
  limit,
  required,
  error,
  onChange,
  onBlur,
}: BannerFieldInputProps) {
  const { t } = useTranslation();
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted)) return;
    event.preventDefault();
    const field = event.currentTarget;
    const before = value.slice(0, field.selectionStart);
    const after = value.slice(field.selectionEnd);
    onChange(before + withoutNewlines(pasted) + after);
  };
  const tooLong =
    value.length > limit ? t('banner.form.tooLong', { length: value.length, max: limit }) : null;
  return (
    <Textarea
      label={label}
      value={value}
      required={required}
      autosize
      minRows={1}
      error={tooLong ?? error}
      description={t('banner.form.counter', { length: value.length, max: limit })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onKeyDown={blockEnter}
      onPaste={paste}
      onBlur={onBlur}
      onChange={(event) => onChange(withoutNewlines(event.currentTarget.value))}
    />
  );
}
