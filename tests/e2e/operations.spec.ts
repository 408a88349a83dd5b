import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { freePortIn, request } from "./support/server-processes";

/**
 * Operating the site as its operator would (decisions 060, 061): the production build started as a
 * real process, its probes while it migrates and drains, a Prometheus scrape checked by promtool,
 * and a trace of a page render sent to a local OTLP/HTTP receiver.
 */
const SERVER = path.resolve("build/node/server.js");
const PROMTOOL = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((candidate) => existsSync(candidate));

type Process = { child: ChildProcess; url: string; output(): string; exited: Promise<number | null>; dataDir: string };

/** The build on a fresh data directory (so it creates and migrates its database), without waiting for it. */
async function launch(env: Record<string, string> = {}, port?: number): Promise<Process> {
  port ??= await freePortIn(4380, 4399);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-operations-"));
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, dataDir };
}

async function untilReady(process: Process) {
  try {
    await waitReady(process);
  } catch (error) {
    console.log(`server output:\n${process.output().slice(-4000)}`);
    throw error;
  }
}

async function waitReady(process: Process) {
  await expect
    .poll(
      async () => {
        if (process.child.exitCode !== null) throw new Error(`the server exited:\n${process.output()}`);
        const ready = await request(`${process.url}/readyz`).catch(() => null);
        return ready ? `${ready.status} ${ready.body}` : "not listening";
      },
      // A fresh database is created, migrated and seeded: minutes when the 2-core machine is busy.
      { timeout: 200_000, intervals: [100] },
    )
    .toBe("200 ready");
}

/** Two different free ports of the range (each is only checked free, not held, until the server takes it). */
async function twoPorts(): Promise<[number, number]> {
  const first = await freePortIn(4380, 4399);
  for (;;) {
    const second = await freePortIn(4380, 4399);
    if (second !== first) return [first, second];
  }
}

async function stop(process: Process) {
  if (process.child.exitCode === null) {
    process.child.kill("SIGTERM");
    setTimeout(() => process.child.kill("SIGKILL"), 15_000).unref();
  }
  await process.exited;
  rmSync(process.dataDir, { recursive: true, force: true });
}

