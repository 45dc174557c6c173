import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './databaseTemplates.ts';

/** Vitest's global setup: the migrated database templates every test database of this run starts from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await makeDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
