import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { SirenSignal } from '../../../domain/alarming.ts';
import type { AreaPolygon } from '../../../domain/area.ts';
import { areaSquareKilometres } from '../../../domain/area.ts';
import { inReadingOrder, type PublicationConfirmation, type ReachPreview } from '../../../domain/eventApi.ts';
import { channelOutages } from '../../../domain/eventChannels.ts';
import type { EventContent } from '../../../domain/eventContent.ts';
import { type Language, type OperationMode, STATE_CH } from '../../../domain/session.ts';
import type { Channel, ChannelState } from '../../../domain/systemStatus.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cantons, municipalities, stationarySirens } from '../../db/schema/index.ts';
import { affectedStatesOf, areaPolygons } from './area.ts';
import { areasIntersect, type Box, PreparedArea } from './geometry.ts';

/** How many municipality names the preview lists (the count covers all). */
const MAX_NAMES = 20;

/** A drawn area more than this many times the usual one needs the strong confirmation. */
export const LARGE_AREA_FACTOR = 3;

/** What the confirmation of a publication depends on. */
export interface ConfirmationInput {
  eventId: number | null;
  operationMode: OperationMode;
  content: EventContent;
  owningState: string;
  affectedStates: string[];
  squareKilometres: number;
  /** The template's usual area, or null when the event has no template. */
  usualSquareKilometres: number | null;
}

async function usualArea(db: Db | Tx, input: ConfirmationInput): Promise<number | null> {
  if (input.usualSquareKilometres !== null) return input.usualSquareKilometres;
  if (input.owningState === STATE_CH) return null;
  const [owner] = await db
    .select({ polygons: cantons.polygons })
    .from(cantons)
    .where(eq(cantons.code, input.owningState));
  return owner ? areaSquareKilometres(owner.polygons) : null;
}

/**
 * The confirmation publishing needs (shared decision): strong, typing `LIVE <eventId>`, for an ALARM in
 * LIVE, an area over three times the usual one, or an area reaching a canton outside the owner's. An
 * EXERCISE never needs it: nothing reaches the population (sirens get the command as an exercise only).
 */
export async function confirmationOf(
  db: Db | Tx,
  input: ConfirmationInput,
): Promise<PublicationConfirmation> {
  if (input.operationMode === 'EXERCISE') return { strong: false, pattern: null, reasons: [] };
  const reasons: PublicationConfirmation['reasons'] = [];
  if (input.content.messageType === 'ALARM') reasons.push('liveAlarm');
  const usual = await usualArea(db, input);
  if (usual !== null && input.squareKilometres > LARGE_AREA_FACTOR * usual) reasons.push('largeArea');
  if (input.owningState !== STATE_CH && input.affectedStates.some((s) => s !== input.owningState))
    reasons.push('outsideTerritory');
  const strong = reasons.length > 0;
  return { strong, pattern: strong && input.eventId !== null ? `LIVE ${input.eventId}` : null, reasons };
}

/** The water alarm sounds only on combined sirens (near zones of dams); the other signals on every siren. */
export const soundsSignal = (signal: SirenSignal | null) =>
  signal === 'WATER_ALARM' ? eq(stationarySirens.waterAlarm, true) : undefined;

/** The stationary sirens inside the area that sound the signal, by id. */
export async function sirensInside(
  db: Db | Tx,
  area: PreparedArea,
  signal: SirenSignal | null,
): Promise<{ id: number; stateCode: string }[]> {
  const { box } = area;
  const candidates = await db
    .select({
      id: stationarySirens.id,
      stateCode: stationarySirens.stateCode,
      east: stationarySirens.east,
      north: stationarySirens.north,
    })
    .from(stationarySirens)
    .where(
      and(
        gte(stationarySirens.east, box.minE),
        lte(stationarySirens.east, box.maxE),
        gte(stationarySirens.north, box.minN),
        lte(stationarySirens.north, box.maxN),
        soundsSignal(signal),
      ),
    )
    .orderBy(stationarySirens.id);
  return candidates
    .filter((siren) => area.contains([siren.east, siren.north]))
    .map(({ id, stateCode }) => ({ id, stateCode }));
}

async function sirenCountInside(db: Db | Tx, area: PreparedArea, content: EventContent) {
  const sounding = await sirensInside(db, area, content.channels.sirens);
  const byState: Record<string, number> = {};
  for (const siren of sounding) byState[siren.stateCode] = (byState[siren.stateCode] ?? 0) + 1;
  return { total: sounding.length, byState };
}

/** The count of the municipalities named, and the first names in the reader's order (not by code points). */
function municipalityList(names: (string | null)[], language: Language) {
  const named = names.flatMap((name) => (name ? [name] : []));
  return { count: names.length, names: inReadingOrder(named, language).slice(0, MAX_NAMES) };
}

