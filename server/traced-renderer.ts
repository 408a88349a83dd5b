import type { RenderedDocument } from "~/lib/render/render-document";
import type { RenderRequest } from "~/lib/render/render-request";
import type { Tracing } from "~/services/observability";
import type { RenderWorkers } from "./render-workers";

/** The render workers, each render handed to them in a span of the request's trace (only built when tracing is on). */
export function tracedRenderer(renderWorkers: RenderWorkers, tracing: Tracing) {
  return {
    render(request: RenderRequest): Promise<RenderedDocument> | null {
      const span = tracing.startSpan("render", { "render.where": "worker thread" });
      const rendered = renderWorkers.render(request);
      if (!rendered) {
        // Not handed over: the page is rendered on the main thread instead, outside this span.
        span.end();
        return null;
      }
      return rendered.then(
        (document) => {
          span.end();
          return document;
        },
        (error: unknown) => {
          span.end(error);
          throw error;
        },
      );
    },
  };
}
