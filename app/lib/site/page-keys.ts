/**
 * The pages that share one route: the four services (/services/{key}), the three training pages
 * (/training/{key}) and the five resource pages (/resources/{key}). Paths, content and routes take
 * their keys from here.
 */

export const SERVICE_KEYS = ["gtm", "operations", "compliance", "nbt"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const TRAINING_KEYS = ["chsa", "hsae", "books"] as const;
export type TrainingKey = (typeof TRAINING_KEYS)[number];

export const RESOURCE_KEYS = ["learning-center", "contribution-limits", "hsa-history", "providers", "irs-treasury"] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];

const isOneOf =
  <Key extends string>(keys: readonly Key[]) =>
  (value: string): value is Key =>
    (keys as readonly string[]).includes(value);

/** Whether an address's segment names one of the pages (anything else is the not-found page). */
export const isServiceKey = isOneOf(SERVICE_KEYS);
export const isTrainingKey = isOneOf(TRAINING_KEYS);
export const isResourceKey = isOneOf(RESOURCE_KEYS);
