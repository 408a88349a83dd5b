import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, media } from "~/db/schema";
import { MEDIA_TOASTS, type MediaActionResult } from "~/routes/admin/media/media-admin-text";
import type { MediaItem } from "~/lib/media/media-item";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { UPLOAD_HEADERS, type UploadAnswer } from "~/lib/media/upload-protocol";
import * as mediaRoute from "~/routes/admin/media/route";
import * as uploadRoute from "~/routes/admin/media/upload";
import * as variantRoute from "~/routes/media/variant";
import * as trashRoute from "~/routes/admin/trash/route";
import { uploadWorkDir } from "~/services/media";
import type { AppServices } from "~/services/platform";
import { createExpressApp } from "../../../server/app";
import { bodyLimitFor } from "../../../server/body-limits";
import { formRequest, getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestPost, createTestUser, insertTestMedia } from "../../support/factories";
import { makeImage } from "../../support/image-files";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";

const BASE = "http://localhost:3000";

function uploadRequest(body: Buffer | string, cookie: string, fileName = "photo.jpg", alt = "") {
  return new Request(`${BASE}${"/svcs/admin-dashboard/media/upload"}`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: BASE,
      "Content-Type": "application/octet-stream",
      [UPLOAD_HEADERS.fileName]: encodeURIComponent(fileName),
      [UPLOAD_HEADERS.alt]: encodeURIComponent(alt),
    },
    body: new Uint8Array(Buffer.from(body)),
  });
}

