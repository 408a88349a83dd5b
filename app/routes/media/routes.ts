import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Uploaded images' variants, served from our own origin. */
export const mediaRoutes: RouteConfigEntry[] = [route("media/:hash/:file", "routes/media/variant.ts")];
