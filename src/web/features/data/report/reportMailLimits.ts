import { useQuery } from '@tanstack/react-query';
import { isAllowedRecipient } from '../../../../domain/registry/report.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { SCC } from '../../../api/bases.ts';

/** What the server allows this user to mail (GET reports/email/limits). */
export interface ReportMailLimits {
  maxRecipients: number;
  allowedDomains: string[];
  perHour: number;
  remaining: number;
}

export const reportMailLimitsKey = ['reports', 'email', 'limits'] as const;

export function useReportMailLimits() {
  const api = useApi();
  return useQuery({
    queryKey: reportMailLimitsKey,
    queryFn: () => api.get<ReportMailLimits>(`${SCC}/reports/email/limits`),
  });
}

/** The addresses the server would refuse for their domain; none while the limits are not known yet. */
export function notAllowedAddresses(addresses: readonly string[], limits: ReportMailLimits | undefined) {
  return limits ? addresses.filter((address) => !isAllowedRecipient(address, limits.allowedDomains)) : [];
}
