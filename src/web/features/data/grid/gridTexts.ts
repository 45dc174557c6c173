import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every text AG Grid shows or reads out with the modules the console registers (filters, overlays,
 * paging, screen-reader labels); each one comes from `data.gridText.<key>` in the console's language,
 * so none of the grid's English defaults reaches an operator.
 */
export const GRID_TEXT_KEYS = [
  // Overlays
  'loadingOoo',
  'noRowsToShow',
  'noMatchingRows',
  'loadingError',
  // Text, number and date filters
  'applyFilter',
  'clearFilter',
  'resetFilter',
  'cancelFilter',
  'textFilter',
  'numberFilter',
  'dateFilter',
  'filterOoo',
  'empty',
  'equals',
  'notEqual',
  'lessThan',
  'greaterThan',
  'lessThanOrEqual',
  'greaterThanOrEqual',
  'inRange',
  'inRangeStart',
  'inRangeEnd',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
  'before',
  'after',
  'andCondition',
  'orCondition',
  'dateFormatOoo',
  'invalidDate',
  'invalidNumber',
  // Paging
  'page',
  'of',
  'to',
  'more',
  'firstPage',
  'previousPage',
  'nextPage',
  'lastPage',
  'pageSizeSelectorLabel',
  'pageLastRowUnknown',
  // Screen-reader labels
  'ariaFilterInput',
  'ariaFilterMenuOpen',
  'ariaFilterValue',
  'ariaFilteringOperator',
  'ariaDateFilterInput',
  'ariaColumnFiltered',
  'ariaFilterColumn',
  'ariaLabelColumnFilter',
  'ariaLabelColumnMenu',
  'ariaMenuColumn',
  'ariaSortableColumn',
  'ariaLabelInputClear',
  'ariaPageSizeSelectorLabel',
  'ariaSkeletonCellLoading',
  'ariaSkeletonCellLoadingFailed',
  // Numbers as Swiss operators write them
  'thousandSeparator',
  'decimalSeparator',
] as const;

/** The grid's `localeText` in the language shown; a grid keyed by the language picks up a switch. */
export function useGridTexts(): Record<string, string> {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language only.
  return useMemo(
    () => Object.fromEntries(GRID_TEXT_KEYS.map((key) => [key, t(`data.gridText.${key}`)])),
    [t, i18n.language],
  );
}
