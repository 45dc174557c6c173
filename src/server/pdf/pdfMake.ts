import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export type PdfMake = typeof import('pdfmake');
export type DocumentDefinition = Parameters<PdfMake['createPdf']>[0];
let loaded: PdfMake | undefined;

const FONT_FILES = [
  'Roboto-Regular.ttf',
  'Roboto-Medium.ttf',
  'Roboto-Italic.ttf',
  'Roboto-MediumItalic.ttf',
];

/** pdfmake with its Roboto fonts, loaded with the first PDF: a console start does not pay for it. */
export function pdfMake(): PdfMake {
  if (loaded) return loaded;
  // pdfmake is a CommonJS module exporting one instance: its methods are not visible to an ESM import.
  const pdfmake = require('pdfmake') as PdfMake;
  const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
  const fonts = new Set(FONT_FILES.map(font));
  pdfmake.setFonts({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  });
  // Documents are built from our own text only: never let a definition reach other files or URLs.
  pdfmake.setLocalAccessPolicy((path) => fonts.has(path));
  pdfmake.setUrlAccessPolicy(() => false);
  loaded = pdfmake;
  return pdfmake;
}

/** The PDF of a document definition. */
export async function pdfOf(definition: DocumentDefinition): Promise<Buffer> {
  return Buffer.from(await pdfMake().createPdf(definition).getBuffer());
}
