import { Navigate, useLocation, useParams } from 'react-router';

/** An address below a /data page that has no page of its own leads to the page's list (query kept). */
export function ToResourceList() {
  const { resource = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/data/${resource}${search}`} replace />;
}
