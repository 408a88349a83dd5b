// The browser build's "zod" (vite.config.ts aliases the bare specifier here for the client build and for development).
// zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
// admin area's CSP (no 'unsafe-eval') the probe itself is reported as a violation. In the browser
// zod interprets instead (the forms' schemas are small). zod reads the setting when a schema is
// built, and every module that builds one imports "zod", so this runs first. Being the import
// itself, it costs only the pages that use zod (the root route imported it for every page before
// decision 063). The server keeps the compiled parsers.
import { config } from "zod/v4";

if (typeof document !== "undefined") config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
