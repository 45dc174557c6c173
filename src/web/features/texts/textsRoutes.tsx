import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageName = keyof typeof import('./TextPages.tsx');

const page = (name: PageName): RouteObject[] => [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./TextPages.tsx'))[name] as ComponentType }),
  },
];

/** The pages of the message-template screens and the global settings, by screen key (navigation.ts). */
export const textsScreenPages: Record<string, RouteObject[]> = {
  templates: page('TemplatesPage'),
  publicContactsPhone: page('PhoneContactsPage'),
  publicContactsUrl: page('UrlContactsPage'),
  textPictogramsEventCategory: page('EventCategoryPage'),
  textPictogramsEventType: page('EventTypePage'),
  textPictogramsImpact: page('ImpactPage'),
  textPictogramsBehavior: page('BehaviorPage'),
  textPictogramsExport: page('ExportPage'),
  pictogramsBehavior: page('BehaviorPictogramsPage'),
  pictogramsEventType: page('EventTypePictogramsPage'),
  globalSettings: page('SettingsPage'),
};
