import type { IncomingMessage, ServerResponse } from "node:http";

export const LIVENESS_PATH = "/healthz";
export const READINESS_PATH = "/readyz";

/**
 * Whether this process should be sent traffic: not while it starts (opening and migrating the
 * database), not while it drains after SIGTERM, and not while its database does not answer (the
 * readiness probe's ping records that). `/healthz` only says the process is alive (decision 060).
 */
export class Readiness {
  private state: "starting" | "ready" | "draining" = "starting";
  private databaseAnswered = true;

  /** `startupPhase`: what start-up is doing, told in the 503's body (the bootstrap's phase). */
  constructor(private readonly startupPhase: () => string = () => "starting") {}

  started() {
    if (this.state === "starting") this.state = "ready";
  }

  drain() {
    this.state = "draining";
  }

  get draining() {
    return this.state === "draining";
  }

  /** Why the process is not ready, before asking the database; null when only the database can say. */
  notReadyReason(): string | null {
    if (this.state === "starting") return `starting: ${this.startupPhase()}`;
    if (this.state === "draining") return "draining: shutting down";
    return null;
  }

  /** The last probe's answer from the database. */
  databaseAnswer(answered: boolean) {
    this.databaseAnswered = answered;
  }

  isReady() {
    return this.state === "ready" && this.databaseAnswered;
  }
}

const PROBE_HEADERS = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
const RETRY_AFTER_SECONDS = "5";

/**
 * Answers every request while the services start: the probes (alive; not ready, and why), and 503
 * with Retry-After for anything else, so a proxy or a browser tries again instead of seeing a
 * refused connection during a long migration.
 */
export function answerWhileStarting(readiness: Readiness) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === LIVENESS_PATH) {
      res.writeHead(200, PROBE_HEADERS).end("ok");
      return;
    }
    const reason = readiness.notReadyReason() ?? "starting";
    if (path === READINESS_PATH) {
      res.writeHead(503, PROBE_HEADERS).end(reason);
      return;
    }
    res.writeHead(503, { ...PROBE_HEADERS, "retry-after": RETRY_AFTER_SECONDS }).end("The site is starting. Please try again in a few seconds.");
  };
}
