import http from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import { createExpressApp } from "../../server/app";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

type Running = { server: Server; base: string; lines: string[] };

const notFound = async (): Promise<ServerBuild> => {
  throw Object.assign(new Error("no page here"), { status: 404 });
};

/** Just enough of a build for the submission guard: a root, a page without an action and one with, a page with an action whose index page has none. */
const routesOnly = {
  assets: { version: "test" },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/about": { id: "routes/about", parentId: "root", path: "about", module: {} },
    "routes/form": { id: "routes/form", parentId: "root", path: "form", module: { action: () => null } },
    "routes/area": { id: "routes/area", parentId: "root", path: "area", module: { action: () => null } },
    "routes/area-home": { id: "routes/area-home", parentId: "routes/area", index: true, module: {} },
  },
} as unknown as ServerBuild;

/** Time a test's run of sign-in posts may take: it never straddles the end of a counting window. */
const SEQUENCE_MARGIN_MS = 20_000;
/** Such a test may first wait up to that margin for the next window. */
const SEQUENCE_TIMEOUT_MS = 60_000;

/** Rate-limit counters count in fixed windows on the clock; waits for the next one when this one is about to end. */
async function awayFromWindowEnd(windowMs: number) {
  const left = windowStartOf(new Date(), windowMs).getTime() + windowMs - Date.now();
  if (left < SEQUENCE_MARGIN_MS) await sleep(left + 100);
}

describe("abuse resistance over HTTP", () => {
  const database = useTestDatabase();
  const running: Running[] = [];

  async function start(env: Record<string, string>, build: ServerBuild | (() => Promise<ServerBuild>) = notFound): Promise<Running> {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const app = createExpressApp({ services: { ...createTestServices(database(), env), logger }, build });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const started = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
    running.push(started);
    return started;
  }

  afterAll(async () => {
    for (const { server } of running) await new Promise((resolve) => server.close(resolve));
  });

  const signInPost = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/svcs/team`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "username=someone&password=wrong-password",
    });

  it(
    "ignores X-Forwarded-For from a hop that is not a trusted proxy, so rotating it gains nothing",
    async () => {
      const { base } = await start({ TRUST_PROXY: "192.0.2.10" });
      const limit = RATE_LIMITS.signInPerAddress.limit;
      await awayFromWindowEnd(RATE_LIMITS.signInPerAddress.windowMs);
      for (let index = 0; index < limit; index++) {
        expect((await signInPost(base, { "X-Forwarded-For": `198.51.100.${index + 1}` })).status).toBe(404);
      }
      const refused = await signInPost(base, { "X-Forwarded-For": "198.51.100.250" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toContain("Too many sign-in attempts from your network.");
    },
    SEQUENCE_TIMEOUT_MS,
  );

  it(
    "believes only the hop the trusted proxy added, not what the client wrote before it",
    async () => {
      await database().db.execute("delete from rate_limits");
      const { base } = await start({ TRUST_PROXY: "1" });
      const limit = RATE_LIMITS.signInPerAddress.limit;
      await awayFromWindowEnd(RATE_LIMITS.signInPerAddress.windowMs);
      for (let index = 0; index <= limit; index++) {
        expect((await signInPost(base, { "X-Forwarded-For": `${index}.0.0.1, 198.51.100.77` })).status).toBe(index < limit ? 404 : 429);
      }
    },
    SEQUENCE_TIMEOUT_MS,
  );

  it("refuses a 600 MB body with 413 before reading it, without the memory growing", async () => {
    const { base } = await start({});
    const before = process.memoryUsage().rss;
    const url = new URL(`${base}/svcs/team`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(600 * 1024 * 1024) },
      });
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < 600 * 1024 * 1024 && request.write(chunk)) sent += chunk.length;
      };
      request.on("drain", pump);
      request.on("response", (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      });
      request.on("error", reject);
      setTimeout(() => reject(new Error(`no answer after ${sent} bytes`)), 10_000).unref();
      pump();
    });
    expect(status).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a body without a declared length, an over-long address, bad encodings and NUL before any route", async () => {
    const { base } = await start({});
    const chunked = await fetch(`${base}/svcs/team`, {
      method: "POST",
      headers: { Origin: base },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode("a=b")), controller.close()) }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect((await fetch(`${base}/${"a".repeat(3000)}`)).status).toBe(414);
    expect((await fetch(`${base}/svcs/admin-dashboard/login-history?q=%00`)).status).toBe(400);
    expect((await fetch(`${base}/newsletter/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/newsletter?q=%C0%AF`)).status).toBe(400);
    expect((await fetch(`${base}/`, { headers: { "X-Big": "a".repeat(20_000) } })).status).toBe(431);
  });

  it("refuses a consultation request over the form cap (64 KB) before reading it", async () => {
    const { base } = await start({});
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(70 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });

  it("answers a POST to a page without an action with a plain 405 that names no route, and logs no error", async () => {
    const { base, lines } = await start({}, routesOnly);
    const response = await fetch(`${base}/about`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).not.toMatch(/routes\/|action/);
    for (let index = 0; index < 20; index++) await fetch(`${base}/about`, { method: "POST", headers: { Origin: base }, body: "a=b" });
    const entries = lines.map((line) => JSON.parse(line) as { level: number; res?: { statusCode: number } });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.res?.statusCode === 405)).toHaveLength(1);
  });

  it("sends a submission to an index page only with ?index, however often each is asked (the guard remembers each path's page)", async () => {
    const { base } = await start({}, routesOnly);
    const post = async (path: string) => (await fetch(`${base}${path}`, { method: "POST", headers: { Origin: base }, body: "a=b" })).status;
    for (let round = 0; round < 2; round++) {
      expect(await post("/area?index")).toBe(405);
      expect(await post("/area")).not.toBe(405);
      expect(await post("/about")).toBe(405);
      expect(await post("/form")).not.toBe(405);
    }
  });
});
