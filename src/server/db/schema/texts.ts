import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { CapCategory } from '../../../domain/cap.ts';
import type { GlobalSettings } from '../../../domain/globalSettings.ts';
import type { ContactKind } from '../../../domain/templates.ts';
import type { CatalogueKind, PictogramKind, PictogramMediaType } from '../../../domain/textCatalogue.ts';
import { bytea } from './bytea.ts';
import type { LocalizedText } from './platform.ts';

/** The text catalogue (SPEC.md /textpictograms): categories, types, impact and behaviour texts. */
export const catalogueEntries = pgTable(
  'catalogue_entry',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<CatalogueKind>().notNull(),
    code: text('code').notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    /** An event type's category code. */
    category: text('category'),
    /** An event type's CAP 1.2 category (ADR 0024). */
    capCategory: text('cap_category').$type<CapCategory>(),
    /** A behaviour's or event type's pictogram code. */
    pictogram: text('pictogram'),
  },
  (t) => [
    unique('catalogue_entry_kind_code_unique').on(t.kind, t.code),
    check(
      'catalogue_entry_kind_check',
      sql`${t.kind} in ('eventcategory', 'eventtype', 'impact', 'behavior')`,
    ),
  ],
);

/** Pictogram images (PNG or checked SVG), one per kind and code. */
export const pictograms = pgTable(
  'pictogram',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PictogramKind>().notNull(),
    code: text('code').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    mediaType: text('media_type').$type<PictogramMediaType>().notNull(),
    image: bytea('image').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    unique('pictogram_kind_code_unique').on(t.kind, t.code),
    check('pictogram_media_type_check', sql`${t.mediaType} in ('image/png', 'image/svg+xml')`),
  ],
);

/** Public contacts the event editor offers: phone numbers and links, labelled per language. */
export const publicContacts = pgTable(
  'public_contact',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContactKind>().notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [check('public_contact_kind_check', sql`${t.kind} in ('phone', 'url')`)],
);

/** The global settings, one row (id 1); missing: the defaults of `globalSettings.ts`. */
export const globalSettings = pgTable(
  'global_setting',
  {
    id: integer('id').primaryKey(),
    value: jsonb('value').$type<GlobalSettings>().notNull(),
  },
  (t) => [check('global_setting_single_row', sql`${t.id} = 1`)],
);
