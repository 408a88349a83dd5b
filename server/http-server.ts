import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than the proxies in deploy/ keep
 * their idle connections to the app (60 s). Node's default is 5 s, so a proxy could send the next
 * request on a connection at the moment the app closed it; nginx then answers 502, and retries
 * on another instance only requests that are safe to repeat, so a form post was lost.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The site's HTTP server: the given listener with the keep-alive timeout above. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
