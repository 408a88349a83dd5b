export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A small self-contained page for answers made before React can render; `body` is trusted HTML. */
export function renderPlainPage({ title, body, siteName }: { title: string; body: string; siteName: string }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * The last-resort page when a request fails before React can render (bad URL encoding,
 * a missing static file, an exception in middleware). Never includes error details.
 */
export function renderErrorPage({ status, requestId, siteName }: { status: number; requestId: string; siteName: string }) {
  const title = status === 404 ? "Page not found" : status < 500 ? "Bad request" : "Something went wrong";
  const body = `<p>We could not complete this request. Please try again, or go to the <a href="/">home page</a>.</p><p>Reference: <code>${escapeHtml(requestId)}</code></p>`;
  return renderPlainPage({ title, body, siteName });
}
