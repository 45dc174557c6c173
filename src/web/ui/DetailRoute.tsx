import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';

export interface DetailRouteProps {
  /** The route parameter that holds the record's number. */
  param: string;
  /** Where an address that is no record number leads back to. */
  listPath: string;
  view: ComponentType<{ id: number }>;
}

/** A detail page's route: the view of the record numbered in the address, or back to the list. */
export function DetailRoute({ param, listPath, view: View }: DetailRouteProps) {
  const id = Number(useParams()[param]);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={listPath} replace />;
  return <View id={id} />;
}
