import type { RouteConfigEntry } from "@react-router/dev/routes";
import { index } from "@react-router/dev/routes";

export const siteRoutes: RouteConfigEntry[] = [index("routes/site/home.tsx")];
