// Moved to the shared map code (src/web/ui/map); the events map and the dashboard API still import it from here.
export * from '../../../ui/map/cantonFeatures.ts';
