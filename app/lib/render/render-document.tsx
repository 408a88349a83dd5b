import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { EnhancementScriptProvider } from "~/lib/site/enhancement-script";
import type { EnhancementScripts } from "~/lib/ui/hydration";
import { NonceProvider } from "~/lib/ui/nonce";
import { RequestIdProvider } from "~/lib/ui/request-id";
import { StaticMarkupProvider } from "~/lib/ui/static-markup";

/** What a render needs besides React Router's context: plain values, so a render worker can get them too. */
export type PageRenderValues = { url: string; nonce: string; requestId: string; enhancementScripts: EnhancementScripts };

/** The document compressed for the client that asked for it, by a render worker. */
export type PrecompressedBody = { encoding: "br" | "gzip"; body: Uint8Array<ArrayBuffer> };

export type RenderedDocument = {
  /** Empty when a render worker sent only the compressed document (`precompressed`), which is then the page. */
  html: Uint8Array<ArrayBuffer>;
  status: number;
  /** Errors React reported after the shell was ready (the page is sent with status 500); the caller logs them. */
  errors: unknown[];
  precompressed?: PrecompressedBody;
};

export const STREAM_TIMEOUT_MS = 5_000;

function documentElement(context: EntryContext, page: PageRenderValues) {
  return (
    <NonceProvider value={page.nonce}>
      <RequestIdProvider value={page.requestId}>
        <EnhancementScriptProvider value={page.enhancementScripts}>
          <ServerRouter context={context} url={page.url} nonce={page.nonce} />
        </EnhancementScriptProvider>
      </RequestIdProvider>
    </NonceProvider>
  );
}

const matchedManifests = new WeakMap<EntryContext["manifest"], Map<string, EntryContext["manifest"]>>();

/**
 * The manifest with only the matched routes. React Router builds route objects from the manifest's
 * routes on every render, all of the app's; an HTML-only page renders its matches only and no client
 * router follows, so the others would be built for nothing (a tenth of a render).
 */
function manifestOfMatches(context: EntryContext): EntryContext["manifest"] {
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  let byChain = matchedManifests.get(context.manifest);
  if (!byChain) matchedManifests.set(context.manifest, (byChain = new Map()));
  const key = routeIds.join("\n");
  let manifest = byChain.get(key);
  if (!manifest) {
    const routes = Object.fromEntries(routeIds.flatMap((id) => (context.manifest.routes[id] ? [[id, context.manifest.routes[id]]] : [])));
    manifest = { ...context.manifest, routes };
    byChain.set(key, manifest);
  }
  return manifest;
}

/** The context an HTML-only page renders with: the matched routes' manifest, and no hand-off stream (never read). */
function withoutHandOff(context: EntryContext): EntryContext {
  const view: Record<string, unknown> = { serverHandoffStream: undefined };
  for (const key of Object.keys(context)) if (key !== "serverHandoffStream") view[key] = context[key as keyof EntryContext];
  view.manifest = manifestOfMatches(context);
  return view as unknown as EntryContext;
}

/** The streaming renderer writes the doctype for a document that starts with `<html>`; the string renderer does not. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * Renders an HTML-only page (decision 012: every public page) to one string. Nothing on such a
 * page suspends or hydrates, so React's string renderer gives the same bytes as the streaming one
 * (unit test) for less work: it joins strings where the streaming one encodes each of a page's
 * thousands of small chunks into bytes as it goes (docs/decisions/029-render-speed.md).
 * Rejects when the render fails (React Router then renders the error boundary).
 */
export function renderHtmlOnlyDocument(context: EntryContext, status: number, page: PageRenderValues): Promise<RenderedDocument> {
  try {
    // The hand-off stream carries loader data to a hydrating client: an HTML-only page has none to feed,
    // nor routes to discover. Its other fields are copied one by one: a spread would read the stream too,
    // and reading it is what encodes the loader data (patches/react-router+7.18.4.patch, decision 054).
    // Nothing on the page hydrates, so its icons, header and footer may be rendered once per variant
    // (app/lib/ui/static-markup.tsx).
    const htmlOnly = withoutHandOff(context);
    const tree = <StaticMarkupProvider value={renderToString}>{documentElement(htmlOnly, page)}</StaticMarkupProvider>;
    const html = renderToString(tree);
    return Promise.resolve({ html: Buffer.from(DOCTYPE + html), status, errors: [] });
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Renders a page that hydrates (the admin area) into one buffer, with React Router's hand-off of
 * its loader data. No page suspends (no Suspense, no deferred data), so the document is complete
 * once all is ready: one buffer is cheaper to send and compress than a stream of hundreds of small
 * chunks. Rejects when the shell fails (React Router then renders the error boundary).
 */
export function renderDocument(context: EntryContext, status: number, page: PageRenderValues): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const errors: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(documentElement(context, page), {
      nonce: page.nonce,
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const collector = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(deadline);
            resolve({ html: Buffer.concat(chunks), status: responseStatus, errors });
            callback();
          },
        });
        pipe(collector);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        if (shellRendered) errors.push(error);
      },
    });
    const deadline = setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}
