/**
 * Public site: page titles and descriptions filled with the firm's identity.
 */
export { contentMeta } from "./page-meta.server";
