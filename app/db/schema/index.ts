// Every table of the app. Each area keeps its tables in its own file; this index is what
// drizzle-kit and the database client read.
export * from "./analytics";
export * from "./analytics-rollups";
export * from "./audit";
export * from "./auth";
export * from "./backups";
export * from "./blog";
export * from "./post-history";
export * from "./instances";
export * from "./jobs";
export * from "./leads";
export * from "./mail";
export * from "./media";
export * from "./password-resets";
export * from "./rate-limits";
export * from "./secret-guesses";
export * from "./security-findings";
export * from "./site-content";
export * from "./system";
export * from "./two-factor";
export * from "./newsletter";
export * from "./figures-check";
export * from "./search";
export * from "./bookings";
export * from "./training";
export * from "./publishing";
