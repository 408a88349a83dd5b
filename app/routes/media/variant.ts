import { Readable } from "node:stream";
import { isMediaHash } from "~/lib/media/media-urls";
import { isServableMedia, openVariant } from "~/services/media";
import type { Route } from "./+types/variant";
import { isHeadRequest } from "~/lib/http/head-request";

/** A variant's bytes never change (its name is its content's hash): browsers and proxies keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const FILE = /^(\d{1,5})\.([a-z]{3,5})$/;

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/** /media/<hash>/<width>.<format>: the storage key is built from the checked parts, never from the path as given. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = FILE.exec(params.file);
  if (!file) return notFound();
  // An image in the trash is off the site until it is restored; while the database is away, stored files are served as before.
  if (!isMediaHash(params.hash)) return notFound();
  const servable = await isServableMedia(context.database.db, params.hash).catch(() => true);
  if (!servable) return notFound();
  const variant = await openVariant(context.config, { hash: params.hash, width: file[1]!, format: file[2]! });
  if (!variant) return notFound();
  const headers = {
    "Content-Type": variant.contentType,
    "Content-Length": String(variant.size),
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (isHeadRequest(request)) {
    variant.body.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(variant.body) as ReadableStream<Uint8Array>, { headers });
}
