/** Where an image's AVIF variants stand: made by a job after the upload, so a restart only delays them. */
export const AVIF_STATUSES = ["pending", "ready", "failed"] as const;
export type AvifStatus = (typeof AVIF_STATUSES)[number];
