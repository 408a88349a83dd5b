import type { RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";

/** What the main thread and a render worker say to each other. */
export type RenderWorkerData = { buildFile: string };
export type WorkerMessage = { id: number; request: RenderRequest };
export type WorkerReply = { ready: true } | { id: number; rendered: RenderedDocument } | { id: number; error: Error };
