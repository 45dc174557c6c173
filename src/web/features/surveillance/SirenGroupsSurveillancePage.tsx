import { ComingSoonRoutePage } from '../coming-soon/ComingSoonRoutePage.tsx';

/** Being built (issue 12). */
export function SirenGroupsSurveillancePage() {
  return <ComingSoonRoutePage />;
}
