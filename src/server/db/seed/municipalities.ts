import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { cantonByBfs } from '../../../domain/cantons.ts';
import type { Tx } from '../client.ts';
import { municipalities } from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import { toLv95Polygons } from './geodata.ts';

// 2026 outlines and canton numbers; its attribute file has no names, the 2024 one does (same BFS numbers).
const OUTLINES = 'swiss-maps/2026/ch-combined.json';
const CANTON_FILE = 'swiss-maps/2026/municipalities.dbf';
const NAME_FILE = 'swiss-maps/2024/municipalities.dbf';

type Row = Record<string, string>;

/** The records of a dBASE III file (the attribute table of a shapefile), every value as trimmed text. */
export function dbfRecords(file: Buffer): Row[] {
  const count = file.readUInt32LE(4);
  const headerLength = file.readUInt16LE(8);
  const recordLength = file.readUInt16LE(10);
  const fields: { name: string; length: number }[] = [];
  for (let at = 32; file[at] !== 0x0d; at += 32) {
    fields.push({ name: file.toString('latin1', at, at + 11).replace(/\0.*$/, ''), length: file[at + 16]! });
  }
  return Array.from({ length: count }, (_, index) => {
    let at = headerLength + index * recordLength + 1;
    const row: Row = {};
    for (const { name, length } of fields) {
      row[name] = file
        .toString('utf8', at, at + length)
        .replace(/\0/g, '')
        .trim();
      at += length;
    }
    return row;
  });
}

async function packageFile(path: string): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(path));
}

/** Every municipality of 2026 in LV95 with its canton, bounding box and (where known) its name. */
export async function loadMunicipalities(): Promise<(typeof municipalities.$inferInsert)[]> {
  const topology = JSON.parse((await packageFile(OUTLINES)).toString('utf8')) as Topology<{
    municipalities: GeometryCollection;
  }>;
  const cantonOf = new Map(
    dbfRecords(await packageFile(CANTON_FILE)).map((r) => [Number(r.id), Number(r.KTNR)]),
  );
  const nameOf = new Map(dbfRecords(await packageFile(NAME_FILE)).map((r) => [Number(r.id), r.name ?? '']));
  return feature(topology, topology.objects.municipalities).features.flatMap((f) => {
    const bfsNumber = Number(f.id);
    const canton = cantonByBfs(cantonOf.get(bfsNumber) ?? 0);
    if (!canton || (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon')) return [];
    const polygons = toLv95Polygons(f.geometry);
    const points = polygons.flatMap((p) => p.shell);
    return [
      {
        bfsNumber,
        name: nameOf.get(bfsNumber) || null,
        stateCode: canton.code,
        minE: Math.min(...points.map((p) => p[0])),
        minN: Math.min(...points.map((p) => p[1])),
        maxE: Math.max(...points.map((p) => p[0])),
        maxN: Math.max(...points.map((p) => p[1])),
        polygons,
      },
    ];
  });
}

let loaded: ReturnType<typeof loadMunicipalities> | null = null;

/** Seed step: the municipalities (read once per process: many test databases seed them). */
export async function insertMunicipalities({ tx }: { tx: Tx }): Promise<void> {
  loaded ??= loadMunicipalities();
  const rows = await loaded;
  await bulkInsert(tx, municipalities, rows);
}
