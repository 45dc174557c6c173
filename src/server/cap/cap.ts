import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import {
  ALL_CLEAR_LEVEL,
  CAP_LEVEL,
  type CapCategory,
  capHeadline,
  capLanguage,
  capStatusOf,
} from '../../domain/cap.ts';
import type { MessageType } from '../../domain/events.ts';
import { lv95ToWgs84 } from '../../domain/lv95.ts';
import type { Language, OperationMode } from '../../domain/session.ts';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

/** A ring of [E, N] points in LV95 metres, as the console stores areas. */
export type Lv95Ring = [number, number][];

export interface CapArea {
  description: string;
  /** Outer rings of the area (CAP 1.2 has no holes: a hole is covered by its outer ring). */
  rings: Lv95Ring[];
  /** Canton codes the area reaches, sent as geocodes. */
  cantons: string[];
}

/** The texts of one language of a published event version. */
export interface CapTexts {
  language: Language;
  /** Who the message comes from, named in this language. */
  senderName: string;
  event: string;
  headline: string;
  description: string;
  instruction: string;
  areaDescription: string;
  contact?: string;
  web?: string;
}

export interface CapReference {
  sender: string;
  identifier: string;
  sent: Date;
}

/** One published version of an event, with everything its CAP message says. */
export interface CapMessageInput {
  identifier: string;
  sender: string;
  sent: Date;
  operationMode: OperationMode;
  msgType: 'Alert' | 'Update' | 'Cancel';
  messageType: MessageType;
  /** The message calls the danger off: responseType AllClear and the all-clear's level, whatever the type. */
  allClear?: boolean;
  category: CapCategory;
  references: CapReference[];
  /** When the danger begins (the event's validity start), if not at once. */
  onset?: Date;
  expires?: Date;
  texts: CapTexts[];
  area: Omit<CapArea, 'description'>;
}

/** CAP dateTime: local Swiss time with its offset and no fractions ("2026-11-23T10:15:00+01:00"). */
export function capDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** A CAP polygon: closed ring of "lat,lon" pairs in WGS84. */
export function capPolygon(ring: Lv95Ring): string {
  const points = ring.map(([e, n]) => lv95ToWgs84(e, n));
  const first = points[0];
  const last = points.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push(first);
  return points.map(([lon, lat]) => `${lat},${lon}`).join(' ');
}

function addInfo(alert: XMLBuilder, input: CapMessageInput, texts: CapTexts) {
  const level = input.allClear ? ALL_CLEAR_LEVEL : CAP_LEVEL[input.messageType];
  const info = alert.ele('info');
  info.ele('language').txt(capLanguage(texts.language));
  info.ele('category').txt(input.category);
  info.ele('event').txt(texts.event);
  if (input.allClear) info.ele('responseType').txt('AllClear');
  info.ele('urgency').txt(level.urgency);
  info.ele('severity').txt(level.severity);
  info.ele('certainty').txt(level.certainty);
  if (input.onset) info.ele('onset').txt(capDateTime(input.onset));
  if (input.expires) info.ele('expires').txt(capDateTime(input.expires));
  info.ele('senderName').txt(texts.senderName);
  info.ele('headline').txt(capHeadline(texts.headline, texts.language, input.operationMode));
  info.ele('description').txt(texts.description);
  if (texts.instruction) info.ele('instruction').txt(texts.instruction);
  if (texts.web) info.ele('web').txt(texts.web);
  if (texts.contact) info.ele('contact').txt(texts.contact);
  const area = info.ele('area');
  area.ele('areaDesc').txt(texts.areaDescription);
  for (const ring of input.area.rings) area.ele('polygon').txt(capPolygon(ring));
  for (const canton of input.area.cantons) {
    const geocode = area.ele('geocode');
    geocode.ele('valueName').txt('CANTON');
    geocode.ele('value').txt(canton);
  }
}

/** The CAP 1.2 message of one published version: one `info` per language (validated in the tests). */
export function capMessage(input: CapMessageInput): string {
  const alert = create({ version: '1.0', encoding: 'UTF-8' }).ele(CAP_NAMESPACE, 'alert');
  alert.ele('identifier').txt(input.identifier);
  alert.ele('sender').txt(input.sender);
  alert.ele('sent').txt(capDateTime(input.sent));
  alert.ele('status').txt(capStatusOf(input.operationMode));
  alert.ele('msgType').txt(input.msgType);
  alert.ele('scope').txt('Public');
  if (input.references.length > 0) {
    alert
      .ele('references')
      .txt(input.references.map((r) => `${r.sender},${r.identifier},${capDateTime(r.sent)}`).join(' '));
  }
  for (const texts of input.texts) addInfo(alert, input, texts);
  return alert.end({ prettyPrint: true });
}
