/**
 * Platform: validated configuration, the database (PGlite or a PostgreSQL server), logging, request plumbing and the cross-instance content-change channel. Every other domain builds on these.
 */
export { type AppServices, type RequestContext } from "./app-context.server";
export { type AppConfig, ConfigError, loadConfig } from "./config.server";
export { type CookieConfig, signedCookie } from "./signed-cookie.server";
export { CONTENT_CHANGED_CHANNEL, CONTENT_CHANGES, type ContentChange, changesPages } from "./content-changes.server";
export { isDatabaseUnavailable } from "./database-errors.server";
export { DomainError, type DomainErrorStatus } from "./domain-error.server";
export { type Database, type Db, LISTEN_RESUMED, openDatabase, type QueryObserver, type Tx } from "./db.server";
export { maintainEmbeddedDatabase } from "./embedded-maintenance.server";
export { createLogger, type Logger, type ProblemLog } from "./logger.server";
export { BodyTooLargeError, readLimitedText } from "./request-body.server";
export { queryRows } from "./sql-rows.server";
export { issueSignedLink, readSignedLink, type SignedLinkVerdict } from "./signed-link.server";
