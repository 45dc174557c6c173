import { z } from 'zod';

/** Bounds of the image upload limit an administrator may set (kB). */
export const IMAGE_LIMIT_KB = { min: 10, max: 5120, default: 512 } as const;

const url = z.union([z.url().max(300), z.literal('')]);

/** The global settings (SPEC.md §9): image upload limit, service addresses and the public contact. */
export const GlobalSettingsSchema = z.strictObject({
  imageUploadMaxKb: z.number().int().min(IMAGE_LIMIT_KB.min).max(IMAGE_LIMIT_KB.max),
  urls: z.strictObject({
    /** The public app's website, linked from messages. */
    publicWebsite: url,
    /** The public CAP feed the app and partners read. */
    capFeed: url,
    /** The help desk operators call for the console. */
    helpDesk: url,
  }),
  publicContact: z.strictObject({
    name: z.string().trim().max(120),
    email: z.union([z.email().max(120), z.literal('')]),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+0-9 ()/-]*$/, { message: 'settings.errors.phone' }),
  }),
});
export type GlobalSettings = z.infer<typeof GlobalSettingsSchema>;

export const DEFAULT_SETTINGS: GlobalSettings = {
  imageUploadMaxKb: IMAGE_LIMIT_KB.default,
  urls: { publicWebsite: '', capFeed: '', helpDesk: '' },
  publicContact: { name: '', email: '', phone: '' },
};

/** The currency of SPEC.md §9: CHF for German (Switzerland), EUR for every other locale. */
export function currencyOf(locale: string): 'CHF' | 'EUR' {
  return locale.toLowerCase() === 'de-ch' ? 'CHF' : 'EUR';
}

/** An amount of money in the locale's currency, as that locale writes it. */
export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyOf(locale) }).format(amount);
}
