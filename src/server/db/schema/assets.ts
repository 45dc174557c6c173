import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Sites with a map point in LV95 (SPEC.md "Assets, locations"). */
export const locations = pgTable(
  'location',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    stateCode: text('state_code').notNull(),
    municipality: text('municipality').notNull(),
    address: text('address'),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('location_state_idx').on(t.stateCode)],
);

export const sirenModels = pgTable('siren_model', {
  id: serial('id').primaryKey(),
  manufacturer: text('manufacturer').notNull(),
  name: text('name').notNull(),
  drive: text('drive').notNull(),
  soundPowerDb: integer('sound_power_db').notNull(),
  rangeMetres: integer('range_metres').notNull(),
  batteryBackup: boolean('battery_backup').notNull(),
  updatedAt: updatedAt(),
});

/** Stationary sirens, each inside its canton's polygon. */
export const stationarySirens = pgTable(
  'stationary_siren',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    municipality: text('municipality').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => sirenModels.id),
    operationalState: text('operational_state').notNull(),
    /** Combined siren: also sounds the water alarm (near zones of dams). */
    waterAlarm: boolean('water_alarm').notNull().default(false),
    commissionedOn: date('commissioned_on').notNull(),
    remark: text('remark'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stationary_siren_state_idx').on(t.stateCode),
    index('stationary_siren_model_idx').on(t.modelId),
  ],
);

/** Sirens mounted on vehicles or carried by civil protection; kept at a home base. */
export const mobileSirens = pgTable(
  'mobile_siren',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    stateCode: text('state_code').notNull(),
    homeBase: text('home_base').notNull(),
    carrier: text('carrier').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => sirenModels.id),
    operationalState: text('operational_state').notNull(),
    commissionedOn: date('commissioned_on').notNull(),
    remark: text('remark'),
    updatedAt: updatedAt(),
  },
  (t) => [index('mobile_siren_state_idx').on(t.stateCode)],
);

/** Who operates a stationary siren on site and since when (the management right, SPEC.md §6). */
export const sirenOperations = pgTable(
  'siren_operation',
  {
    id: serial('id').primaryKey(),
    sirenId: integer('siren_id')
      .notNull()
      .references(() => stationarySirens.id, { onDelete: 'cascade' }),
    operator: text('operator').notNull(),
    contactPhone: text('contact_phone'),
    validFrom: date('valid_from').notNull(),
    remark: text('remark'),
    updatedAt: updatedAt(),
  },
  (t) => [index('siren_operation_siren_idx').on(t.sirenId)],
);

/** A set of stationary sirens of one canton triggered together (whole canton, water alarm zone, region). */
export const sirenGroups = pgTable(
  'siren_group',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    purpose: text('purpose').notNull(),
    description: text('description'),
    updatedAt: updatedAt(),
  },
  (t) => [index('siren_group_state_idx').on(t.stateCode)],
);

export const sirenGroupMembers = pgTable(
  'siren_group_member',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => sirenGroups.id, { onDelete: 'cascade' }),
    sirenId: integer('siren_id')
      .notNull()
      .references(() => stationarySirens.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.sirenId] }),
    index('siren_group_member_siren_idx').on(t.sirenId),
  ],
);

/** Field components (FGP): the remote control at each stationary siren. */
export const fieldComponents = pgTable(
  'field_component',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    sirenId: integer('siren_id')
      .notNull()
      .unique()
      .references(() => stationarySirens.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    firmware: text('firmware').notNull(),
    radioAddress: text('radio_address').notNull(),
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('field_component_siren_idx').on(t.sirenId)],
);

/** Control components (KGP): command devices at police centres, dam operators and mobile command units. */
export const controlComponents = pgTable(
  'control_component',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    kind: text('kind').notNull(),
    firmware: text('firmware').notNull(),
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('control_component_state_idx').on(t.stateCode)],
);

/** Communication components (KSP): servers linking the networks, central (CH) or per canton. */
export const communicationComponents = pgTable('communication_component', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  stateCode: text('state_code').notNull(),
  role: text('role').notNull(),
  hostName: text('host_name').notNull(),
  firmware: text('firmware').notNull(),
  state: text('state').notNull(),
  updatedAt: updatedAt(),
});

// Communication channels and operators look the same for field and control components.
const channelColumns = () => ({
  channel: text('channel').notNull(),
  address: text('address').notNull(),
  state: text('state').notNull(),
  lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
const operationColumns = () => ({
  operator: text('operator').notNull(),
  contactPhone: text('contact_phone'),
  validFrom: date('valid_from').notNull(),
  remark: text('remark'),
  updatedAt: updatedAt(),
});

/** The channels a field component is reached on (Polycom radio, RDS, mobile network). */
export const fieldComponentChannels = pgTable(
  'field_component_channel',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => fieldComponents.id, { onDelete: 'cascade' }),
    ...channelColumns(),
  },
  (t) => [index('field_component_channel_component_idx').on(t.componentId)],
);

export const controlComponentChannels = pgTable(
  'control_component_channel',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => controlComponents.id, { onDelete: 'cascade' }),
    ...channelColumns(),
  },
  (t) => [index('control_component_channel_component_idx').on(t.componentId)],
);

/** Who operates a field component on site (its management right). */
export const fieldComponentOperations = pgTable(
  'field_component_operation',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => fieldComponents.id, { onDelete: 'cascade' }),
    ...operationColumns(),
  },
  (t) => [index('field_component_operation_component_idx').on(t.componentId)],
);

export const controlComponentOperations = pgTable(
  'control_component_operation',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => controlComponents.id, { onDelete: 'cascade' }),
    ...operationColumns(),
  },
  (t) => [index('control_component_operation_component_idx').on(t.componentId)],
);

/**
 * What the device administrators keep about each field device (exactly one of FGP, KGP or KSP): taken
 * out of service with a reason and since when, and their note. Removed with its device.
 */
export const deviceAdministration = pgTable(
  'device_administration',
  {
    id: serial('id').primaryKey(),
    fieldComponentId: integer('field_component_id')
      .unique()
      .references(() => fieldComponents.id, { onDelete: 'cascade' }),
    controlComponentId: integer('control_component_id')
      .unique()
      .references(() => controlComponents.id, { onDelete: 'cascade' }),
    communicationComponentId: integer('communication_component_id')
      .unique()
      .references(() => communicationComponents.id, { onDelete: 'cascade' }),
    outOfService: boolean('out_of_service').notNull().default(false),
    outOfServiceReason: text('out_of_service_reason'),
    outOfServiceSince: timestamp('out_of_service_since', { withTimezone: true }),
    adminNote: text('admin_note'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'device_administration_one_device',
      sql`num_nonnulls(${t.fieldComponentId}, ${t.controlComponentId}, ${t.communicationComponentId}) = 1`,
    ),
  ],
);
