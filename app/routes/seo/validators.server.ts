import { createHash } from "node:crypto";

type ValidatedInit = { contentType: string; cacheControl: string; lastModified: Date | string | null };

/**
 * A feed-like response (sitemap, RSS, robots.txt) with the validators a reader revalidates with:
 * a weak ETag of its text (weak: the server compresses it on the way out, so its bytes vary by
 * encoding while it stays the same document) and Last-Modified, the latest change it describes.
 * The server answers a matching If-None-Match or If-Modified-Since with 304 (react-router-adapter.ts).
 */
export function validatedResponse(body: string, { contentType, cacheControl, lastModified }: ValidatedInit): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": cacheControl,
    ETag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
  });
  if (lastModified !== null) headers.set("Last-Modified", new Date(lastModified).toUTCString());
  return new Response(body, { headers });
}
