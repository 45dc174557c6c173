import { z } from 'zod';

// The Content-Security-Policy forbids eval: zod must not even probe for it (each probe is a reported violation).
z.config({ jitless: true });
