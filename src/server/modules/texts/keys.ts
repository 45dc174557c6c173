/** Message keys of the texts area's problems (src/web/locales/<lang>.json, area `texts`). */
export const TEXTS_KEYS = {
  notFound: 'texts.errors.notFound',
  inUse: 'texts.errors.inUse',
  unknownCategory: 'texts.errors.unknownCategory',
  capCategory: 'texts.errors.capCategory',
  unknownPictogram: 'texts.errors.unknownPictogram',
  badBase64: 'texts.errors.image.badBase64',
  templateInUse: 'texts.errors.templateInUse',
  contactValue: 'texts.errors.contactValue',
  importBadEntry: 'texts.import.badEntry',
  importBadEntryAt: 'texts.import.badEntryAt',
  importBadPictogramAt: 'texts.import.badPictogramAt',
  importDuplicate: 'texts.import.duplicate',
} as const;

export const imageKey = (problem: string) => `texts.errors.image.${problem}`;
