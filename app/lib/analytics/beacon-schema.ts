import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "../core/control-characters";
import { isStoredPostId } from "../blog/post-id";
import { BROWSER_EVENT_NAMES } from "./analytics-events";

/** A beacon body larger than this is refused unread. */
export const MAX_BEACON_BYTES = 4_096;

/** Text from the browser that is stored: bounded, and without characters PostgreSQL refuses. */
const storedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasControlCharacters(text), { error: CONTROL_CHARACTER_MESSAGE });

const path = storedText(2_000)
  .refine((text) => text.length > 0, { error: "a site path starting with /" })
  .refine((text) => /^\/[^\s]*$/.test(text), { error: "a site path starting with /" });

const pageView = z.object({
  type: z.literal("pageview"),
  path,
  referrer: storedText(2_000).nullable().optional(),
  screenWidth: z.number().int().min(0).max(100_000).nullable().optional(),
  screenHeight: z.number().int().min(0).max(100_000).nullable().optional(),
  language: z
    .string()
    .max(35)
    .regex(/^[A-Za-z0-9-]*$/)
    .nullable()
    .optional(),
  /** A post page's stored post id (a UUID), so the view is counted for that post. */
  postId: z.string().refine(isStoredPostId, { error: "a stored post id (UUID)" }).nullable().optional(),
});

const paramValue = z.union([storedText(500), z.number().finite(), z.boolean()]);

const event = z.object({
  type: z.literal("event"),
  name: z.enum(BROWSER_EVENT_NAMES),
  path,
  params: z
    .record(
      z
        .string()
        .min(1)
        .max(40)
        .regex(/^[a-z_][a-z0-9_]*$/),
      paramValue,
    )
    .refine((params) => Object.keys(params).length <= 20, { error: "at most 20 parameters" })
    .default({}),
});

export const beaconSchema = z.discriminatedUnion("type", [pageView, event]);
export type Beacon = z.infer<typeof beaconSchema>;
