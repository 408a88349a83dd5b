import { isbot } from "isbot";
import { ADMIN_PATH_PREFIX } from "../admin/admin-paths";

export type ExclusionReason = "bot" | "admin-area" | "staff";

/**
 * Why a beacon is not counted, or null when it is: crawlers and other bots, views of the admin area,
 * and anyone signed in to the admin area (staff reading their own site would skew the figures).
 */
export function exclusionReason(visit: { userAgent: string | null; path: string; signedInStaff: boolean }): ExclusionReason | null {
  if (visit.signedInStaff) return "staff";
  if (!visit.userAgent || isbot(visit.userAgent)) return "bot";
  if (visit.path === ADMIN_PATH_PREFIX.slice(0, -1) || visit.path.startsWith(ADMIN_PATH_PREFIX)) return "admin-area";
  return null;
}
