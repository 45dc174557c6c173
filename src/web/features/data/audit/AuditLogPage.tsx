import { auditlog } from '../../../../domain/registry/auditlog.ts';
import { DataGridPage } from '../DataGridPage.tsx';
import { AuditEntryDetail } from './AuditEntryDetail.tsx';

/** /data/auditlog: the generic grid of every write; an opened entry shows what changed, field by field. */
export function AuditLogPage() {
  return <DataGridPage entry={auditlog} detail={AuditEntryDetail} />;
}
