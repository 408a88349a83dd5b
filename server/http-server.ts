import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than the proxies in deploy/ keep
 * their idle connections to the app (60 s). Node's default is 5 s, so a proxy could send the next
 * request on a connection at the moment the app closed it; nginx then answers 502, and retries
 * on another instance only requests that are safe to repeat, so a form post was lost.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How often a closing server closes the connections that have become idle since. */
const IDLE_SWEEP_MS = 50;

/** The site's HTTP server: the given listener with the keep-alive timeout above. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/**
 * Stops accepting connections and calls `onClosed` once every connection has ended. Requests in
 * flight finish; their connections then close as soon as their response is sent, not after the
 * keep-alive timeout (which would outlast the shutdown deadline).
 */
export function closeHttpServer(server: Server, onClosed: () => void): void {
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.close(() => {
    clearInterval(sweep);
    onClosed();
  });
  server.closeIdleConnections();
}
