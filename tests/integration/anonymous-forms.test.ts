import http from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents } from "~/db/schema";
import { RATE_LIMITS, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { refuseFilledHoneypot } from "~/routes/honeypot.server";
import { ANONYMOUS_FORM_ROUTES } from "../../server/anonymous-forms";
import { createExpressApp } from "../../server/app";
import { routeTableBuild } from "../support/route-table-build";
import { createTestContext, createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

const MODULE_OF: Record<string, string> = {
  "/contact": "routes/site/contact",
  "/svcs/team/forgot-password": "routes/admin/sign-in/forgot-password",
  "/svcs/team/reset-password": "routes/admin/sign-in/reset-password",
  "/svcs/team/two-factor": "routes/admin/sign-in/two-factor",
  "/subscribe": "routes/newsletter/subscribe",
  "/subscribe/confirm": "routes/newsletter/confirm",
  "/unsubscribe": "routes/newsletter/unsubscribe",
  "/consultation/book": "routes/site/booking/book",
  "/consultation/booking": "routes/site/booking/manage",
  "/training/sessions/:sessionId": "routes/training/session",
  "/training/registration/:token": "routes/training/registration",
  "/verify": "routes/training/verify",
};

/** Sends headers that declare a body and then waits: an answer that comes anyway was given before the body was read. */
function postWithoutBody(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      method: "POST",
      path: target,
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "1000" },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        request.destroy();
      });
    });
    request.on("error", reject);
    request.flushHeaders();
    setTimeout(() => reject(new Error("no answer without the body")), 10_000).unref();
  });
}

describe("anonymous forms an attacker could lean on", () => {
  const database = useTestDatabase();
  let server: Server;
  let base: string;
  const lines: string[] = [];
  const actionRuns: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const modules = Object.fromEntries(
      Object.entries(MODULE_OF).map(([path, id]) => [
        id,
        {
          default: () => null,
          action: async ({ request }: { request: Request }) => {
            await request.text();
            actionRuns.push(path);
            return null;
          },
        },
      ]),
    );
    const app = createExpressApp({ services: { ...createTestServices(database()), logger }, build: routeTableBuild(modules) });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("names every anonymous form of the site", () => {
    expect([...ANONYMOUS_FORM_ROUTES].sort()).toEqual(Object.keys(MODULE_OF).sort());
  });

  it("counts every anonymous form's posts from one address under one limit, refused before the body is read", { timeout: 60_000 }, async () => {
    await database().db.execute("delete from rate_limits");
    const { limit, windowMs } = RATE_LIMITS.anonymousFormPerAddress;
    const left = windowStartOf(new Date(), windowMs).getTime() + windowMs - Date.now();
    if (left < 20_000) await sleep(left + 100);
    const paths = Object.keys(MODULE_OF);
    for (let index = 0; index < limit; index++) {
      const path = paths[index % paths.length]!;
      const answer = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.example",
      });
      expect(answer.status, path).toBe(200);
    }
    expect(actionRuns).toHaveLength(limit);
    for (const path of [...paths, "/CONTACT/", "/svcs/x/../team/reset-password.data"]) {
      const refused = await postWithoutBody(base, path);
      expect(refused.status, path).toBe(429);
      expect(refused.body).toContain("Too many form submissions from your network.");
    }
    expect(actionRuns).toHaveLength(limit);
  });

  it("never writes a reset link's token to the request log", async () => {
    await fetch(`${base}/svcs/team/reset-password?token=SECRET-RESET-TOKEN-1`);
    await fetch(`${base}/SVCS/Team/Reset-Password/?utm_source=x&token=SECRET-RESET-TOKEN-2`);
    await fetch(`${base}/svcs/team?page=2&token=SECRET-OTHER-TOKEN`);
    await sleep(100); // The access log is written when the response has finished.
    const log = lines.join("\n");
    expect(log).toContain("/svcs/team/reset-password?[redacted]");
    expect(log).toContain("/svcs/team?page=2&token=[redacted]");
    expect(log).not.toContain("SECRET-");
  });

  it("records the first filled honeypot from an address, and only counts the ones after it", async () => {
    const services = createTestServices(database());
    const bot = "203.0.113.77";
    const context = createTestContext(services, { clientIp: bot });
    const filled = () => {
      const form = new FormData();
      form.set(HONEYPOT_FIELD, "https://spam.example");
      return form;
    };
    for (let index = 0; index < 40; index++) {
      await expect(refuseFilledHoneypot(filled(), new Request("http://localhost/contact", { method: "POST" }), context)).rejects.toMatchObject({
        data: HONEYPOT_REFUSED,
        init: { status: 400 },
      });
    }
    const recorded = (ip: string) =>
      database()
        .db.select()
        .from(securityEvents)
        .where(and(eq(securityEvents.type, "honeypot_triggered"), eq(securityEvents.ipAddress, ip)));
    expect(await recorded(bot)).toHaveLength(1);
    // Another address is another incident.
    await expect(
      refuseFilledHoneypot(filled(), new Request("http://localhost/contact", { method: "POST" }), createTestContext(services, { clientIp: "203.0.113.78" })),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(await recorded("203.0.113.78")).toHaveLength(1);
  });
});
