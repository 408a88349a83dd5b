// A render worker (see render-workers.ts): imports its own copy of the server build and renders
// the documents the main thread sends, with the data its loaders produced.
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import type { PrecompressedBody, RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";
import { unpackShared } from "~/lib/render/shared-values";
import { chooseEncoding } from "./content-negotiation";
import { cpuMs } from "./event-loop-probe";
import { FAST_BROTLI, FAST_GZIP, MIN_COMPRESSIBLE_BYTES } from "./rendered-page-response";
import type { RenderWorkerData, WorkerMessage, WorkerReply } from "./render-worker-messages";
import { lowerThisThreadsPriority } from "./worker-priority";

type EntryModule = { renderInWorker(build: ServerBuild, request: RenderRequest): Promise<RenderedDocument> };

const cloneableError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A buffer's memory can be handed over only when the buffer owns it whole (small Buffers share a pool). */
const ownedCopy = (bytes: Uint8Array<ArrayBuffer>) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));

/** Compressed here, where it does not cost the main thread, as the main thread would compress it. */
function precompress(html: Uint8Array<ArrayBuffer>, acceptEncoding: string | null): PrecompressedBody | undefined {
  if (html.byteLength < MIN_COMPRESSIBLE_BYTES) return undefined;
  const encoding = chooseEncoding(acceptEncoding ?? undefined);
  if (encoding === "identity") return undefined;
  const body = encoding === "br" ? brotliCompressSync(html, FAST_BROTLI) : gzipSync(html, FAST_GZIP);
  return { encoding, body: ownedCopy(body) };
}

lowerThisThreadsPriority();
const port = parentPort!;
const { buildFile } = workerData as RenderWorkerData;
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const entry = build.entry.module as unknown as EntryModule;

/** The shared values the main thread sent (app/lib/render/shared-values.ts), by number. */
const sharedValues = new Map<number, object>();

port.on("message", async ({ id, request, shared, forget }: WorkerMessage) => {
  let reply: WorkerReply;
  try {
    const cpuBefore = process.threadCpuUsage();
    const started = performance.now();
    if (forget) sharedValues.clear();
    for (const [sharedId, value] of shared) sharedValues.set(sharedId, value);
    request.handler.loaderData = unpackShared(request.handler.loaderData, sharedValues) as typeof request.handler.loaderData;
    const rendered = await entry.renderInWorker(build, request);
    const precompressed = precompress(rendered.html, request.acceptEncoding);
    // The main thread sends the compressed page; it needs the plain one only to store it in the page cache.
    const html = request.keepHtml || !precompressed ? ownedCopy(rendered.html) : new Uint8Array(0);
    const renderMs = performance.now() - started;
    // Linux brings a thread's CPU time up to date only at scheduler ticks, so one render can read a
    // little more CPU than wall time; one thread cannot really use more than that.
    const renderCpuMs = Math.min(cpuMs(process.threadCpuUsage(cpuBefore)), renderMs);
    reply = { id, rendered: { html, status: rendered.status, errors: rendered.errors.map(cloneableError), precompressed }, renderMs, renderCpuMs };
    port.postMessage(reply, [html.buffer, ...(precompressed ? [precompressed.body.buffer] : [])]);
  } catch (error) {
    reply = { id, error: cloneableError(error) };
    port.postMessage(reply);
  }
});
port.postMessage({ ready: true } satisfies WorkerReply);
