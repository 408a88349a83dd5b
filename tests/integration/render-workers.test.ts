import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RenderRequest } from "~/lib/render/render-request";
import { markShared } from "~/lib/render/shared-values";
import { RenderWorkers } from "../../server/render-workers";

// The real worker script, bundled as scripts/build.mjs bundles it, around stand-in builds whose
// entry renders the request's URL, fails, or ends its thread.
const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "render-workers-"));
const WORKER_SCRIPT = path.join(dir, "render-worker.js");

beforeAll(async () => {
  await build({
    entryPoints: [path.join(root, "server/render-worker.ts")],
    outfile: WORKER_SCRIPT,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": path.join(root, "app") },
    logLevel: "warning",
  });
});

function standInBuild(name: string, renderInWorker: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, `export const entry = { module: { renderInWorker: ${renderInWorker} } };\n`);
  return file;
}

const echoBuild = standInBuild(
  "echo",
  `async (_build, request) => {
    if (request.page.url.endsWith("/fail")) throw new Error("shell failed");
    if (request.page.url.endsWith("/exit")) process.exit(3);
    return { html: new TextEncoder().encode("<p>" + request.page.url + " " + request.page.nonce + "</p>"), status: request.status, errors: [] };
  }`,
);
// Renders the loader data it was given, as JSON.
const dataBuild = standInBuild(
  "data",
  `async (_build, request) => ({ html: new TextEncoder().encode(JSON.stringify(request.handler.loaderData)), status: 200, errors: [] })`,
);
const brokenBuild = path.join(dir, "missing-build.mjs");
// Busy for 40 ms of its thread's CPU time, or idle for 60 ms (waiting, as a thread waits for a core), then an empty page.
const timedBuild = standInBuild(
  "timed",
  `async (_build, request) => {
    const cpuMs = () => { const { user, system } = process.threadCpuUsage(); return (user + system) / 1000; };
    if (request.page.url.endsWith("/busy")) for (const until = cpuMs() + 40; cpuMs() < until; );
    else await new Promise((resolve) => setTimeout(resolve, 60));
    return { html: new Uint8Array(0), status: 200, errors: [] };
  }`,
);
// Renders the scheduling priority (nice value) of the thread that renders.
const niceBuild = standInBuild(
  "nice",
  `async () => {
    const { readlinkSync } = await import("node:fs");
    const { getPriority } = await import("node:os");
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return { html: new TextEncoder().encode(String(getPriority(threadId))), status: 200, errors: [] };
  }`,
);

const request = (url: string, acceptEncoding: string | null = null, keepHtml = true): RenderRequest =>
  ({
    status: 200,
    page: { url, nonce: "n1", requestId: "r1", enhancementScripts: { site: "", "sign-in": "" } },
    acceptEncoding,
    keepHtml,
    handler: { loaderData: { when: new Date(0) } },
  }) as unknown as RenderRequest;

const logger = pino({ level: "silent" });
let pool: RenderWorkers | null = null;

/** Render answers null until a worker is ready (the caller renders on the main thread meanwhile). */
async function renderWhenReady(workers: RenderWorkers, url: string) {
  let answer: ReturnType<RenderWorkers["render"]> = null;
  await vi.waitFor(
    () => {
      answer = workers.render(request(url));
      if (!answer) throw new Error("no render worker ready yet");
    },
    { timeout: 20_000, interval: 50 },
  );
  return answer!;
}

