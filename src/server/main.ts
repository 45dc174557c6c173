// The console's entry point (`npm start`). Node keeps the compiled modules on disk (its compile cache,
// in the system's temporary folder), so a restart neither strips types nor compiles the server's
// modules again; then the server starts (serve.ts).
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
