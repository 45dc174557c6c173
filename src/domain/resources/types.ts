import type { Permission } from '../permissions.ts';
import type { MenuPlacement } from './menu.ts';

/**
 * One administered entity: a page under /data (SPEC.md §2 "Data routes"). Plain serialisable data; the menu
 * entry, the route, its guard and later the grid and REST routes are all derived from it (DESIGN.md §4).
 */
export interface ResourceDefinition {
  /** Route segment under /data, collection name under {SCC}/data and i18n name (`menu.data.<key>`). */
  readonly key: string;
  readonly menu: MenuPlacement;
  /** Needed to see the page, its menu entry and its rows. */
  readonly viewPermission: Permission;
  /** Shown only while a siren test is active (SPEC.md §6). */
  readonly needsActiveSirenTest?: boolean;
}
