// One file per area; drizzle-kit and the database client read every table through this index.

export * from './banner.ts';
export * from './platform.ts';
