// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the web build, once, at the
// strongest levels: the server then sends them as they are (`preCompressed`), at no cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
// Below this size the copies would save less than the headers they cost.
const MIN_BYTES = 1024;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Compresses every text file of `dir` (recursively); returns how many it wrote. */
export function precompress(dir: string): number {
  const files = filesOf(dir).filter((f) => TEXT.test(f) && statSync(f).size >= MIN_BYTES);
  for (const file of files) {
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
  return files.length;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist/web');
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
