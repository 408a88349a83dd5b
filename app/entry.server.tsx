import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { EnhancementScriptProvider } from "~/lib/site/enhancement-script";
import { NonceProvider } from "~/lib/ui/nonce";
import { RequestIdProvider } from "~/lib/ui/request-id";

// The server entry hands these to server/index.ts through the build, so that every service
// module exists once per process (see docs/decisions/003-services-through-the-build.md).
export { closeServices, createServices, startScheduledJobs } from "~/services/bootstrap.server";
export { ConfigError } from "~/services/platform";
import { sessionCookie } from "~/routes/admin/session-cookie.server";
import type { AppServices } from "~/services/platform";
import { createTestHooks as createTestHooksWith } from "~/services/test-hooks";

/** Browser-test shortcuts (null unless explicitly enabled); the admin routes own the cookie format. */
export function createTestHooks(services: AppServices, env: NodeJS.ProcessEnv = process.env) {
  return createTestHooksWith(services, (token) => sessionCookie(services.config).serialize(token), env);
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId}>
          <EnhancementScriptProvider value={loadContext.enhancementScript}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </EnhancementScriptProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // No page suspends (no Suspense, no deferred data), so the shell is the whole document:
        // collect it into one buffer, which is cheaper to send, compress and cache than a stream
        // of hundreds of small chunks.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const collector = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(collector);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A client's mistake (bad method, unknown page) is not our fault: the access log records it.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const log = (context as AppLoadContext | undefined)?.log;
  if (log) log.error({ err: error, url: request.url }, "unhandled route error");
  else console.error(error);
};
