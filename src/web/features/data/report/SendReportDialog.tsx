import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_RECIPIENTS, ReportEmailSchema } from '../../../../domain/registry/report.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useLanguage } from '../../../i18n.ts';
import { useLeaveGuard } from '../../../shell/overlays/leaveGuard.ts';
import type { OverlayContentProps } from '../../../shell/overlays/overlayContentProps.ts';
import { BOUNDARY_SOURCE_KEY } from '../../../ui/map/boundarySource.ts';
import type { PointsMapHandle } from '../../../ui/map/pointsMap.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { reportApi } from '../reportApi.ts';
import { ReportMap } from './ReportMap.tsx';
import { ReportPreview } from './ReportPreview.tsx';
import { ReportWithoutTable } from './ReportWithoutTable.tsx';
import { type ReportHandoff, reportHandedOver } from './reportHandoff.ts';
import { notAllowedAddresses, reportMailLimitsKey, useReportMailLimits } from './reportMailLimits.ts';

interface ReportMailValues {
  recipientsTo: string[];
  recipientsCc: string[];
  subject: string;
  message: string;
  documentType: 'csv' | 'pdf';
  sendMap: boolean;
}

/** The report e-mail wizard (dialog `sendreport/<resource>`, GRID_DATA_EXPORT_EMAIL) for what a grid showed. */
export function SendReportDialog({ path, onClose }: OverlayContentProps) {
  const handoff = useMemo(() => reportHandedOver(path[0] ?? ''), [path]);
  if (!handoff) return <ReportWithoutTable resourceKey={path[0] ?? ''} onClose={onClose} />;
  return <ReportMailForm handoff={handoff} onClose={onClose} />;
}

function ReportMailForm({ handoff, onClose }: { handoff: ReportHandoff; onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApi();
  const { showInfo, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [previewed, setPreviewed] = useState(false);
  const [map, setMap] = useState<PointsMapHandle<'point'> | null>(null);
  const queryClient = useQueryClient();
  const limits = useReportMailLimits().data;
  const form = useForm<ReportMailValues>({
    initialValues: {
      recipientsTo: [],
      recipientsCc: [],
      subject: handoff.tableName,
      message: '',
      documentType: 'pdf',
      sendMap: false,
    },
  });
  useLeaveGuard(form.isDirty());

  const { documentType, ...email } = form.values;
  const request = {
    table: handoff.table,
    tableName: handoff.tableName,
    documentType,
    language,
    pageSize: 'A4',
  } as const;
  const refusedTo = notAllowedAddresses(email.recipientsTo, limits);
  const refusedCc = notAllowedAddresses(email.recipientsCc, limits);
  const tooMany = email.recipientsTo.length + email.recipientsCc.length > MAX_REPORT_RECIPIENTS;
  const exhausted = limits?.remaining === 0;
  const valid =
    ReportEmailSchema.safeParse(email).success && !refusedTo.length && !refusedCc.length && !exhausted;
  const drawnMap = email.sendMap && map ? () => map.toPng(t(BOUNDARY_SOURCE_KEY)) : undefined;
  // With the map asked for, sending waits until it is drawn.
  const sendable = valid && (documentType === 'csv' || previewed) && (!email.sendMap || map !== null);

  const handleSend = async () => {
    try {
      // The map goes as drawn in the dialog, as a PNG.
      const mapImage = drawnMap ? await drawnMap() : undefined;
      await withWait(reportApi(client).email({ ...request, email, mapImage }));
      await queryClient.invalidateQueries({ queryKey: reportMailLimitsKey });
      onClose();
      await showInfo(t('overlays.titles.sendReport'), t('data.report.sent'));
    } catch (error) {
      // A refusal (domain, hourly limit) may come from a change since the limits were read.
      await queryClient.invalidateQueries({ queryKey: reportMailLimitsKey });
      await handleError(error);
    }
  };

  return (
    <Stack gap="sm" p="md">
      <Text size="sm" c="dimmed">
        {t('data.report.rows', { count: handoff.table.rows.length, table: handoff.tableName })}
      </Text>
      <TagsInput
        label={t('data.report.to')}
        description={[
          t('data.report.recipientsHint'),
          limits &&
            t('data.report.recipientLimits', {
              maximum: MAX_REPORT_RECIPIENTS,
              domains: limits.allowedDomains.join(', '),
            }),
        ]
          .filter(Boolean)
          .join(' ')}
        required
        {...form.getInputProps('recipientsTo')}
        error={refusedTo.length > 0 && t('data.report.notAllowed', { addresses: refusedTo.join(', ') })}
      />
      <TagsInput
        label={t('data.report.cc')}
        {...form.getInputProps('recipientsCc')}
        error={
          (refusedCc.length > 0 && t('data.report.notAllowed', { addresses: refusedCc.join(', ') })) ||
          (tooMany && t('data.report.tooManyRecipients', { maximum: MAX_REPORT_RECIPIENTS }))
        }
      />
      <TextInput label={t('data.report.subject')} required {...form.getInputProps('subject')} />
      <Textarea label={t('data.report.message')} autosize minRows={3} {...form.getInputProps('message')} />
      <SegmentedControl
        aria-label={t('data.report.documentType')}
        data={[
          { value: 'pdf', label: t('data.report.pdf') },
          { value: 'csv', label: t('data.report.csv') },
        ]}
        {...form.getInputProps('documentType')}
      />
      {handoff.points.length > 0 && (
        <Checkbox label={t('data.report.sendMap')} {...form.getInputProps('sendMap', { type: 'checkbox' })} />
      )}
      {email.sendMap && <ReportMap points={handoff.points} onReady={setMap} />}
      {documentType === 'pdf' && (
        <ReportPreview request={request} onPreviewed={setPreviewed} mapImage={drawnMap} />
      )}
      <Group justify="flex-end">
        {limits && (
          <Text size="sm" c={exhausted ? 'red' : 'dimmed'}>
            {exhausted
              ? t('data.report.rateLimited', { maximum: limits.perHour })
              : t('data.report.remaining', { remaining: limits.remaining, perHour: limits.perHour })}
          </Text>
        )}
        <Button onClick={handleSend} disabled={!sendable}>
          {t('data.report.send')}
        </Button>
      </Group>
    </Stack>
  );
}