async function municipalitiesInside(db: Db | Tx, area: PreparedArea, language: Language) {
  const rows = await db.select().from(municipalities).where(boxFilter(area.box));
  const reached = rows.filter((m) => areasIntersect(area, new PreparedArea(m.polygons)));
  return municipalityList(
    reached.map((m) => m.name),
    language,
  );
}

const boxFilter = (box: Box) =>
  and(
    lte(municipalities.minE, box.maxE),
    gte(municipalities.maxE, box.minE),
    lte(municipalities.minN, box.maxN),
    gte(municipalities.maxN, box.minN),
  );

function channelsOf(content: EventContent, mode: OperationMode): ReachPreview['channels'] {
  if (mode === 'EXERCISE') return [];
  const { sirens, publicApp, icaro, socialMedia } = content.channels;
  return [
    ...(sirens ? (['SIRENS'] as const) : []),
    ...(publicApp ? (['PUBLIC_APP'] as const) : []),
    ...(icaro ? (['ICARO'] as const) : []),
    ...(socialMedia ? (['SOCIAL_MEDIA'] as const) : []),
  ];
}

/** The surface the content's area covers (drawn polygons or chosen cantons). */
export async function areaSquareKilometresOf(db: Db | Tx, content: EventContent): Promise<number> {
  const polygons = await areaPolygons(db, content.area);
  return polygons.length ? areaSquareKilometres(polygons) : 0;
}

/** Whole cantons: every siren and municipality of theirs, counted in the database without geometry. */
async function reachOfCantons(db: Db | Tx, content: EventContent, language: Language) {
  const codes = content.area.cantons;
  const rows = await db
    .select({ stateCode: stationarySirens.stateCode, n: count() })
    .from(stationarySirens)
    .where(and(inArray(stationarySirens.stateCode, codes), soundsSignal(content.channels.sirens)))
    .groupBy(stationarySirens.stateCode);
  const names = await db
    .select({ name: municipalities.name })
    .from(municipalities)
    .where(inArray(municipalities.stateCode, codes));
  const byState = Object.fromEntries(rows.map((row) => [row.stateCode, row.n]));
  return {
    sirens: { total: rows.reduce((sum, row) => sum + row.n, 0), byState },
    municipalities: municipalityList(
      names.map((m) => m.name),
      language,
    ),
  };
}

async function reachOfPolygons(
  db: Db | Tx,
  polygons: AreaPolygon[],
  content: EventContent,
  language: Language,
) {
  if (polygons.length === 0)
    return { sirens: { total: 0, byState: {} }, municipalities: { count: 0, names: [] } };
  const area = new PreparedArea(polygons);
  return {
    sirens: await sirenCountInside(db, area, content),
    municipalities: await municipalitiesInside(db, area, language),
  };
}

function reachedBy(db: Db | Tx, content: EventContent, language: Language) {
  const { polygons, cantons: chosen } = content.area;
  return polygons.length === 0 && chosen.length > 0
    ? reachOfCantons(db, content, language)
    : reachOfPolygons(db, polygons, content, language);
}

/** What a reach preview depends on besides the content: the confirmation's input and the reader's language. */
type ReachContext = Omit<ConfirmationInput, 'content' | 'affectedStates' | 'squareKilometres'> & {
  /** The reader's language: the municipalities' names are in its alphabetical order. */
  language: Language;
};

/**
 * What publishing `content` would reach (shown before submit and before the approval that publishes),
 * with the chosen channels that `channelStates` (the server's last checks) say cannot carry it (in
 * EXERCISE none: no channel carries anything by design) and the owner's canton, so that a reason naming it
 * holds for every reader (the owner, another canton, the Confederation).
 */
export async function reachOf(
  db: Db | Tx,
  content: EventContent,
  { language, ...context }: ReachContext,
  channelStates: Record<Channel, ChannelState>,
): Promise<ReachPreview> {
  const polygons: AreaPolygon[] = await areaPolygons(db, content.area);
  const affectedStates = await affectedStatesOf(db, content.area);
  const squareKilometres = polygons.length ? areaSquareKilometres(polygons) : 0;
  const reached = await reachedBy(db, content, language);
  const exercise = context.operationMode === 'EXERCISE';
  return {
    areaSquareKilometres: squareKilometres,
    cantons: affectedStates,
    municipalities: reached.municipalities,
    sirens: { ...reached.sirens, signal: content.channels.sirens },
    channels: channelsOf(content, context.operationMode),
    channelOutages: exercise ? [] : channelOutages(content.channels, channelStates),
    exercise,
    confirmation: await confirmationOf(db, { ...context, content, affectedStates, squareKilometres }),
    owningState: context.owningState,
  };
}
