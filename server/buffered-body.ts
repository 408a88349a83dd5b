import type { IncomingMessage } from "node:http";

/** Bodies a guard had to read before the route (see same-origin.ts): the route reads them from here instead of the socket. */
const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The largest form a header-less client may send: a sign-in form is well under 1 KB. */
export const SMALL_FORM_MAX_BYTES = 16 * 1024;

/**
 * Reads a urlencoded form of at most SMALL_FORM_MAX_BYTES whole and keeps it for the route; null
 * (nothing read) for any other body: another type, no declared length, or a longer one.
 */
export async function readSmallForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const declared = Number(req.headers["content-length"]);
  if (type !== "application/x-www-form-urlencoded" || !Number.isSafeInteger(declared) || declared > SMALL_FORM_MAX_BYTES) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > SMALL_FORM_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  bodies.set(req, body);
  return new URLSearchParams(body.toString("utf8"));
}

/** The body a guard read for this request, if one did. */
export function bufferedBodyOf(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}
