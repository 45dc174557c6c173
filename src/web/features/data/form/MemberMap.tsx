import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/ApiProvider.tsx';
import { ECC } from '../../../api/bases.ts';

type Ring = [number, number][];
interface State {
  code: string;
  polygons: { shell: Ring; holes: Ring[] }[];
}

export interface MemberMapProps {
  stateCode: string | null;
  /** LV95 points [E, N] of the selected rows. */
  points: [number, number][];
}

const ringPath = (ring: Ring, top: number) =>
  `M${ring.map(([e, n]) => `${Math.round(e)} ${Math.round(top - n)}`).join('L')}Z`;

/** The canton's outline with the selected sirens as dots (LV95, north up): where a group sounds. */
export function MemberMap({ stateCode, points }: MemberMapProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { data: states } = useQuery({
    queryKey: ['data', 'states'],
    queryFn: () => api.get<State[]>(`${ECC}/states`),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = states?.find((s) => s.code === stateCode);
  if (!state) return null;
  const corners = state.polygons.flatMap((p) => p.shell);
  const [minE, maxE] = [Math.min(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[0]))];
  const [minN, maxN] = [Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[1]))];
  const size = Math.max(maxE - minE, maxN - minN);
  const path = state.polygons
    .map((p) => [p.shell, ...p.holes].map((r) => ringPath(r, maxN)).join(''))
    .join('');
  return (
    <svg
      role="img"
      aria-label={t('data.form.groupMap', { count: points.length, state: state.code })}
      viewBox={`${minE - size * 0.02} ${-size * 0.02} ${maxE - minE + size * 0.04} ${maxN - minN + size * 0.04}`}
      style={{ width: '100%', height: 220, background: 'var(--mantine-color-gray-0)' }}
    >
      <path
        d={path}
        fill="var(--mantine-color-gray-2)"
        stroke="var(--mantine-color-gray-6)"
        strokeWidth={size / 400}
        fillRule="evenodd"
      />
      {points.map(([e, n]) => (
        <circle key={`${e}/${n}`} cx={e} cy={maxN - n} r={size / 160} fill="var(--mantine-color-red-7)" />
      ))}
    </svg>
  );
}
