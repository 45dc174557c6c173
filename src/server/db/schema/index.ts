// One file per area; drizzle-kit and the database client read every table through this index.

export * from './alarming.ts';
export * from './assets.ts';
export * from './banner.ts';
export * from './events.ts';
export * from './login.ts';
export * from './monitoring.ts';
export * from './municipalities.ts';
export * from './platform.ts';
export * from './sirenTest.ts';
export * from './socialMedia.ts';
export * from './statistics.ts';
export * from './subscriptions.ts';
export * from './texts.ts';
export * from './updates.ts';
export * from './wakeups.ts';
export * from './water.ts';
