// The web build resolves `zod` to this module (vite.config.ts): the Content-Security-Policy forbids eval,
// and zod must not even probe for it (each probe is a reported violation).
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
