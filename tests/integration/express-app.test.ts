import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExpressApp } from "../../server/app";
import { createTestDatabase } from "../support/test-database";
import { createTestServices } from "../support/test-services";

describe("express app around a failing build", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const services = createTestServices(database);
    const app = createExpressApp({
      services,
      build: async () => {
        throw new Error("secret internal detail at /srv/app.js:12");
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
  });

  it("answers 500 with a reference id and no error details", async () => {
    const response = await fetch(`${base}/anything`);
    expect(response.status).toBe(500);
    const body = await response.text();
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toContain(`Reference: <code>${requestId}</code>`);
    expect(body).not.toContain("secret internal detail");
    expect(body).not.toMatch(/\bat \S+:\d+/);
  });

  it("reports readiness from the database and liveness without it", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("answers 503 on /readyz once the database is gone", async () => {
    await database.close();
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unavailable");
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("cross-site request guard", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const services = createTestServices(database, { SITE_URL: "https://www.example.com" });
    const app = createExpressApp({
      services,
      build: async () => {
        throw Object.assign(new Error("reached the app"), { status: 418 });
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
  });

  const post = (headers: Record<string, string>) => fetch(`${base}/svcs/team`, { method: "POST", headers, body: "x=1" });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["a same-site (sibling subdomain) fetch", { "sec-fetch-site": "same-site", origin: "https://www.example.com" }],
    ["neither header", {}],
  ])("refuses a POST with %s with 403", async (_label, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
  });

  it("lets same-origin POSTs through to the app", async () => {
    expect((await post({ origin: "https://www.example.com", "sec-fetch-site": "same-origin" })).status).toBe(418);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(418);
  });

  it("never blocks GET", async () => {
    expect((await fetch(`${base}/`, { headers: { origin: "https://evil.example" } })).status).toBe(418);
  });
});
