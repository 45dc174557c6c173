import {
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  type ColDef,
  ColumnApiModule,
  CustomFilterModule,
  DateFilterModule,
  InfiniteRowModelModule,
  LocaleModule,
  type Module,
  NumberFilterModule,
  QuickFilterModule,
  RowApiModule,
  RowStyleModule,
  TextFilterModule,
  TooltipModule,
} from 'ag-grid-community';

/** Only the grid features the data pages use (NOTES.md: each feature must be registered). */
export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  ColumnApiModule,
  CustomFilterModule,
  RowApiModule,
  RowStyleModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  QuickFilterModule,
  // Header tooltips: a header too long for its column shows in full on hover.
  TooltipModule,
];

/** Every grid's columns: resizable, and a long header wraps onto a second line instead of being cut. */
export const GRID_DEFAULT_COLUMN = {
  resizable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
} satisfies ColDef;
