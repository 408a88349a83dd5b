// A render worker (see render-workers.ts): imports its own copy of the server build and renders
// the documents the main thread sends, with the data its loaders produced.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";
import type { RenderWorkerData, WorkerMessage, WorkerReply } from "./render-worker-messages";

type EntryModule = { renderInWorker(build: ServerBuild, request: RenderRequest): Promise<RenderedDocument> };

const cloneableError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A buffer's memory can be handed over only when the buffer owns it whole (small Buffers share a pool). */
const ownedCopy = (bytes: Uint8Array<ArrayBuffer>) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));

const port = parentPort!;
const { buildFile } = workerData as RenderWorkerData;
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const entry = build.entry.module as unknown as EntryModule;

port.on("message", async ({ id, request }: WorkerMessage) => {
  let reply: WorkerReply;
  try {
    const rendered = await entry.renderInWorker(build, request);
    const html = ownedCopy(rendered.html);
    reply = { id, rendered: { html, status: rendered.status, errors: rendered.errors.map(cloneableError) } };
    port.postMessage(reply, [html.buffer]);
  } catch (error) {
    reply = { id, error: cloneableError(error) };
    port.postMessage(reply);
  }
});
port.postMessage({ ready: true } satisfies WorkerReply);
