// Moved to the shared map code (src/web/ui/map); the events map still imports it from here.
export * from '../../../ui/map/lv95.ts';
