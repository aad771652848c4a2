import { z } from "zod";

// In the browser zod must not compile parsers with `new Function`: the nonce-based Content-Security-Policy
// has no 'unsafe-eval', and zod's probe for it, though caught, is reported as a policy violation. Imported
// first by every module that builds schemas, because zod decides when a schema is built. The server keeps
// the compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });
