import http from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import * as beaconRoute from "~/routes/api/beacon";
import * as loginRoute from "~/routes/admin/sign-in/login";
import { flushBufferedBeacons } from "~/services/analytics";
import { createExpressApp } from "../../server/app";
import { routeTableBuild } from "../support/route-table-build";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

/** Ways to write the sign-in page's address that React Router routes to its action. */
const SIGN_IN_SPELLINGS = [
  "/svcs/team",
  "/SVCS/TEAM",
  "/svcs/team/",
  "/svcs/%74eam",
  "/svcs/x/../team",
  "/svcs/%2e%2e/svcs/team",
  "/svcs/admin-dashboard/backups/upload/../../../team",
  "/svcs/admin-dashboard/backups/upload/%2e%2e/%2E%2E/.%2e/team",
  "/svcs\\team",
  "/svcs/team.data",
];
const BEACON_SPELLINGS = ["/api/beacon", "/api/Beacon", "/API/BEACON/", "/api/x/../beacon", "/api/%62eacon", "/api/%2e%2e/api/beacon", "/api/beacon.data"];

type Answer = { status: number; body: string };

/** Sends the target exactly as written: fetch would resolve the dots and re-encode it first. */
function send(base: string, method: string, target: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      method,
      path: target,
      headers: { Origin: base, "Content-Length": String(Buffer.byteLength(body)), ...headers },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A body of `bytes` declared up front and sent as fast as the server reads it; resolves with the
 * answer's status once one comes (or the server closes the connection after refusing).
 */
function sendLargeBody(base: string, target: string, bytes: number): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      method: "POST",
      path: target,
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(bytes) },
    });
    const chunk = Buffer.alloc(256 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return;
      }
      if (sent >= bytes) request.end();
    };
    request.on("drain", pump);
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on("error", reject);
    setTimeout(() => reject(new Error(`no answer after ${megabytes(sent)} MB`)), 120_000).unref();
    pump();
  });
}

/** Fixed windows on the clock: a run of requests waits for the next window when this one is about to end. */
async function awayFromWindowEnd(windowMs: number, marginMs: number) {
  const left = windowStartOf(new Date(), windowMs).getTime() + windowMs - Date.now();
  if (left < marginMs) await sleep(left + 100);
}

describe("limits decided on the path the router runs, however it is spelled", () => {
  const database = useTestDatabase();
  let server: Server;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const build = routeTableBuild({ "routes/admin/sign-in/login": loginRoute, "routes/api/beacon": beaconRoute });
    const app = createExpressApp({ services: { ...createTestServices(database()), logger }, build });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await flushBufferedBeacons(database().db);
  });

  const clearCounters = () => database().db.execute("delete from rate_limits");
  const errorLines = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 50);
  const gateRefused = (answer: Answer, text: string) => answer.status === 429 && answer.body.includes(text);

  it("counts sign-in attempts under every spelling toward one per-address limit, and refuses each spelling past it", { timeout: 90_000 }, async () => {
    await clearCounters();
    const { limit, windowMs } = RATE_LIMITS.signInPerAddress;
    await awayFromWindowEnd(windowMs, 30_000);
    const form = (index: number) => `username=guesser-${index}&password=wrong-password-${index}`;
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    for (let index = 0; index < limit; index++) {
      const spelling = SIGN_IN_SPELLINGS[index % SIGN_IN_SPELLINGS.length]!;
      const answer = await send(base, "POST", spelling, form(index), headers);
      // Reached the action, which refused the password (a page, or the .data twin's payload).
      expect(answer.status, spelling).toBe(401);
    }
    for (const spelling of SIGN_IN_SPELLINGS) {
      const answer = await send(base, "POST", spelling, form(1000), headers);
      expect(gateRefused(answer, "Too many sign-in attempts from your network."), `${spelling}: ${answer.status}`).toBe(true);
    }
  });

  it("counts beacons under every spelling toward one per-address limit, and refuses each spelling past it", { timeout: 90_000 }, async () => {
    await clearCounters();
    const { limit, windowMs } = RATE_LIMITS.beaconPerAddress;
    await awayFromWindowEnd(windowMs, 30_000);
    const beacon = JSON.stringify({ type: "pageview", path: "/", referrer: "", screenWidth: 1280, screenHeight: 800, language: "en-US" });
    const headers = { "Content-Type": "application/json" };
    for (let index = 0; index < limit; index++) {
      const spelling = BEACON_SPELLINGS[index % BEACON_SPELLINGS.length]!;
      expect((await send(base, "POST", spelling, beacon, headers)).status, spelling).toBe(204);
    }
    for (const spelling of BEACON_SPELLINGS) {
      const answer = await send(base, "POST", spelling, beacon, headers);
      expect(gateRefused(answer, "Too many page views from your network."), `${spelling}: ${answer.status}`).toBe(true);
    }
  });

  it(
    "gives a large anonymous body to the sign-in action under a traversal spelling only a form's cap: 413 at once, memory flat",
    { timeout: 150_000 },
    async () => {
      await clearCounters();
      const bytes = 200 * 1024 * 1024;
      for (const spelling of ["/svcs/admin-dashboard/backups/upload/../../../team", "/svcs/admin-dashboard/backups/upload/%2e%2e/%2e%2e/%2e%2e/TEAM/"]) {
        global.gc?.();
        const before = process.memoryUsage().rss;
        const status = await sendLargeBody(base, spelling, bytes);
        const after = process.memoryUsage().rss;
        console.log(`200 MB body to ${spelling}: HTTP ${status}; process memory (RSS) before ${megabytes(before)} MB, after ${megabytes(after)} MB`);
        expect(status).toBe(413);
        expect(after - before).toBeLessThan(64 * 1024 * 1024);
      }
    },
  );

  it("answers TRACE, OPTIONS and unknown methods under any spelling without an error in the log", async () => {
    const before = errorLines().length;
    const trace = await send(base, "TRACE", "/SVCS/TEAM/", "");
    expect(trace.status).toBe(405);
    expect((await send(base, "TRACE", "/svcs/x/../team", "")).status).toBe(405);
    expect((await send(base, "TRACE", "/newsletter", "")).status).toBe(405);
    expect((await send(base, "PROPFIND", "/svcs/team", "")).status).toBe(405);
    expect((await send(base, "OPTIONS", "/svcs/%74eam", "")).status).toBe(204);
    expect(errorLines().slice(before)).toEqual([]);
  });

  it("refuses a submission to a page without an action under any spelling with the plain 405", async () => {
    for (const spelling of ["/svcs/logout/../admin-dashboard/restore-guide", "/SVCS/Admin-Dashboard/Restore-Guide/", "/svcs/admin-dashboard/%72estore-guide"]) {
      const answer = await send(base, "POST", spelling, "a=b", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(answer.status, spelling).toBe(405);
      expect(answer.body).toContain("This page does not accept form submissions.");
    }
  });

  it("refuses a target that is not a path (the absolute form proxies use) before any guard reads it", async () => {
    const answer = await send(base, "POST", "http://127.0.0.1/svcs/team", "username=a&password=b", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(400);
  });
});
