import { href } from "react-router";
import type { RequestHandler } from "express";
import { EDITOR_BODY_MAX_BYTES } from "~/lib/blog/rules";
import { MEDIA_MAX_BYTES } from "~/lib/media/media-rules";
import { BACKUP_MAX_RESTORE_MB_CEILING } from "~/lib/backups/archive-format";
import { isBelow, routingPath } from "~/lib/platform/routing-path";
import { renderPlainPage } from "./error-page";
import { routingPathOf } from "./routing-path";

/** Every form and beacon of the site fits in this many bytes, with room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * A refused body up to this size is read and discarded, so a client still sending it gets to read
 * the answer; past it the connection is closed instead (reading hundreds of megabytes is the attack).
 */
const DISCARD_LIMIT = 1024 * 1024;

/**
 * Routes allowed a larger body than a form: the route itself, or the pages below it. Matched on
 * the routing path (decoded, dots resolved, any case), so no spelling of another route gets their
 * cap. Uploads and backup restores belong here, each with its own cap, and must stream their body
 * to disk rather than hold it in memory.
 */
export const LARGE_BODY_ROUTES: ReadonlyArray<{ route: string; below?: true; maxBytes: number }> = [
  { route: href("/svcs/admin-dashboard/media/upload"), maxBytes: MEDIA_MAX_BYTES },
  // The post editor's save and autosave carry a whole article (its cap is checked at the field); the list itself takes forms.
  { route: href("/svcs/admin-dashboard/posts"), below: true, maxBytes: EDITOR_BODY_MAX_BYTES },
  // A site content document travels whole as JSON (a legal page's rich text included), on save and autosave.
  { route: href("/svcs/admin-dashboard/content"), below: true, maxBytes: EDITOR_BODY_MAX_BYTES },
  // The editors' one autosave (app/routes/admin/+shared/autosave.ts) carries a whole post or document too.
  { route: href("/svcs/admin-dashboard/autosave"), maxBytes: EDITOR_BODY_MAX_BYTES },
  // A backup to restore: streamed to disk, within BACKUP_MAX_RESTORE_MB (checked by the route); this is that setting's ceiling.
  { route: href("/svcs/admin-dashboard/backups/upload"), maxBytes: BACKUP_MAX_RESTORE_MB_CEILING * 1024 * 1024 },
  // A former list's subscribers as CSV (IMPORT_MAX_ROWS rows of an address, dates and topics).
  { route: href("/svcs/admin-dashboard/subscribers/import"), maxBytes: 8 * 1024 * 1024 },
];

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body cap of a routing path (`null`, an address that routes nowhere, gets a form's). */
export function bodyLimitFor(path: string | null): number {
  if (path === null) return FORM_BODY_LIMIT;
  const large = LARGE_BODY_ROUTES.find(({ route, below }) => (below ? isBelow(path, route) : path === routingPath(route)));
  return large?.maxBytes ?? FORM_BODY_LIMIT;
}

/**
 * Refuses a request body over its route's cap before a byte of it is read: 413 when the declared
 * length is too large, 411 when no length is declared (browsers always send one for forms and
 * beacons), so no body can grow past its cap however it is sent. A large or unknown remainder is
 * not read: the connection is closed after the answer.
 */
export function limitRequestBodies(siteName: string): RequestHandler {
  return (req, res, next) => {
    if (BODYLESS_METHODS.has(req.method) && !req.headers["transfer-encoding"] && !req.headers["content-length"]) return next();
    const maxBytes = bodyLimitFor(routingPathOf(req));
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"]) {
      return refuse(res, 411, "Length required", "Send the length of the request body (Content-Length).", siteName);
    }
    if (declared !== undefined && Number(declared) > maxBytes) {
      return refuse(res, 413, "Request too large", `The request body must be at most ${Math.floor(maxBytes / 1024)} KB.`, siteName);
    }
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], status: number, title: string, message: string, siteName: string) {
  const declared = res.req.headers["content-length"];
  // Node reads and discards an unread body once the answer is sent, when the connection stays open.
  const closeConnection = declared === undefined || Number(declared) > DISCARD_LIMIT;
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...(closeConnection ? { Connection: "close" } : {}) })
    .type("html")
    .send(renderPlainPage({ title, body: `<p>${message}</p>`, siteName }));
  if (closeConnection) res.on("finish", () => res.req.socket.destroy());
}
