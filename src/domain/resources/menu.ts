/**
 * The side menu's groups in display order (SPEC.md §2 "Menu and header"), each with its subgroups in order.
 * A group without subgroups lists its entries directly.
 */
export const MENU_GROUPS = {
  personsOrganisations: [],
  assets: ['locations', 'sirens', 'components'],
  monitoring: ['currentValues', 'protocols'],
  alarming: [],
  sirenTest: ['active', 'management'],
  updateManagement: [],
  messageTemplates: ['templates', 'contacts', 'textPictograms'],
  socialMedia: [],
} as const satisfies Record<string, readonly string[]>;

export type MenuGroup = keyof typeof MENU_GROUPS;
export type MenuSubgroup<G extends MenuGroup = MenuGroup> = (typeof MENU_GROUPS)[G][number];

/** Where an entry sits in the side menu; the subgroup must belong to the group. */
export type MenuPlacement = {
  [G in MenuGroup]: MenuSubgroup<G> extends never ? { group: G } : { group: G; subgroup: MenuSubgroup<G> };
}[MenuGroup];

export const MENU_GROUP_ORDER = Object.keys(MENU_GROUPS) as MenuGroup[];
