import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

interface CustomDataPage {
  /** Shown at /data/<key> instead of the generic grid. */
  readonly list: LazyExoticComponent<ComponentType>;
  /** Shown at /data/<key>/<id>. */
  readonly detail?: LazyExoticComponent<ComponentType>;
}

/**
 * /data pages that are more than a registry grid (live alarm tasks, surveillance, device commands, statistics,
 * acknowledging errors, the audit log's comparison, the siren test, update management).
 */
export const CUSTOM_DATA_PAGES: Readonly<Record<string, CustomDataPage>> = {
  sirenalarms: {
    list: lazy(async () => ({ default: (await import('../alarming/SirenAlarmsPage.tsx')).SirenAlarmsPage })),
    detail: lazy(async () => ({
      default: (await import('../alarming/SirenAlarmDetailPage.tsx')).SirenAlarmDetailPage,
    })),
  },
  sirenssurveillance: {
    list: lazy(async () => ({
      default: (await import('../surveillance/SirensSurveillancePage.tsx')).SirensSurveillancePage,
    })),
  },
  sirengroupssurveillance: {
    list: lazy(async () => ({
      default: (await import('../surveillance/SirenGroupsSurveillancePage.tsx')).SirenGroupsSurveillancePage,
    })),
  },
  alertswisscurrentvalues: {
    list: lazy(async () => ({
      default: (await import('../statistics/AlertswissCurrentValuesPage.tsx')).AlertswissCurrentValuesPage,
    })),
  },
  channeltest: {
    list: lazy(async () => ({
      default: (await import('../statistics/ChannelTestPage.tsx')).ChannelTestPage,
    })),
  },
  console: {
    list: lazy(async () => ({
      default: (await import('../device-console/DeviceConsolePage.tsx')).DeviceConsolePage,
    })),
  },
  auditlog: {
    list: lazy(async () => ({ default: (await import('./audit/AuditLogPage.tsx')).AuditLogPage })),
  },
  curerrorpoa: {
    list: lazy(async () => ({
      default: (await import('../monitoring/CurrentErrorsPage.tsx')).CurrentPoaErrorsPage,
    })),
  },
  curerrornetwork: {
    list: lazy(async () => ({
      default: (await import('../monitoring/CurrentErrorsPage.tsx')).CurrentNetworkErrorsPage,
    })),
  },
  'siren-test-plan': {
    list: lazy(async () => ({
      default: (await import('../sirentest/SirenTestPlanPage.tsx')).SirenTestPlanPage,
    })),
  },
  'siren-test-result': {
    list: lazy(async () => ({
      default: (await import('../sirentest/SirenTestResultPage.tsx')).SirenTestResultPage,
    })),
  },
  'siren-test-state-overview': {
    list: lazy(async () => ({
      default: (await import('../sirentest/SirenTestStateOverviewPage.tsx')).SirenTestStateOverviewPage,
    })),
  },
  'siren-test-archive': {
    list: lazy(async () => ({
      default: (await import('../sirentest/SirenTestArchivePage.tsx')).SirenTestArchivePage,
    })),
  },
  releases: {
    list: lazy(async () => ({ default: (await import('../updates/ReleasesPage.tsx')).ReleasesPage })),
  },
  deploymenttasks: {
    list: lazy(async () => ({ default: (await import('../updates/DeploymentsPage.tsx')).DeploymentsPage })),
  },
  activationtasks: {
    list: lazy(async () => ({ default: (await import('../updates/ActivationsPage.tsx')).ActivationsPage })),
  },
  xgpstates: {
    list: lazy(async () => ({ default: (await import('../updates/DeviceStatesPage.tsx')).DeviceStatesPage })),
  },
};
