import {
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
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
];
