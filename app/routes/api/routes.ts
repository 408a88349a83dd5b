import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const apiRoutes: RouteConfigEntry[] = [route("api/beacon", "routes/api/beacon.ts")];
