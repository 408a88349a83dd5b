import { z } from "zod";

// zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
// admin area's CSP (no 'unsafe-eval') the probe itself is reported as a violation. In the browser
// zod interprets instead (the forms' schemas are small); the server keeps the compiled parsers.
// Imported first by the root route, so it runs before any schema is built.
if (typeof document !== "undefined") z.config({ jitless: true });
