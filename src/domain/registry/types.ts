import type { z } from 'zod';
import type { Permission } from '../permissions.ts';
import type { ResourceDefinition } from '../resources/types.ts';

/** How a grid column shows and filters its values. */
export type ColumnType = 'text' | 'number' | 'date' | 'boolean' | 'enum' | 'json';

export interface RegistryColumn {
  /** A key of the row schema; its label is `data.<key>.fields.<field>`. */
  readonly field: string;
  readonly type: ColumnType;
  readonly width?: number;
  /** Hidden until the user shows it with the column chooser. */
  readonly hidden?: boolean;
  /** The values of an enum column; each is labelled `<valueLabels>.<value>`. */
  readonly values?: readonly string[];
  /** i18n prefix of the value labels when they live elsewhere than `data.values`. */
  readonly valueLabels?: string;
  /** A short text column (canton, firmware, municipality…) filtered by picking from its values. */
  readonly valueList?: boolean;
  /** A date column of instants written to the second (the audit log: several writes in one minute). */
  readonly seconds?: boolean;
}

/** One input of the detail form; its label is the column label of the same field. */
export interface FormField {
  readonly field: string;
  readonly kind:
    | 'text'
    | 'number'
    | 'boolean'
    | 'enum'
    | 'multiEnum'
    | 'state'
    | 'reference'
    | 'multiReference'
    | 'password';
  /** Choices of enum and multiEnum (labelled `<valueLabels>.<value>`) and state (shown as the code). */
  readonly values?: readonly string[];
  readonly valueLabels?: string;
  /** Registry key whose rows fill a reference select or multi-select (value `id`, label `labelField`). */
  readonly reference?: string;
  /** A multi-reference to rows with an LV95 point (`east`, `north`): shows them on a map of the row's canton. */
  readonly showOnMap?: boolean;
  /** Only when creating (e.g. the first password of a user). */
  readonly createOnly?: boolean;
}

/** What each action needs; an action without a list does not exist for the entity. */
export interface ActionPermissions {
  readonly view: readonly Permission[];
  readonly create?: readonly Permission[];
  readonly edit?: readonly Permission[];
  readonly delete?: readonly Permission[];
}

export type RegistryAction = keyof ActionPermissions;

/**
 * An administered entity of DESIGN.md §4: its /data page (resource), row and write schemas shared by the
 * grid, the form and the server, columns, permissions per action and territory rule. Plain data.
 */
export interface RegistryEntry {
  readonly resource: ResourceDefinition;
  /** `server`: infinite row model with server paging; `client`: all rows loaded once. */
  readonly paging: 'server' | 'client';
  /** One row as the list and detail answer it; always has `id`, editable entities also `version`. */
  readonly row: z.ZodObject;
  readonly create?: z.ZodType;
  /** The update body: the create fields without create-only ones, plus the `version` read. */
  readonly update?: z.ZodType;
  readonly columns: readonly RegistryColumn[];
  readonly form?: readonly FormField[];
  readonly permissions: ActionPermissions;
  /**
   * Row field holding the canton code: cantonal users only see rows of their canton (not CH_ALL). A field
   * of type `json` holds a list of cantons: a row is theirs when the list names their canton.
   */
  readonly territoryField: string | null;
  readonly defaultSort: { readonly field: string; readonly dir: 'asc' | 'desc' };
  /** Administrators may set a new password for a row (application users). */
  readonly passwordReset?: boolean;
  /** Other entries whose rows show this one's fields (the device console): their grids refresh too. */
  readonly shownIn?: readonly string[];
  /** Rows carry an LV95 point (`east`, `north`): a report of them can include a map. */
  readonly mapPoints?: boolean;
  /**
   * Tables of millions of rows (protocols) count matching rows only up to this many: counting them all
   * would cost more than the page. Beyond it the list answers `totalCapped` and the grid scrolls on.
   */
  readonly countCap?: number;
  /** Field shown when another entity's form refers to a row of this one. */
  readonly labelField: string;
}

/** The count cap of the protocols (error, installation, alert-swiss and channel-test logs). */
export const PROTOCOL_COUNT_CAP = 10_000;
