import { z } from 'zod';

// zod probes whether it may compile validators with `new Function`; our content-security
// policy forbids eval, so the probe is reported as a CSP violation. Jitless mode never asks.
z.config({ jitless: true });
