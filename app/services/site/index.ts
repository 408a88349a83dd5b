/**
 * Public site: page titles and descriptions filled with the firm's identity.
 */
export { resolvePageMeta } from "./page-meta.server";
