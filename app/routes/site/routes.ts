import type { RouteConfigEntry } from "@react-router/dev/routes";
import { index, route } from "@react-router/dev/routes";

export const siteRoutes: RouteConfigEntry[] = [
  index("routes/site/home.tsx"),
  route("team", "routes/site/team.tsx"),
  route("contact", "routes/site/contact.tsx"),
];
