import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/services/platform";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { issueFormToken } from "~/services/security";
import { createExpressApp } from "../../server/app";
import { MAX_STORES_AT_ONCE, PageCache } from "../../server/page-cache";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

type Running = { server: Server; base: string };

/** The Express app on a free port, around `build` or a build that fails with that error. */
async function startApp(database: Database, build: Error | ServerBuild, env: Record<string, string> = {}, pageCache?: PageCache): Promise<Running> {
  const app = createExpressApp({
    services: createTestServices(database, env),
    pageCache,
    build:
      build instanceof Error
        ? async () => {
            throw build;
          }
        : build,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopApp({ server }: Running) {
  await new Promise((resolve) => server.close(resolve));
}

describe("express app around a failing build", () => {
  const database = useTestDatabase();
  let running: Running;
  let base: string;
  const pageCache = new PageCache();

  beforeAll(async () => {
    running = await startApp(database(), new Error("secret internal detail at /srv/app.js:12"), {}, pageCache);
    ({ base } = running);
  });
  afterAll(() => stopApp(running));

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

  it("gives back a page's turn to be stored when its render fails", async () => {
    // Each page's second request is the one admitted to store it; here every render fails.
    for (let page = 0; page <= MAX_STORES_AT_ONCE; page++) {
      for (let ask = 0; ask < 2; ask++) expect((await fetch(`${base}/failing-${page}`)).status).toBe(500);
    }
    pageCache.admit("/next");
    expect(pageCache.admit("/next")).toBe(true);
  });

  it("reports readiness from the database and liveness without it", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("answers 503 on /readyz once the database is gone", async () => {
    await database().close();
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unavailable");
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("cross-site request guard", () => {
  const database = useTestDatabase();
  let running: Running;
  let base: string;

  beforeAll(async () => {
    running = await startApp(database(), Object.assign(new Error("reached the app"), { status: 418 }), { SITE_URL: "https://www.example.com" });
    ({ base } = running);
  });
  afterAll(() => stopApp(running));

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

  it("accepts a form from the address the request was sent to, whatever SITE_URL says", async () => {
    expect((await post({ origin: new URL(base).origin, "sec-fetch-site": "same-origin" })).status).toBe(418);
  });

  it("explains a refusal: which origin was refused and what to set", async () => {
    const response = await post({ origin: "https://evil.example" });
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("Request not accepted");
    expect(page).toContain("SITE_URL=https://evil.example");
    expect(page).toContain("https://www.example.com");
  });

  it("never blocks GET", async () => {
    expect((await fetch(`${base}/`, { headers: { origin: "https://evil.example" } })).status).toBe(418);
  });
});

describe("a form from a client that sends neither Origin nor Sec-Fetch-Site (text browsers)", () => {
  const database = useTestDatabase();
  let server: Server;
  let base: string;
  let token: string;
  let cookie: string;
  const reached: string[] = [];

  beforeAll(async () => {
    const services = createTestServices(database(), { SITE_URL: "https://www.example.com" });
    // The route echoes the body it reads, so the test sees the guard handed on the same bytes.
    const echoBuild = {
      ...endlessReplyBuild,
      routes: {
        root: { id: "root", path: "", module: {} },
        "routes/form": {
          id: "routes/form",
          parentId: "root",
          path: "form",
          module: {
            action: async ({ request }: { request: Request }) => {
              const body = await request.text();
              reached.push(body);
              return new Response(body, { status: 200, headers: { "content-type": "text/plain" } });
            },
          },
        },
      },
    } as unknown as ServerBuild;
    const app = createExpressApp({ services, build: echoBuild });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const issued = await issueFormToken(services.config, new Request(`${base}/form`));
    token = issued.token;
    cookie = issued.setCookie!.split(";")[0]!;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${base}/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("is accepted with its form token matching the signed token cookie, and the route reads the same body", async () => {
    const body = form({ username: "admin", password: "p\u00e4ss word&=", [FORM_TOKEN_FIELD]: token });
    const response = await post(body, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it.each([
    ["no token", () => form({ username: "admin" }), () => cookie],
    ["no cookie", () => form({ username: "admin", [FORM_TOKEN_FIELD]: token }), () => ""],
    ["a token that is not the cookie's", () => form({ [FORM_TOKEN_FIELD]: `${token.slice(0, -2)}xx` }), () => cookie],
    ["an unsigned cookie", () => form({ [FORM_TOKEN_FIELD]: "forged" }), () => "form_token=forged"],
  ])("is refused with %s", async (_label, body, cookieHeader) => {
    const before = reached.length;
    const response = await post(body(), { cookie: cookieHeader() });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("reload the page");
    expect(reached.length).toBe(before);
  });

  it("is refused when it is not a small urlencoded form", async () => {
    const body = form({ [FORM_TOKEN_FIELD]: token });
    expect((await post(body, { cookie, "content-type": "text/plain" })).status).toBe(403);
    expect((await post(`${body}&pad=${"x".repeat(20_000)}`, { cookie })).status).toBe(403);
  });

  it("never lets a token carry a request another site sent", async () => {
    const body = form({ username: "admin", [FORM_TOKEN_FIELD]: token });
    expect((await post(body, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await post(body, { cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});

/** Just enough of a build for one resource route whose reply sends a first chunk and never ends: a client that reads slowly. */
const endlessReplyBuild = {
  assets: { version: "endless", url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: {} },
  entry: { module: { default: () => new Response("") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/endless": {
      id: "routes/endless",
      parentId: "root",
      path: "endless",
      module: {
        loader: () =>
          new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode("first chunk")) }), {
            headers: { "content-type": "text/plain; charset=utf-8" },
          }),
      },
    },
  },
  publicPath: "/",
  assetsBuildDirectory: "/nonexistent",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe("page cache turns", () => {
  const database = useTestDatabase();
  let running: Running;
  const pageCache = new PageCache();

  beforeAll(async () => {
    running = await startApp(database(), endlessReplyBuild, {}, pageCache);
  });
  afterAll(() => stopApp(running));

  it("are given back before the page is sent, so clients that read slowly cannot hold them", async () => {
    const open: AbortController[] = [];
    const ask = async (path: string) => {
      const controller = new AbortController();
      open.push(controller);
      const response = await fetch(`${running.base}${path}`, { signal: controller.signal });
      expect(response.status).toBe(200);
    };
    try {
      // Each page's second ask is admitted to store it; its reply (not storable) never ends.
      for (let page = 0; page < MAX_STORES_AT_ONCE; page++) for (let i = 0; i < 2; i++) await ask(`/endless?page=${page}`);
      pageCache.admit("/next");
      expect(pageCache.admit("/next")).toBe(true);
    } finally {
      for (const controller of open) controller.abort();
    }
  });
});
