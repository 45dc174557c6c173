import { PICTOGRAM_MEDIA_TYPES, type PictogramMediaType } from './textCatalogue.ts';

/** Why an uploaded image is refused; each is a message key under `texts.errors.image.*`. */
export type ImageProblem =
  | 'wrongType'
  | 'tooLarge'
  | 'notPng'
  | 'notSvg'
  | 'svgScript'
  | 'svgEventHandler'
  | 'svgExternalReference'
  | 'svgEmbeddedContent';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// What an SVG must not carry to be shown in an operator's browser or the public app: anything that runs
// code, loads from elsewhere or embeds other documents. A hit refuses the file (never a silent repair).
const SVG_RULES: { problem: ImageProblem; pattern: RegExp }[] = [
  { problem: 'svgScript', pattern: /<\s*script\b|javascript\s*:|data\s*:\s*text\/html/i },
  { problem: 'svgEventHandler', pattern: /\son[a-z]+\s*=/i },
  {
    problem: 'svgExternalReference',
    pattern: /(?:xlink:)?href\s*=\s*["']\s*(?!#)|url\(\s*["']?\s*(?!#)|@import|<!ENTITY|<!DOCTYPE/i,
  },
  { problem: 'svgEmbeddedContent', pattern: /<\s*(foreignObject|iframe|embed|object|image)\b/i },
];

export function isPictogramMediaType(value: string): value is PictogramMediaType {
  return (PICTOGRAM_MEDIA_TYPES as readonly string[]).includes(value);
}

/**
 * Checks an uploaded pictogram: PNG or SVG by its content (not only by the name it claims), within the
 * global settings' size limit, and an SVG free of scripts, event handlers and external references.
 */
export function imageProblems(mediaType: string, bytes: Uint8Array, maxBytes: number): ImageProblem[] {
  if (!isPictogramMediaType(mediaType)) return ['wrongType'];
  if (bytes.length > maxBytes) return ['tooLarge'];
  if (mediaType === 'image/png') {
    return PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? [] : ['notPng'];
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/<svg[\s>]/i.test(text)) return ['notSvg'];
  return SVG_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.problem);
}
