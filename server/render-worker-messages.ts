import type { RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";

/** What the main thread and a render worker say to each other. */
export type RenderWorkerData = { buildFile: string };
export type WorkerMessage = { id: number; request: RenderRequest };
/**
 * `renderMs`: how long the render and its compression held the worker's thread; `renderCpuMs`: the
 * CPU time the thread spent on them (less than renderMs by the time it waited for a core). The bench
 * reports the longest of each.
 */
export type WorkerReply = { ready: true } | { id: number; rendered: RenderedDocument; renderMs: number; renderCpuMs: number } | { id: number; error: Error };
