// What a page of the built web app fetches before it shows, and how many bytes that is once compressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by source or `_shared` name. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys a page needs that are missing from the build (renamed or no longer a chunk of their own). */
export function missingSources(manifest: Manifest, sources: readonly string[]): string[] {
  return sources.filter((source) => !manifest[source]);
}

/**
 * The JS and CSS files fetched before a page shows: the entry and the page's own chunks (lazy routes,
 * lazy parts shown at once) with everything they import statically; dynamic imports stay out.
 */
export function initialFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...sources]) visit(key);
  return [...files];
}

/** Sizes as served: gzip at level 9 and brotli at quality 11, as precompressed files are made. */
export function sizeOf(outDir: string, file: string): FileSize {
  const content = readFileSync(join(outDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function total(sizes: readonly FileSize[]): Omit<FileSize, 'file'> {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((n, size) => n + size[key], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
