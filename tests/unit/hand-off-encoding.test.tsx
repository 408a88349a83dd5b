import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { renderHtmlOnlyDocument } from "~/lib/render/render-document";
import { HTML_ONLY_HANDLE } from "~/lib/ui/hydration";
import { manifestRoute } from "../support/manifest-route";

// React Router encodes a document's loader data for the client (its "hand-off stream"). Public
// pages are sent as HTML only and never read that stream, so it is encoded only when read
// (patches/react-router+7.18.4.patch, docs/decisions/054-encode-the-hand-off-only-when-read.md).
// The loader's data counts how often it is read: encoding it reads every property.

function countingLoaderData() {
  const reads = { count: 0 };
  const value = {
    get figure() {
      reads.count += 1;
      return "$4,400";
    },
  };
  return { reads, value };
}

function buildWith(loaderData: object, handleDocument: (context: EntryContext) => Promise<Response> | Response): ServerBuild {
  const route = (id: string, path: string, parentId: string | undefined, module: object) => ({
    id,
    path,
    parentId,
    index: undefined,
    caseSensitive: undefined,
    module,
  });
  return {
    entry: { module: { default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => handleDocument(context) } },
    routes: {
      root: route("root", "", undefined, { default: () => null, loader: () => ({}) }),
      page: route("page", "page", "root", { default: () => null, loader: () => loaderData, handle: HTML_ONLY_HANDLE }),
    },
    assets: {
      routes: { root: manifestRoute("root", ""), page: manifestRoute("page", "page", "root") },
      entry: { module: "/assets/entry.js", imports: [] },
      url: "/assets/manifest.js",
      version: "test",
    },
    future: {},
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const documentRequest = () => new Request("http://localhost/page", { headers: { accept: "text/html" } });

async function streamText(stream: ReadableStream<Uint8Array> | undefined): Promise<string> {
  return stream ? new Response(stream).text() : "";
}

describe("the loader data's hand-off to the client", () => {
  it("is not encoded for a document that never reads it (an HTML-only page)", async () => {
    const { reads, value } = countingLoaderData();
    const handle = createRequestHandler(
      buildWith(value, () => new Response("<!DOCTYPE html><p>page</p>", { headers: { "content-type": "text/html" } })),
      "production",
    );
    const response = await handle(documentRequest());
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.count).toBe(0);
  });

  it("is encoded, whole, for a document that reads it (a page that hydrates)", async () => {
    const { reads, value } = countingLoaderData();
    let handOff = "";
    const handle = createRequestHandler(
      buildWith(value, async (context) => {
        handOff = await streamText(context.serverHandoffStream as ReadableStream<Uint8Array> | undefined);
        return new Response("<!DOCTYPE html><p>page</p>", { headers: { "content-type": "text/html" } });
      }),
      "production",
    );
    await handle(documentRequest());
    expect(reads.count).toBeGreaterThan(0);
    expect(handOff).toContain("$4,400");
  });

  it("is never read by the HTML-only renderer", async () => {
    const { reads, value } = countingLoaderData();
    let handOffReads = 0;
    const handle = createRequestHandler(
      buildWith(value, async (context) => {
        const watched = Object.create(context, {
          serverHandoffStream: {
            get() {
              handOffReads += 1;
              return undefined;
            },
          },
        }) as EntryContext;
        await renderHtmlOnlyDocument(watched, 200, {
          url: "http://localhost/page",
          nonce: "n",
          requestId: "r",
          enhancementScripts: { site: "/s.js", "sign-in": "/i.js" },
        }).catch(() => undefined);
        return new Response("<!DOCTYPE html><p>page</p>", { headers: { "content-type": "text/html" } });
      }),
      "production",
    );
    await handle(documentRequest());
    expect(handOffReads).toBe(0);
    expect(reads.count).toBe(0);
  });
});
