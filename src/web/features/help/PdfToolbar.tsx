import { ActionIcon, Anchor, Divider, Group, NumberInput, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  FitWidthIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../../ui/icons.tsx';

export interface PdfToolbarProps {
  page: number;
  pages: number;
  /** The scale the page is shown at, null while unknown. */
  scale: number | null;
  fitting: boolean;
  fileUrl: string;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Page navigation, zoom and "open in a new tab" (the browser's own viewer, which reads the text aloud). */
export function PdfToolbar({
  page,
  pages,
  scale,
  fitting,
  fileUrl,
  onPage,
  onZoomIn,
  onZoomOut,
  onFitWidth,
}: PdfToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('help.viewer.toolbar')}>
      <ToolButton label={t('help.viewer.previousPage')} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon />
      </ToolButton>
      <NumberInput
        aria-label={t('help.viewer.pageNumber')}
        value={page}
        onChange={(value) => typeof value === 'number' && onPage(value)}
        min={1}
        max={pages}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={56}
      />
      <Text size="sm" aria-live="polite">
        {t('help.viewer.ofPages', { pages })}
      </Text>
      <ToolButton label={t('help.viewer.nextPage')} onClick={() => onPage(page + 1)} disabled={page >= pages}>
        <ChevronRightIcon />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton label={t('help.viewer.zoomOut')} onClick={onZoomOut}>
        <ZoomOutIcon />
      </ToolButton>
      <Text size="sm" w={48} ta="center">
        {scale === null ? '' : t('help.viewer.percent', { percent: Math.round(scale * 100) })}
      </Text>
      <ToolButton label={t('help.viewer.zoomIn')} onClick={onZoomIn}>
        <ZoomInIcon />
      </ToolButton>
      <ToolButton label={t('help.viewer.fitWidth')} onClick={onFitWidth} disabled={fitting}>
        <FitWidthIcon />
      </ToolButton>
      <Divider orientation="vertical" />
      <Anchor
        href={fileUrl}
        target="_blank"
        rel="noopener"
        size="sm"
        display="inline-flex"
        style={{ gap: 4, alignItems: 'center' }}
      >
        <ExternalLinkIcon />
        {t('help.viewer.openInNewTab')}
      </Anchor>
    </Group>
  );
}
