import type { TFunction } from 'i18next';

/**
 * A device's fault code in words where the console knows it (`monitoring.faultCodes`, the texts of the
 * current-error grids); an unknown code as the device reported it.
 */
export function faultText(code: string | null, t: TFunction): string {
  if (!code) return '';
  const key = `monitoring.faultCodes.${code}`;
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : code;
}