async function settled(promise: Promise<unknown>): Promise<Response> {
  try {
    return (await promise) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("media routes", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let adminCookie: string;
  let moderatorCookie: string;
  let readerCookie: string;
  const context = () => createTestContext(services);
  const upload = async (body: Buffer | string, cookie = adminCookie, fileName?: string, alt?: string) => {
    const response = await settled(uploadRoute.action({ request: uploadRequest(body, cookie, fileName, alt), context: context(), params: {} } as never));
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  };
  const act = async (fields: Record<string, string>, cookie = adminCookie) => {
    const result = await settled(
      mediaRoute.action({ request: formRequest(`${BASE}${"/svcs/admin-dashboard/media"}`, fields, cookie), context: context(), params: {} } as never),
    );
    return result instanceof Response
      ? { status: result.status, data: null }
      : { status: (result as { init?: { status?: number } }).init?.status ?? 200, data: (result as { data: MediaActionResult }).data };
  };
  const serve = (path: string, method = "GET") => {
    const [, , hash, file] = path.split("/");
    return settled(variantRoute.loader({ request: new Request(`${BASE}${path}`, { method }), context: context(), params: { hash, file } } as never));
  };

  beforeAll(async () => {
    services = createTestServices(database());
    adminCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "media_chief", userType: "admin" }));
    moderatorCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "media_mod", userType: "moderator" }));
    readerCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "media_user", userType: "user" }));
  });

  describe("upload", () => {
    it("takes an image from a moderator and answers with the library item", async () => {
      const { status, body } = await upload(await makeImage(900, 600, "jpeg"), moderatorCookie, "harbour.jpg", "A harbour at dusk");
      expect(status).toBe(201);
      expect(body.ok && body.item).toMatchObject({ width: 900, height: 600, alt: "A harbour at dusk", uploaderName: "media_mod" });
    });

    it("answers each refusal with its message and status", async () => {
      expect(await upload("<html><body>hi</body></html>", adminCookie, "x.jpg")).toEqual({
        status: 415,
        body: { ok: false, message: MEDIA_MESSAGES.notAnImage },
      });
      const jpeg = await makeImage(400, 300, "jpeg", { noise: true });
      expect(await upload(jpeg.subarray(0, 400), adminCookie, "cut.jpg")).toEqual({ status: 422, body: { ok: false, message: MEDIA_MESSAGES.damaged } });
    });

    it("refuses a 'user' account with 403 before reading the file", async () => {
      const response = await settled(
        uploadRoute.action({ request: uploadRequest(await makeImage(10, 10), readerCookie), context: context(), params: {} } as never),
      );
      expect(response.status).toBe(403);
      expect(await readdir(await uploadWorkDir(services.config))).toEqual([]);
    });

    it("sends an anonymous visitor to the sign-in page", async () => {
      const response = await settled(uploadRoute.action({ request: uploadRequest("x", ""), context: context(), params: {} } as never));
      expect(response.status).toBe(302);
    });
  });

  describe("the server's body limit", () => {
    let server: Server;
    let base: string;
    const routesOnly = {
      assets: { version: "test" },
      routes: {
        root: { id: "root", path: "", module: {} },
        upload: { id: "upload", parentId: "root", path: "/svcs/admin-dashboard/media/upload".slice(1), module: { action: () => null } },
      },
    } as unknown as ServerBuild;

    beforeAll(async () => {
      server = createExpressApp({ services, build: async () => routesOnly }).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const post = (size: number) =>
      fetch(`${base}${"/svcs/admin-dashboard/media/upload"}`, {
        method: "POST",
        headers: { Origin: base, Cookie: adminCookie, "Content-Type": "application/octet-stream" },
        body: new Uint8Array(size),
      });

    it("answers 413 to 5 MiB + 1 byte without a temporary file", async () => {
      const response = await post(MEDIA_MAX_BYTES + 1);
      expect(response.status).toBe(413);
      expect(await readdir(await uploadWorkDir(services.config))).toEqual([]);
    });

    it("gives the upload route exactly 5 MiB, which reads it whole and then judges the bytes", async () => {
      expect(bodyLimitFor("/svcs/admin-dashboard/media/upload")).toBe(MEDIA_MAX_BYTES);
      expect(await upload(Buffer.alloc(MEDIA_MAX_BYTES, 0x41), adminCookie, "five.jpg")).toEqual({
        status: 415,
        body: { ok: false, message: MEDIA_MESSAGES.notAnImage },
      });
      expect(await readdir(await uploadWorkDir(services.config))).toEqual([]);
    });
  });

  describe("serving", () => {
    let item: MediaItem;
    beforeAll(async () => {
      const { body } = await upload(await makeImage(1000, 500, "png"), adminCookie, "served.png");
      if (!body.ok) throw new Error(body.message);
      item = body.item;
    });

    it("serves a variant with its exact type, nosniff and a year-long immutable cache", async () => {
      const response = await serve(`/media/${item.hash}/960.webp`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(["content-type", "x-content-type-options", "cache-control"].map((name) => [name, response.headers.get(name)]))).toEqual({
        "content-type": "image/webp",
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    });

    it("answers 404 for a width that was not made, the original, and paths naming anything else", async () => {
      for (const path of [
        `/media/${item.hash}/1600.webp`,
        `/media/${item.hash}/original.png`,
        `/media/${item.hash}/960.png`,
        `/media/${item.hash}/960.svg`,
        `/media/..%2F..%2Fsession-secret/960.webp`,
        `/media/${"a".repeat(64)}/960.webp`,
      ]) {
        const response = await serve(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    });
  });

  describe("library", () => {
    it("lists images with search, for every role", async () => {
      const response = await mediaRoute.loader({
        request: getRequest(`${BASE}${"/svcs/admin-dashboard/media"}?q=harbour`, readerCookie),
        context: context(),
        params: {},
      } as never);
      expect(response.canManage).toBe(false);
      expect(response.items.map((item) => item.originalName)).toEqual(["harbour.jpg"]);
    });

    it("refuses every write of a 'user' account", async () => {
      const [row] = await db().select().from(media).limit(1);
      expect((await act({ intent: "alt", mediaId: row!.id, alt: "x" }, readerCookie)).status).toBe(403);
      expect((await act({ intent: "delete", mediaId: row!.id }, readerCookie)).status).toBe(403);
    });

    it("edits alt text, refuses an empty one, and audits the change", async () => {
      const [row] = await db().select().from(media).where(eq(media.originalName, "served.png"));
      expect((await act({ intent: "alt", mediaId: row!.id, alt: "   " })).data).toMatchObject({ ok: false, fieldErrors: { alt: MEDIA_MESSAGES.altRequired } });
      expect((await act({ intent: "alt", mediaId: row!.id, alt: "A wide blue banner" })).data).toMatchObject({ ok: true, toast: MEDIA_TOASTS.altSaved });
      const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "media_updated"));
      expect(audit).toMatchObject({ targetId: row!.id, actorLabel: "media_chief", changes: { alt: { from: "", to: "A wide blue banner" } } });
    });

    it("refuses to delete an image a post uses, naming the posts, then deletes it once unused", async () => {
      const [row] = await db().select().from(media).where(eq(media.originalName, "served.png"));
      const url = `/media/${row!.hash}/1000.webp`;
      await createTestPost(db(), { title: "Featured user", image: url });
      // Shown twice in one post, and a post that shows another hash: each post is named once, and only for its own images.
      await createTestPost(db(), {
        title: "Inline user",
        content: `<p>Look</p><img src="/media/${row!.hash}/480.webp" alt="x"><p>Again</p><img src="/media/${row!.hash}/1000.webp" alt="y">`,
      });
      await insertTestMedia(db(), "0".repeat(64));
      await createTestPost(db(), { title: "Other image user", content: `<img src="/media/${"0".repeat(64)}/480.webp" alt="z">` });
      const refused = await act({ intent: "delete", mediaId: row!.id });
      expect(refused.status).toBe(409);
      expect(refused.data?.usedBy?.map((post) => post.title)).toEqual(["Featured user", "Inline user"]);
      expect(refused.data?.toast.description).toContain("Featured user, Inline user");
      expect((await serve(`/media/${row!.hash}/480.webp`)).status).toBe(200);

      await db().execute(`delete from posts where title in ('Featured user', 'Inline user')`);
      expect((await act({ intent: "delete", mediaId: row!.id })).data).toMatchObject({ ok: true, toast: { title: "Image moved to the trash" } });
      // In the trash: off the site and out of the library, its files kept for a restore.
      expect((await serve(`/media/${row!.hash}/480.webp`)).status).toBe(404);
      expect(existsSync(path.join(services.config.dataDir, "uploads", "images", row!.hash, "480.webp"))).toBe(true);
      const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "media_deleted"));
      expect(audit).toMatchObject({ targetId: row!.id, actorLabel: "media_chief" });
    });

    it("restores a trashed image from the Trash (served again), and deletes it for good only for an admin, files and all", async () => {
      const [row] = await db().select().from(media).where(eq(media.originalName, "served.png"));
      const trash = async (fields: Record<string, string>, cookie: string) => {
        const result = await trashRoute.action({
          request: formRequest(`${BASE}/svcs/admin-dashboard/trash`, fields, cookie),
          context: context(),
          params: {},
        } as never);
        return (result as { data: { ok: boolean; toast: { title: string } } }).data;
      };
      const listed = (await trashRoute.loader({
        request: getRequest(`${BASE}/svcs/admin-dashboard/trash`, moderatorCookie),
        context: context(),
        params: {},
      } as never)) as {
        media: { id: string }[];
      };
      expect(listed.media.map((item) => item.id)).toEqual([row!.id]);
      expect(await trash({ intent: "restore-media", id: row!.id, name: "served.png" }, moderatorCookie)).toMatchObject({
        ok: true,
        toast: { title: "Image restored" },
      });
      expect((await serve(`/media/${row!.hash}/480.webp`)).status).toBe(200);

      expect((await act({ intent: "delete", mediaId: row!.id }, moderatorCookie)).data).toMatchObject({ ok: true });
      expect(await trash({ intent: "purge-media", id: row!.id, name: "served.png" }, moderatorCookie)).toMatchObject({
        ok: false,
        toast: { title: "Not permitted" },
      });
      expect(await trash({ intent: "purge-media", id: row!.id, name: "served.png" }, adminCookie)).toMatchObject({
        ok: true,
        toast: { title: "Deleted for good" },
      });
      expect(await db().select().from(media).where(eq(media.id, row!.id))).toEqual([]);
      expect(existsSync(path.join(services.config.dataDir, "uploads", "images", row!.hash, "480.webp"))).toBe(false);
      const [purged] = await db().select().from(auditEvents).where(eq(auditEvents.action, "media_purged"));
      expect(purged).toMatchObject({ targetId: row!.id, actorLabel: "media_chief" });
    });
  });
});
