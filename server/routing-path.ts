import type { IncomingMessage } from "node:http";
import { routingPath } from "~/lib/platform/routing-path";

const computed = new WeakMap<IncomingMessage, string | null>();

/**
 * The request's routing path (see `routingPath`), worked out once per request: every guard that
 * decides by path asks here, so none of them can read the address differently from the others.
 * Taken from the URL as received, before any Express router rewrote `req.url` for a mount point.
 */
export function routingPathOf(req: IncomingMessage & { originalUrl?: string }): string | null {
  if (computed.has(req)) return computed.get(req)!;
  const path = routingPath(req.originalUrl ?? req.url ?? "");
  computed.set(req, path);
  return path;
}
