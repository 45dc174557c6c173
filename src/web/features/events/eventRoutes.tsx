import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageLoader = () => Promise<{ Component: ComponentType }>;

// Every page of the events screen is its own chunk, fetched when its route is first opened.
const list: PageLoader = async () => ({
  Component: (await import('./list/EventListPage.tsx')).EventListPage,
});
const detail: PageLoader = async () => ({
  Component: (await import('./detail/EventDetailPage.tsx')).EventDetailPage,
});
const falseAlarm: PageLoader = async () => ({
  Component: (await import('./false-alarm/FalseAlarmPage.tsx')).FalseAlarmPage,
});
const newEvent: PageLoader = async () => ({
  Component: (await import('./editor/NewEventPage.tsx')).NewEventPage,
});
const editor: PageLoader = async () => ({
  Component: (await import('./editor/EventEditorPage.tsx')).EventEditorPage,
});

/** The pages of the `events` screen (SPEC.md §2): list, false-alarm picker, one event, its editor. */
export const eventRoutes: RouteObject[] = [
  { index: true, lazy: list },
  { path: 'newFalseAlarm', lazy: falseAlarm },
  { path: ':eventId', lazy: detail },
  { path: 'newEventFromHomeWithTemplateSelection', lazy: newEvent },
  { path: 'newEventFromHome', lazy: newEvent },
  { path: 'newNationalEventFromHome', lazy: newEvent },
  { path: ':eventId/edit', lazy: editor },
];
