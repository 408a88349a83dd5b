import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { previewLinks } from "~/db/schema";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { createPost, savePost } from "~/services/blog";
import { createPreviewLink, listPreviewLinks, openPreviewLink, revokePreviewLink } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import * as previewRoute from "~/routes/site/preview-link";
import { createTestUser } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const DAY = 86_400_000;

describe("preview links", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let moderator: Actor;
  let reader: Actor;
  const actor = (userId: string, username: string, userType: SessionUser["userType"]): Actor => ({
    ...SYSTEM_ACTOR,
    user: { sessionId: "s", userId, username, email: null, userType },
  });
  /** The route as a visitor without a session opens it. */
  const open = async (path: string) => {
    const token = path.replace("/p/", "");
    const result = (await previewRoute.loader({
      request: new Request(`http://localhost${path}`),
      context: createTestContext(services),
      params: { token },
    } as never)) as unknown as {
      data: { found: boolean; page?: { kind: string; post?: { title: string } } };
      init: { status?: number; headers: Record<string, string> };
    };
    return { status: result.init?.status ?? 200, headers: result.init.headers, found: result.data.found, title: result.data.page?.post?.title };
  };

  beforeAll(async () => {
    services = createTestServices(database());
    moderator = actor(await createTestUser(db(), { username: "preview_mod", userType: "moderator" }), "preview_mod", "moderator");
    reader = actor(await createTestUser(db(), { username: "preview_reader", userType: "user" }), "preview_reader", "user");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens a draft without a session, counts the opens, and stops after revocation", async () => {
    const post = await createPost(
      db(),
      { title: "Draft for the client", content: "<p>Not public yet</p>", category: "Savings" },
      { initial: { status: "draft" } },
    );
    const { path, token, link } = await createPreviewLink(db(), moderator, { kind: "post", id: post.id, pinned: false, days: 7 });
    expect(path).toMatch(/^\/p\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(JSON.stringify(await db().select().from(previewLinks))).not.toContain(token);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(7 * DAY);

    const first = await open(path);
    expect(first).toMatchObject({ status: 200, found: true, title: "Draft for the client" });
    expect(first.headers).toMatchObject({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    await open(path);
    expect((await listPreviewLinks(db(), moderator, "post", post.id))[0]).toMatchObject({ openCount: 2, createdByLabel: "preview_mod" });

    await revokePreviewLink(db(), moderator, { linkId: link.id });
    const revoked = await open(path);
    expect(revoked).toMatchObject({ status: 404, found: false });
    expect(revoked.headers).toMatchObject({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    expect((await open("/p/not-a-token")).status).toBe(404);
    expect((await open(`/p/${"A".repeat(43)}`)).status).toBe(404);
  });

  it("stops after its expiry (default 7 days, at most 30)", async () => {
    const post = await createPost(db(), { title: "Expiring draft", content: "<p>Soon gone</p>", category: "Savings" }, { initial: { status: "draft" } });
    const start = new Date("2030-03-01T12:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    for (const days of [0, 31, 1.5]) {
      await expect(createPreviewLink(db(), moderator, { kind: "post", id: post.id, pinned: false, days })).rejects.toMatchObject({ status: 400 });
    }
    const { path } = await createPreviewLink(db(), moderator, { kind: "post", id: post.id, pinned: false, days: 7 });
    vi.setSystemTime(new Date(start.getTime() + 7 * DAY - 1_000));
    expect((await open(path)).status).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 7 * DAY));
    expect((await open(path)).status).toBe(404);
  });

  it("shows the version it was pinned to, or the latest draft", async () => {
    const post = await createPost(db(), { title: "First title", content: "<p>One</p>", category: "Savings" }, { initial: { status: "draft" } });
    await savePost(db(), moderator, {
      id: post.id,
      expectedVersion: post.version,
      input: { title: "First title", content: "<p>One</p>", category: "Savings" },
      intent: { kind: "draft" },
    });
    expect(await db().select().from(previewLinks).where(eq(previewLinks.documentId, post.id))).toEqual([]);
    const pinned = await createPreviewLink(db(), moderator, { kind: "post", id: post.id, pinned: true, days: 3 });
    const latest = await createPreviewLink(db(), moderator, { kind: "post", id: post.id, pinned: false, days: 3 });
    await savePost(db(), moderator, {
      id: post.id,
      expectedVersion: post.version + 1,
      input: { title: "Second title", content: "<p>Two</p>", category: "Savings" },
      intent: { kind: "draft" },
    });
    expect((await open(pinned.path)).title).toBe("First title");
    expect((await open(latest.path)).title).toBe("Second title");
  });

  it("is made and revoked only by staff who edit the document", async () => {
    const post = await createPost(db(), { title: "Guarded", content: "<p>x</p>", category: "Savings" }, { initial: { status: "draft" } });
    await expect(createPreviewLink(db(), reader, { kind: "post", id: post.id, pinned: false, days: 7 })).rejects.toBeInstanceOf(NotPermittedError);
    const { link, token } = await createPreviewLink(db(), moderator, { kind: "content", id: "hsa-figures", pinned: false, days: 7 });
    await expect(revokePreviewLink(db(), reader, { linkId: link.id })).rejects.toBeInstanceOf(NotPermittedError);
    expect(await openPreviewLink(db(), token)).not.toBeNull();
    expect((await open(`/p/${token}`)).found).toBe(true);
  });
});
