import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { RenderedDocument } from "~/lib/render/render-document";
import { packShared } from "~/lib/render/shared-values";
import type { RenderRequest } from "~/lib/render/render-request";
import type { RenderWorkerData, WorkerMessage, WorkerReply } from "./render-worker-messages";

/**
 * A render's garbage is short-lived and one render's live data is a few megabytes: without a cap
 * V8 let each worker grow by about 240 MB of RSS under load before collecting. The app's code
 * alone keeps 50-60 MB live in a worker: at 96 MB of old generation a worker ran a full
 * collection every half second under load (10-70 ms each); at 192 MB about a
 * quarter as often. A worker that ran out would be replaced, failing only its in-flight renders.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };

type Pending = { resolve(rendered: RenderedDocument): void; reject(error: Error): void };
/** Maxima over renders since the last reading: wall-clock milliseconds, and CPU milliseconds of the worker's thread. */
export type LongestRender = { ms: number; cpuMs: number };

/** Shared values a worker keeps at most: published content is a few dozen documents; a worker that reaches this starts afresh. */
const SHARED_VALUES_KEPT = 512;

/** `sent`: the shared values this worker was given and keeps. */
type Slot = { worker: Worker; ready: boolean; pending: Map<number, Pending>; sent: Set<number> };

/**
 * A pool of worker threads that render HTML-only documents, so that React's render (milliseconds
 * per page) never holds the main thread's event loop, and renders use every core. The main thread
 * keeps the database, loaders and I/O. `render` answers null while no worker is ready, or when the
 * request cannot be sent: the caller then renders on the main thread, as before the pool existed.
 */
export class RenderWorkers {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private stopping = false;
  private warnedUncloneable = false;
  private longestRender: LongestRender = { ms: 0, cpuMs: 0 };

  constructor(
    private readonly options: {
      script: string;
      buildFile: string;
      count: number;
      logger: Logger;
      /** Each finished render's milliseconds on its worker's thread (the render-time metric). */
      onRender?: (renderMs: number) => void;
    },
  ) {
    for (let i = 0; i < options.count; i++) this.slots.push(this.spawn());
  }

  get size() {
    return this.slots.length;
  }

  /** Renders sent to a worker and not answered yet (waiting behind another, or running). */
  get queued() {
    let count = 0;
    for (const slot of this.slots) count += slot.pending.size;
    return count;
  }

  render(request: RenderRequest): Promise<RenderedDocument> | null {
    const slot = this.leastBusy();
    if (!slot) return null;
    const id = this.nextId++;
    try {
      const message = this.messageFor(slot, id, request);
      slot.worker.postMessage(message);
      // Counted as sent only once the worker has them: a message that could not be sent gave it none.
      if (message.forget) slot.sent.clear();
      for (const [sharedId] of message.shared) slot.sent.add(sharedId);
    } catch (error) {
      // Loader data that is not plain data (a function, a class with private state): render here.
      if (!this.warnedUncloneable)
        this.options.logger.warn({ err: error, url: request.page.url }, "page data cannot be sent to a render worker: rendering on the main thread");
      this.warnedUncloneable = true;
      return null;
    }
    return new Promise((resolve, reject) => slot.pending.set(id, { resolve, reject }));
  }

  /** The longest a render held its worker's thread, and the most CPU time one took, since the last call (the event-loop probe's reading). */
  takeLongestRender(): LongestRender {
    const longest = this.longestRender;
    this.longestRender = { ms: 0, cpuMs: 0 };
    return longest;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /** The request with its shared values named by number, carrying those this worker does not have yet. */
  private messageFor(slot: Slot, id: number, request: RenderRequest): WorkerMessage {
    const found = new Map<number, object>();
    const loaderData = packShared(request.handler.loaderData, found) as RenderRequest["handler"]["loaderData"];
    const forget = slot.sent.size + found.size > SHARED_VALUES_KEPT;
    const shared = forget ? [...found] : [...found].filter(([sharedId]) => !slot.sent.has(sharedId));
    return { id, request: { ...request, handler: { ...request.handler, loaderData } }, shared, forget };
  }

  private leastBusy(): Slot | null {
    let best: Slot | null = null;
    for (const slot of this.slots) if (slot.ready && (!best || slot.pending.size < best.pending.size)) best = slot;
    return best;
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.script, {
      workerData: { buildFile: this.options.buildFile } satisfies RenderWorkerData,
      resourceLimits: WORKER_HEAP,
    });
    const slot: Slot = { worker, ready: false, pending: new Map(), sent: new Set() };
    worker.on("message", (reply: WorkerReply) => {
      if ("ready" in reply) {
        slot.ready = true;
        return;
      }
      const pending = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      if ("error" in reply) {
        pending?.reject(reply.error);
        return;
      }
      this.longestRender = { ms: Math.max(this.longestRender.ms, reply.renderMs), cpuMs: Math.max(this.longestRender.cpuMs, reply.renderCpuMs) };
      this.options.onRender?.(reply.renderMs);
      pending?.resolve(reply.rendered);
    });
    worker.on("error", (error) => this.options.logger.error({ err: error }, "render worker failed"));
    worker.on("exit", (code) => this.replace(slot, code));
    return slot;
  }

  private replace(slot: Slot, code: number) {
    const lost = new Error(`render worker exited (code ${code}) during a render`);
    for (const pending of slot.pending.values()) pending.reject(lost);
    slot.pending.clear();
    const index = this.slots.indexOf(slot);
    if (index === -1 || this.stopping) return;
    // A worker that dies before it was ever ready (a broken build) is not started again.
    if (!slot.ready) {
      this.slots.splice(index, 1);
      this.options.logger.error({ code }, "a render worker could not start: pages are rendered on the main thread");
      return;
    }
    this.slots[index] = this.spawn();
  }
}