afterEach(async () => {
  await pool?.stop();
  pool = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("render workers", () => {
  it("render on a worker thread and hand the document back", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 2, logger });
    const rendered = await renderWhenReady(pool, "http://localhost/a");
    expect(new TextDecoder().decode(rendered.html)).toBe("<p>http://localhost/a n1</p>");
    expect(rendered.status).toBe(200);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => pool!.render(request(`http://localhost/${i}`))));
    expect(many.map((answer) => new TextDecoder().decode(answer!.html))).toEqual(Array.from({ length: 20 }, (_, i) => `<p>http://localhost/${i} n1</p>`));
  });

  it("render published content sent to each worker once, then by number, and a new publish at once", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: dataBuild, count: 2, logger });
    await renderWhenReady(pool, "http://localhost/warm");
    const withData = (loaderData: unknown) => ({ ...request("http://localhost/page"), handler: { loaderData } }) as unknown as RenderRequest;
    const render = async (loaderData: unknown) => JSON.parse(new TextDecoder().decode((await pool!.render(withData(loaderData)))!.html)) as unknown;

    const footer = markShared({ heading: "Services", links: ["/services/gtm"] });
    for (let round = 0; round < 6; round++) expect(await render({ layout: { footer, round } })).toEqual({ layout: { footer, round } });
    const republished = markShared({ heading: "Our services", links: ["/services/gtm", "/services/nbt"] });
    expect(await render({ layout: { footer: republished } })).toEqual({ layout: { footer: republished } });
    expect(await render({ layout: { footer } })).toEqual({ layout: { footer } });
    // At once: both workers render, each given the values it lacks.
    const together = await Promise.all(Array.from({ length: 20 }, (_, round) => render({ layout: { footer: round % 2 ? footer : republished, round } })));
    expect(together).toEqual(Array.from({ length: 20 }, (_, round) => ({ layout: { footer: round % 2 ? footer : republished, round } })));

    // More values than a worker keeps: it starts afresh, and every page still gets its own.
    const many = Array.from({ length: 700 }, (_, index) => markShared({ index }));
    for (let start = 0; start < many.length; start += 100) {
      const batch = many.slice(start, start + 100);
      expect(await render({ batch })).toEqual({ batch });
    }
    expect(await render({ first: many[0], last: many.at(-1), footer })).toEqual({ first: many[0], last: many.at(-1), footer });
  });

  it("report the longest render and the most CPU time one took, then start over", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: timedBuild, count: 1, logger });
    await renderWhenReady(pool, "http://localhost/busy");
    const busy = pool.takeLongestRender();
    expect(busy.cpuMs).toBeGreaterThanOrEqual(40);
    expect(busy.ms).toBeGreaterThanOrEqual(busy.cpuMs);
    expect(pool.takeLongestRender()).toEqual({ ms: 0, cpuMs: 0 });
    await pool.render(request("http://localhost/idle"));
    const idle = pool.takeLongestRender();
    expect(idle.ms).toBeGreaterThanOrEqual(55);
    expect(idle.cpuMs).toBeLessThan(idle.ms / 2);
  });

  it("compress the document for the client's Accept-Encoding", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 1, logger });
    await renderWhenReady(pool, "http://localhost/warm");
    const longUrl = `http://localhost/${"long-path/".repeat(200)}`;
    const gzipped = await pool.render(request(longUrl, "gzip, deflate"));
    expect(gzipped?.precompressed?.encoding).toBe("gzip");
    expect(gunzipSync(gzipped!.precompressed!.body).toString()).toBe(`<p>${longUrl} n1</p>`);
    expect((await pool.render(request(longUrl, "br;q=1, gzip;q=0.5")))?.precompressed?.encoding).toBe("br");
    expect((await pool.render(request(longUrl, null)))?.precompressed).toBeUndefined();
    // Too small to be worth compressing, as on the main thread.
    expect((await pool.render(request("http://localhost/short", "gzip")))?.precompressed).toBeUndefined();
  });

  it("hand back only the compressed document unless the page cache keeps the page", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 1, logger });
    await renderWhenReady(pool, "http://localhost/warm");
    const longUrl = `http://localhost/${"long-path/".repeat(200)}`;
    const sentOnly = await pool.render(request(longUrl, "gzip", false));
    expect(sentOnly?.html.byteLength).toBe(0);
    expect(gunzipSync(sentOnly!.precompressed!.body).toString()).toBe(`<p>${longUrl} n1</p>`);
    const kept = await pool.render(request(longUrl, "gzip", true));
    expect(new TextDecoder().decode(kept!.html)).toBe(`<p>${longUrl} n1</p>`);
    expect(kept?.precompressed?.encoding).toBe("gzip");
    // Nothing compressed (a client without gzip or br): the document itself, whatever the cache does.
    const plain = await pool.render(request(longUrl, null, false));
    expect(new TextDecoder().decode(plain!.html)).toBe(`<p>${longUrl} n1</p>`);
  });

  it.runIf(process.platform === "linux")("render at a lower priority than the main thread's, which keeps its own", async () => {
    const mainThreadPriority = os.getPriority(process.pid);
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: niceBuild, count: 1, logger });
    const rendered = await renderWhenReady(pool, "http://localhost/nice");
    // Nice 10 at least: a process started at a higher nice value may keep it (raising priority needs root).
    expect(Number(new TextDecoder().decode(rendered.html))).toBeGreaterThanOrEqual(10);
    expect(os.getPriority(process.pid)).toBe(mainThreadPriority);
  });

  it("reject with the render's error, and keep rendering", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 1, logger });
    await expect(renderWhenReady(pool, "http://localhost/fail")).rejects.toThrow("shell failed");
    await expect(pool.render(request("http://localhost/after"))).resolves.toMatchObject({ status: 200 });
  });

  it("replace a worker that ended during a render, failing only that render", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 1, logger });
    await expect(renderWhenReady(pool, "http://localhost/exit")).rejects.toThrow("render worker exited (code 3)");
    const after = await renderWhenReady(pool, "http://localhost/after");
    expect(new TextDecoder().decode(after.html)).toBe("<p>http://localhost/after n1</p>");
  });

  it("leave rendering to the main thread when no worker can start", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: brokenBuild, count: 2, logger });
    await vi.waitFor(() => expect(pool!.size).toBe(0), { timeout: 20_000, interval: 50 });
    expect(pool.render(request("http://localhost/a"))).toBeNull();
  });

  it("leave data that cannot be sent to the main thread", async () => {
    pool = new RenderWorkers({ script: WORKER_SCRIPT, buildFile: echoBuild, count: 1, logger });
    await renderWhenReady(pool, "http://localhost/warm");
    const uncloneable = { ...request("http://localhost/b"), handler: { loaderData: { format: () => "a function" } } } as unknown as RenderRequest;
    expect(pool.render(uncloneable)).toBeNull();
  });
});