test.describe("operating the site", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test("/readyz answers 503 while the database is created and migrated, /healthz 200 throughout; neither is cached", async () => {
    const site = await launch();
    try {
      const seen: string[] = [];
      for (const deadline = Date.now() + 100_000; Date.now() < deadline;) {
        const ready = await request(`${site.url}/readyz`).catch(() => null);
        if (ready) {
          const line = `${ready.status} ${ready.body}`;
          if (seen.at(-1) !== line) seen.push(line);
          expect(ready.headers["cache-control"]).toBe("no-store");
          if (ready.status === 200) break;
          expect((await request(`${site.url}/healthz`)).status).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      console.log(`readiness while starting: ${seen.join(" | ")}`);
      expect(seen).toContain("503 starting: migrating the database");
      expect(seen.at(-1)).toBe("200 ready");
      // Any page asked for while starting got 503 with Retry-After, not a refused connection (checked above by the probes answering).
      for (let i = 0; i < 3; i++) {
        const again = await request(`${site.url}/readyz`);
        expect(again.headers["x-cache"]).toBeUndefined();
        expect(again.headers["cache-control"]).toBe("no-store");
      }
    } finally {
      await stop(site);
    }
  });

  test("with METRICS_PORT, a scrape of its own port passes promtool; the public port has no metrics", async () => {
    test.skip(!PROMTOOL, "promtool is not installed (Debian: apt-get install prometheus)");
    const [port, metricsPort] = await twoPorts();
    const site = await launch({ METRICS_PORT: String(metricsPort) }, port);
    try {
      await untilReady(site);
      for (let i = 0; i < 3; i++) expect((await request(`${site.url}/`)).status).toBe(200);
      expect((await request(`${site.url}/no-such-page-7f3a9`)).status).toBe(404);
      const refused = await request(`${site.url}/svcs/team`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: new URLSearchParams({ username: "nobody_here", password: "Wrong-Password-123" }).toString(),
      });
      expect(refused.status).toBeLessThan(500);

      const publicMetrics = await request(`${site.url}/metrics`);
      expect(publicMetrics.body).not.toContain("hsa_http_requests_total");

      // Until its render worker is ready (seconds on a busy machine) a fresh server renders on its main thread.
      const scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      await expect
        .poll(
          async () => {
            await request(`${site.url}/no-such-page-7f3a9`);
            return /^hsa_render_duration_seconds_count [1-9]/m.test((await request(scrapeUrl)).body);
          },
          { timeout: 60_000, intervals: [500] },
        )
        .toBe(true);
      const scrape = await request(scrapeUrl);
      expect(scrape.status).toBe(200);
      expect(scrape.headers["content-type"]).toContain("text/plain; version=0.0.4");
      const checked = spawnSync(PROMTOOL!, ["check", "metrics"], { input: scrape.body, encoding: "utf8" });
      expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);

      const body = scrape.body;
      expect(body).toMatch(/^hsa_http_requests_total\{route="\/",method="GET",status_class="2xx"\} [1-9]/m);
      // Unknown paths (this one and /metrics on the public port) are labelled by the catch-all route's template, never by the raw path.
      expect(body).toMatch(/^hsa_http_requests_total\{route="\/\*",method="GET",status_class="4xx"\} (?:[2-9]|[1-9]\d+)$/m);
      expect(body).not.toContain("no-such-page");
      expect(body).toMatch(/^hsa_page_cache_requests_total\{result="hit"\} [1-9]/m);
      expect(body).toMatch(/^hsa_page_cache_requests_total\{result="miss"\} [1-9]/m);
      expect(body).toMatch(/^hsa_render_duration_seconds_count [1-9]/m);
      expect(body).toMatch(/^hsa_render_queue 0$/m);
      expect(body).toMatch(/^hsa_db_query_duration_seconds_count\{driver="pglite"\} [1-9]/m);
      expect(body).toMatch(/^hsa_db_pool_connections\{state="total"\} 1$/m);
      // Once a minute: a run that outlasts a minute (a loaded machine) sees a second.
      expect(body).toMatch(/^hsa_job_runs_total\{job="send-mail",status="succeeded"\} [1-9]\d*$/m);
      expect(body).toMatch(/^hsa_mail_outbox\{status="pending"\} 0$/m);
      expect(body).toMatch(/^hsa_backup_age_seconds \+Inf$/m);
      expect(body).toMatch(/^hsa_sign_in_failures_total\{kind="sign_in_refused"\} 1$/m);
      expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(body).toMatch(/^hsa_ready 1$/m);
    } finally {
      await stop(site);
    }
  });

  test("SIGTERM drains: /readyz 503, the request in flight finishes, the process exits in bounded time", async () => {
    const site = await launch({ DRAIN_DELAY_SECONDS: "1" });
    try {
      await untilReady(site);
      // A request in flight: its headers sent, its body not yet.
      const port = Number(new URL(site.url).port);
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      const form = new URLSearchParams({ username: "drain_test", password: "Not-The-Password-1" }).toString();
      socket.write(
        `POST /svcs/team HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form.slice(0, 5)}`,
      );
      let reply = "";
      socket.on("data", (chunk) => (reply += chunk));
      const closed = new Promise((resolve) => socket.once("close", resolve));
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = performance.now();
      site.child.kill("SIGTERM");
      await expect.poll(async () => (await request(`${site.url}/readyz`)).body, { timeout: 900, intervals: [50] }).toBe("draining: shutting down");
      expect((await request(`${site.url}/readyz`)).status).toBe(503);
      expect((await request(`${site.url}/healthz`)).status).toBe(200);

      socket.write(form.slice(5));
      await closed;
      // The sign-in was carried out whole during the drain: the password checked and refused.
      expect(reply).toMatch(/^HTTP\/1\.1 401 /);
      expect(reply).toContain("Invalid credentials");
      expect(await site.exited).toBe(0);
      const tookMs = performance.now() - signalled;
      console.log(
        `drain: SIGTERM to exit ${Math.round(tookMs)} ms (1 s of it the drain delay); ${/"ms":(\d+),"msg":"shutdown complete"/.exec(site.output())?.[0]}`,
      );
      // The bound: the drain delay plus the shutdown deadline (server/index.ts).
      expect(tookMs).toBeLessThan(1000 + 9000);
      expect(site.output()).toContain('"msg":"shutdown complete"');
    } finally {
      await stop(site);
    }
  });

  test("with OTEL_EXPORTER_OTLP_ENDPOINT, a page render's trace reaches an OTLP receiver with its database spans, continuing a trusted proxy's traceparent", async () => {
    type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: { stringValue?: string } }[] };
    const spans: OtlpSpan[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse((req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8")) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        if (req.url === "/v1/traces") for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    const [port, receiverPort] = await twoPorts();
    await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));
    const site = await launch(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        OTEL_BSP_SCHEDULE_DELAY: "100",
        TRUST_PROXY: "loopback",
        RENDER_WORKERS: "1",
      },
      port,
    );
    try {
      await untilReady(site);
      const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
      const page = await request(`${site.url}/newsletter`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
      expect(page.status).toBe(200);
      await expect.poll(() => spans.some((span) => span.traceId === traceId && span.name.startsWith("GET ")), { timeout: 10_000 }).toBe(true);
      const trace = spans.filter((span) => span.traceId === traceId);
      const server = trace.find((span) => span.name === "GET /newsletter")!;
      expect(server.parentSpanId).toBe("00f067aa0ba902b7");
      expect(trace.some((span) => span.name === "render")).toBe(true);
      const queries = trace.filter((span) => span.name.startsWith("db "));
      expect(queries.length).toBeGreaterThan(0);
      expect(queries[0]!.attributes?.find((attribute) => attribute.key === "db.system.name")?.value.stringValue).toBe("pglite");
      // Every log line of the request carries its trace id.
      expect(site.output()).toMatch(new RegExp(`"url":"/newsletter"\\}.*"trace_id":"${traceId}"`));
      console.log(
        `trace of GET /newsletter: ${trace.length} spans (${queries.length} database queries): ${[...new Set(trace.map((span) => span.name))].join(", ")}`,
      );
    } finally {
      await stop(site);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
