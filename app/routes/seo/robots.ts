import { buildRobotsTxt } from "~/lib/seo/robots";
import { validatedResponse } from "./validators.server";
import type { Route } from "./+types/robots";

/** robots.txt follows the code and SITE_URL alone: it cannot have changed since this process started. */
const servedSince = new Date();

export function loader({ context }: Route.LoaderArgs) {
  return validatedResponse(buildRobotsTxt(context.config.SITE_URL), {
    contentType: "text/plain; charset=utf-8",
    cacheControl: "public, max-age=3600",
    lastModified: servedSince,
  });
}
