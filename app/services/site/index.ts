/**
 * Public site: page titles and descriptions filled with the firm's identity.
 */
export { type ContentReader, resolvePageMeta } from "./page-meta.server";
