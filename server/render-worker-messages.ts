import type { RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";

/** What the main thread and a render worker say to each other. */
export type RenderWorkerData = { buildFile: string };
/**
 * `shared`: values the worker keeps from now on, by number (app/lib/render/shared-values.ts); the
 * request's loader data names them. `forget`: drop every value kept so far first.
 */
export type WorkerMessage = { id: number; request: RenderRequest; shared: [number, object][]; forget: boolean };
/**
 * `renderMs`: how long the render and its compression held the worker's thread; `renderCpuMs`: the
 * CPU time the thread spent on them (less than renderMs by the time it waited for a core). The bench
 * reports the longest of each.
 */
export type WorkerReply = { ready: true } | { id: number; rendered: RenderedDocument; renderMs: number; renderCpuMs: number } | { id: number; error: Error };
