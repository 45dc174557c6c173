// Writes the embedded database's template (dist/pglite/initdb-<PGlite version>/, ADR 0023): a first
// start on an empty data folder copies it instead of running PGlite's initdb. Part of `npm run build`.
import { pgliteTemplateDir, writePgliteTemplate } from '../src/server/db/pgliteTemplate.ts';

const wrote = await writePgliteTemplate();
console.log(`${wrote ? 'wrote' : 'kept'} the embedded database template ${pgliteTemplateDir()}`);
