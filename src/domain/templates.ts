import { z } from 'zod';
import { EventContentSchema } from './eventContent.ts';
import { MESSAGE_TYPES } from './events.ts';
import { CodeSchema } from './textCatalogue.ts';

const name = z.string().trim().min(1, { message: 'texts.errors.required' }).max(120);

/** A message template as written on /templates; its content is what a new event starts with. */
export const TemplateWriteSchema = z.strictObject({
  name: z.strictObject({ de: name, fr: name, it: name, en: name }),
  messageType: z.enum(MESSAGE_TYPES),
  /** A code of the text catalogue's event types. */
  eventType: CodeSchema,
  usualSquareKilometres: z.number().positive().max(41_285),
  content: EventContentSchema.omit({ area: true, validFrom: true, validUntil: true }),
});
export type TemplateWrite = z.infer<typeof TemplateWriteSchema>;

/** Public contacts offered in the event editor: a phone number or a link, labelled per language. */
export const CONTACT_KINDS = ['phone', 'url'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const label = z.string().trim().min(1, { message: 'texts.errors.required' }).max(120);

export const PublicContactWriteSchema = z.strictObject({
  label: z.strictObject({ de: label, fr: label, it: label, en: label }),
  value: z.string().trim().min(1).max(300),
});
export type PublicContactWrite = z.infer<typeof PublicContactWriteSchema>;

export interface PublicContact extends PublicContactWrite {
  id: number;
  kind: ContactKind;
}

/** A phone number as operators write it (digits, spaces, +, brackets, slash, dash); a link must be https. */
export function contactValueValid(kind: ContactKind, value: string): boolean {
  if (kind === 'phone') return /^\+?[0-9 ()/-]{3,40}$/.test(value);
  return /^https:\/\/[^\s]+$/.test(value) && URL.canParse(value);
}
