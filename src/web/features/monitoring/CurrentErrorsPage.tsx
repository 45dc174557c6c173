import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registryEntry } from '../../../domain/registry/index.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { DataGridPage } from '../data/DataGridPage.tsx';
import type { Row } from '../data/resourceApi.ts';
import { AcknowledgeDialog } from './AcknowledgeDialog.tsx';

const SEVERITY_COLOUR = { ERROR: 'var(--mantine-color-red-0)', WARNING: 'var(--mantine-color-yellow-0)' };
// Unacknowledged errors stand out; acknowledged ones are being looked after.
const rowStyle = (row: Row) =>
  row.acknowledgedAt
    ? undefined
    : { background: SEVERITY_COLOUR[row.severity as keyof typeof SEVERITY_COLOUR] };

/**
 * A current-error grid (curerrorpoa, curerrornetwork): open errors live, and the acknowledgement of the
 * focused one with a comment, for those who may read the error protocol.
 */
function CurrentErrorsPage({ resource }: { resource: 'curerrorpoa' | 'curerrornetwork' }) {
  const { t } = useTranslation();
  const mayAcknowledge = usePermissions().has('MONTORING_ERRORPROTOCOL_VIEW');
  const entry = registryEntry(resource);
  const [acknowledging, setAcknowledging] = useState<{ id: number; component: string } | null>(null);
  if (!entry) return null;
  return (
    <>
      <DataGridPage
        entry={entry}
        rowStyle={rowStyle}
        actions={(focused) =>
          mayAcknowledge && (
            <Button
              disabled={!focused}
              onClick={() =>
                focused &&
                setAcknowledging({ id: Number(focused.id), component: String(focused.componentRef) })
              }
            >
              {focused
                ? t('faults.acknowledge.openFor', { component: String(focused.componentRef) })
                : t('faults.acknowledge.open')}
            </Button>
          )
        }
      />
      {acknowledging && (
        <AcknowledgeDialog
          errorId={acknowledging.id}
          component={acknowledging.component}
          onClose={() => setAcknowledging(null)}
          onDone={() => setAcknowledging(null)}
        />
      )}
    </>
  );
}

/** /data/curerrorpoa: open errors of polyalert components. */
export function CurrentPoaErrorsPage() {
  return <CurrentErrorsPage resource="curerrorpoa" />;
}

/** /data/curerrornetwork: open network and bearer errors. */
export function CurrentNetworkErrorsPage() {
  return <CurrentErrorsPage resource="curerrornetwork" />;
}
