import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appState, auditEvents, posts } from "~/db/schema";
import { parseListQuery } from "~/lib/blog/list-query";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import {
  deleteStaffPost,
  discardStaffPostChanges,
  getBlogList,
  getEditablePost,
  getPostPage,
  getPostPreview,
  listLatestPosts,
  listRevisions,
  listSitemapPosts,
  publishDueStaffPosts,
  publishStaffPostChanges,
  PostVersionConflictError,
  restoreRevision,
  savePost,
  unpublishStaffPost,
} from "~/services/blog";
import { SITE_CONTENT_VERSION_KEY, expireSiteContentCache } from "~/services/publishing";
import {
  approveReview,
  createPreviewLink,
  documentState,
  openPreviewLink,
  previewPageOf,
  onDocumentPublished,
  type PublishedDocument,
  ReviewRequiredError,
  submitForReview,
} from "~/services/publishing";
import { searchSite } from "~/services/search";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";

/** Decision 091: a published post's changes are kept apart from what is live until staff publish them. */
describe("a live post's unpublished changes", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let admin: Actor & { user: SessionUser };
  let otherAdmin: Actor & { user: SessionUser };
  let moderator: Actor & { user: SessionUser };
  let reader: Actor & { user: SessionUser };
  const announced: PublishedDocument[] = [];
  const stopListening = onDocumentPublished(async (_tx, document) => {
    announced.push(document);
  });
  const user = (userId: string, username: string, userType: SessionUser["userType"]): Actor & { user: SessionUser } => ({
    ...SYSTEM_ACTOR,
    user: { sessionId: "s", userId, username, email: null, userType },
  });
  const siteVersion = async () =>
    (await db().select({ version: appState.version }).from(appState).where(eq(appState.key, SITE_CONTENT_VERSION_KEY)))[0]?.version ?? 0;
  const auditActions = async (postId: string) =>
    (await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.targetId, postId)).orderBy(auditEvents.occurredAt)).flatMap(
      // The post's own steps (a preview link made for it is audited too).
      (event) => (event.action.startsWith("post_") ? [event.action] : []),
    );
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Error,
    );

  /** Every public read of the post, from a cold cache: the page, the list's search, the feed, the sitemap, site search. */
  async function publicView(id: string, word: string) {
    expireSiteContentCache(db());
    // The live address (a title change moves it when the change goes live).
    const [{ slug }] = (await db().select({ slug: posts.slug }).from(posts).where(eq(posts.id, id))) as [{ slug: string }];
    const page = await getPostPage(db(), slug);
    const listed = (await getBlogList(db(), parseListQuery(new URLSearchParams(`q=${word}`)))).posts.map((post) => post.slug);
    const feed = (await listLatestPosts(db(), 50)).find((post) => post.slug === slug);
    const sitemap = (await listSitemapPosts(db())).find((post) => post.slug === slug);
    const search = (await searchSite(db(), word)).hits.filter((hit) => hit.url.endsWith(`/${slug}`));
    return {
      title: page?.post.title,
      content: page?.post.content,
      listed: listed.includes(slug),
      feedTitle: feed?.title,
      inSitemap: Boolean(sitemap),
      found: search.length > 0,
    };
  }

  async function publishedPost(title: string, word: string, author = admin) {
    const input = { title, content: `<p>The first text mentions ${word}.</p>`, category: "Savings" };
    const saved = await savePost(db(), author, { id: null, input, intent: { kind: "publish" } });
    return { ...saved, input };
  }

  beforeAll(async () => {
    admin = user(await createTestUser(db(), { username: "pending_admin", userType: "admin" }), "pending_admin", "admin");
    otherAdmin = user(await createTestUser(db(), { username: "pending_second", userType: "admin" }), "pending_second", "admin");
    moderator = user(await createTestUser(db(), { username: "pending_mod", userType: "moderator" }), "pending_mod", "moderator");
    reader = user(await createTestUser(db(), { username: "pending_reader", userType: "user" }), "pending_reader", "user");
  });

  afterEach(() => {
    announced.length = 0;
  });

  afterAll(() => {
    stopListening();
  });

  it("keeps the live post, its caches, feed, sitemap and search index unchanged after a draft save; staff and previews see the changes", async () => {
    const post = await publishedPost("Quokka savings", "quokkaline");
    announced.length = 0;
    const versionBefore = await siteVersion();
    const changed = { ...post.input, title: "Wombat savings", content: "<p>The new text mentions wombatique.</p>" };
    const saved = await savePost(db(), admin, { id: post.id, expectedVersion: post.version, input: changed, intent: { kind: "changes" } });
    expect(saved).toMatchObject({ version: post.version + 1, pending: true });

    const live = await publicView(post.id, "quokkaline");
    expect(live).toMatchObject({ title: "Quokka savings", listed: true, feedTitle: "Quokka savings", inSitemap: true, found: true });
    expect(live.content).toContain("quokkaline");
    const pending = await publicView(post.id, "wombatique");
    expect(pending).toMatchObject({ listed: false, found: false });
    expect(await getPostPage(db(), "wombat-savings")).toBeNull();

    // Nothing public changed: no announcement, no new site-wide content version.
    expect(announced).toEqual([]);
    expect(await siteVersion()).toBe(versionBefore);

    // Staff see the changes: the editor, the preview, the lifecycle's draft.
    expect(await getEditablePost(db(), post.id)).toMatchObject({ title: "Wombat savings", hasPendingChanges: true, status: "published", slug: post.slug });
    const preview = await getPostPreview(db(), post.id);
    expect(preview?.post.title).toBe("Wombat savings");
    expect(preview?.post.content).toContain("wombatique");
    // A "latest draft" preview link shows the changes; one pinned to the live version shows what is live.
    const latest = await createPreviewLink(db(), admin, { kind: "post", id: post.id, pinned: false, days: 7 });
    const latestPage = await previewPageOf(db(), (await openPreviewLink(db(), latest.token))!);
    expect(latestPage).toMatchObject({ kind: "post", post: { title: "Wombat savings" } });
    const state = await documentState(db(), "post", post.id);
    expect(state).toMatchObject({ hasDraft: true, draft: { title: "Wombat savings" }, live: { title: "Quokka savings" } });

    expect((await listRevisions(db(), post.id))[0]).toMatchObject({ reason: "changes_saved", title: "Wombat savings", version: saved.version });
    expect((await auditActions(post.id)).at(-1)).toBe("post_changes_saved");
  });

  it("publishes the changes through the one publish path: live, indexed, announced once", async () => {
    const post = await publishedPost("Otter savings", "otterish");
    const changed = { ...post.input, title: "Otter savings revised", content: "<p>Revised text about beaverous.</p>" };
    const saved = await savePost(db(), admin, { id: post.id, expectedVersion: post.version, input: changed, intent: { kind: "changes" } });
    announced.length = 0;
    const versionBefore = await siteVersion();

    await expect(publishStaffPostChanges(db(), reader, post.id, saved.version)).rejects.toBeInstanceOf(NotPermittedError);
    await expect(publishStaffPostChanges(db(), admin, post.id, post.version)).rejects.toBeInstanceOf(PostVersionConflictError);
    const published = await publishStaffPostChanges(db(), admin, post.id, saved.version);

    expect(announced).toEqual([expect.objectContaining({ kind: "post", id: post.id, label: "Otter savings revised", how: "publish", by: "pending_admin" })]);
    expect(await siteVersion()).toBeGreaterThan(versionBefore);
    const live = await publicView(post.id, "beaverous");
    expect(live).toMatchObject({ title: "Otter savings revised", listed: true, feedTitle: "Otter savings revised", found: true });
    const [row] = await db().select({ pending: posts.pendingChanges, version: posts.version }).from(posts).where(eq(posts.id, post.id));
    expect(row).toEqual({ pending: null, version: published.version });
    expect((await getEditablePost(db(), post.id))?.hasPendingChanges).toBe(false);
    expect((await auditActions(post.id)).at(-1)).toBe("post_changes_published");
  });

  it("publishes the changes when the form is saved with 'keep it published', and discards them on request", async () => {
    const post = await publishedPost("Badger savings", "badgerly");
    const first = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: post.version,
      input: { ...post.input, title: "Badger draft one" },
      intent: { kind: "changes" },
    });
    const kept = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: first.version,
      input: { ...post.input, title: "Badger live two" },
      intent: { kind: "keep" },
    });
    expect((await publicView(post.id, "badgerly")).title).toBe("Badger live two");
    expect(announced).toHaveLength(2);

    const second = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: kept.version,
      input: { ...post.input, title: "Badger draft three" },
      intent: { kind: "changes" },
    });
    announced.length = 0;
    await expect(discardStaffPostChanges(db(), reader, post.id, second.version)).rejects.toBeInstanceOf(NotPermittedError);
    await discardStaffPostChanges(db(), admin, post.id, second.version);
    expect(announced).toEqual([]);
    expect(await getEditablePost(db(), post.id)).toMatchObject({ title: "Badger live two" });
    expect((await publicView(post.id, "badgerly")).title).toBe("Badger live two");
    expect((await auditActions(post.id)).at(-1)).toBe("post_changes_discarded");
    await expect(publishStaffPostChanges(db(), admin, post.id)).rejects.toThrow(/no unpublished changes/);
  });

  it("schedules the changes: the post stays live as it was until the one scheduler path publishes them", async () => {
    const post = await publishedPost("Heron savings", "heronite");
    const publishAt = new Date(Date.now() + 3_600_000);
    await savePost(db(), admin, {
      id: post.id,
      expectedVersion: post.version,
      input: { ...post.input, title: "Heron savings scheduled" },
      intent: { kind: "schedule", publishAt },
    });
    const [row] = await db()
      .select({ status: posts.status, publishAt: posts.publishAt, pendingAt: posts.pendingPublishAt })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row).toEqual({ status: "published", publishAt: null, pendingAt: publishAt });
    expect((await publicView(post.id, "heronite")).title).toBe("Heron savings");
    announced.length = 0;

    expect(await publishDueStaffPosts(db(), new Date(publishAt.getTime() - 1_000))).toEqual([]);
    const published = await publishDueStaffPosts(db(), new Date(publishAt.getTime() + 1_000));
    expect(published.map((written) => written.id)).toEqual([post.id]);
    expect(announced).toEqual([expect.objectContaining({ id: post.id, how: "schedule", by: "system" })]);
    expect((await publicView(post.id, "heronite")).title).toBe("Heron savings scheduled");
    // Once: a second run finds nothing due.
    expect(await publishDueStaffPosts(db(), new Date(publishAt.getTime() + 2_000))).toEqual([]);
    const [after] = await db().select({ pendingAt: posts.pendingPublishAt, pending: posts.pendingChanges }).from(posts).where(eq(posts.id, post.id));
    expect(after).toEqual({ pendingAt: null, pending: null });
    const [event] = await db()
      .select({ actor: auditEvents.actorLabel })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, post.id), eq(auditEvents.action, "post_changes_published")));
    expect(event).toBeDefined();
  });

  it("restores a revision as a draft (the live post unchanged) or published at once", async () => {
    const post = await publishedPost("Lynx savings", "lynxian");
    const updated = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: post.version,
      input: { ...post.input, title: "Lynx savings two" },
      intent: { kind: "keep" },
    });
    const [, firstRevision] = await listRevisions(db(), post.id);
    expect(firstRevision?.title).toBe("Lynx savings");
    announced.length = 0;

    const asDraft = await restoreRevision(db(), admin, post.id, firstRevision!.id, updated.version, "draft");
    expect(announced).toEqual([]);
    expect((await publicView(post.id, "lynxian")).title).toBe("Lynx savings two");
    expect(await getEditablePost(db(), post.id)).toMatchObject({ title: "Lynx savings", hasPendingChanges: true });
    expect((await listRevisions(db(), post.id))[0]).toMatchObject({ reason: "restored_to_draft", title: "Lynx savings" });
    expect((await auditActions(post.id)).at(-1)).toBe("post_restored_to_draft");

    await restoreRevision(db(), admin, post.id, firstRevision!.id, asDraft.version, "publish");
    expect(announced).toEqual([expect.objectContaining({ id: post.id, how: "restore" })]);
    expect((await publicView(post.id, "lynxian")).title).toBe("Lynx savings");
    expect((await getEditablePost(db(), post.id))?.hasPendingChanges).toBe(false);
  });

  it("restores a draft post's revision as a draft, dropping its schedule; 'restore and publish' makes it public", async () => {
    const input = { title: "Ibis plans", content: "<p>Ibis text one.</p>", category: "Savings" };
    const created = await savePost(db(), admin, { id: null, input, intent: { kind: "schedule", publishAt: new Date(Date.now() + 3_600_000) } });
    const edited = await savePost(db(), admin, {
      id: created.id,
      expectedVersion: created.version,
      input: { ...input, title: "Ibis plans two" },
      intent: { kind: "keep" },
    });
    const first = (await listRevisions(db(), created.id)).find((revision) => revision.title === "Ibis plans")!;
    const restored = await restoreRevision(db(), admin, created.id, first.id, edited.version, "draft");
    const [row] = await db().select({ status: posts.status, title: posts.title, publishAt: posts.publishAt }).from(posts).where(eq(posts.id, created.id));
    expect(row).toEqual({ status: "draft", title: "Ibis plans", publishAt: null });
    await restoreRevision(db(), admin, created.id, first.id, restored.version, "publish");
    expect((await publicView(created.id, "ibis")).title).toBe("Ibis plans");
  });

  it("refuses its author the publish of changes whose figures check reports a figure, until another person approves them", async () => {
    const post = await publishedPost("What HSAs allow in 2027", "allowance", moderator);
    const figure = { ...post.input, content: "<p>The 2027 HSA family contribution limit is $9,500.</p>" };
    // Saving the changes as a draft is always allowed: nothing goes live.
    const saved = await savePost(db(), moderator, { id: post.id, expectedVersion: post.version, input: figure, intent: { kind: "changes" } });
    expect(await refusal(publishStaffPostChanges(db(), moderator, post.id, saved.version))).toBeInstanceOf(ReviewRequiredError);
    expect(await refusal(savePost(db(), moderator, { id: post.id, expectedVersion: saved.version, input: figure, intent: { kind: "keep" } }))).toBeInstanceOf(
      ReviewRequiredError,
    );
    expect((await publicView(post.id, "allowance")).content).not.toContain("9,500");

    const request = await submitForReview(db(), moderator, { kind: "post", id: post.id, expectedVersion: saved.version });
    expect(await refusal(approveReview(db(), moderator, { requestId: request.id }))).toBeInstanceOf(NotPermittedError);
    await approveReview(db(), otherAdmin, { requestId: request.id });
    expect((await publicView(post.id, "allowance")).content).toContain("9,500");
    expect((await getEditablePost(db(), post.id))?.hasPendingChanges).toBe(false);
  });

  it("unpublishing makes the changes the draft; the trash drops their schedule", async () => {
    const post = await publishedPost("Puffin savings", "puffinry");
    const saved = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: post.version,
      input: { ...post.input, title: "Puffin savings latest" },
      intent: { kind: "changes" },
    });
    await unpublishStaffPost(db(), admin, post.id, saved.version);
    const [row] = await db().select({ status: posts.status, title: posts.title, pending: posts.pendingChanges }).from(posts).where(eq(posts.id, post.id));
    expect(row).toEqual({ status: "draft", title: "Puffin savings latest", pending: null });
    expect((await publicView(post.id, "puffinry")).title).toBeUndefined();
    expect((await auditActions(post.id)).at(-1)).toBe("post_unpublished");

    const other = await publishedPost("Gannet savings", "gannetry");
    const publishAt = new Date(Date.now() + 3_600_000);
    const scheduled = await savePost(db(), admin, {
      id: other.id,
      expectedVersion: other.version,
      input: { ...other.input, title: "Gannet later" },
      intent: { kind: "schedule", publishAt },
    });
    await deleteStaffPost(db(), admin, other.id, scheduled.version);
    expect(await publishDueStaffPosts(db(), new Date(publishAt.getTime() + 1_000))).toEqual([]);
    const [trashed] = await db().select({ pendingAt: posts.pendingPublishAt }).from(posts).where(eq(posts.id, other.id));
    expect(trashed).toEqual({ pendingAt: null });
  });

  it("refuses a draft save based on an older version, and keeps the newer changes", async () => {
    const post = await publishedPost("Marten savings", "martenic");
    const theirs = await savePost(db(), admin, {
      id: post.id,
      expectedVersion: post.version,
      input: { ...post.input, title: "Marten theirs" },
      intent: { kind: "changes" },
    });
    await expect(
      savePost(db(), moderator, { id: post.id, expectedVersion: post.version, input: { ...post.input, title: "Marten mine" }, intent: { kind: "changes" } }),
    ).rejects.toBeInstanceOf(PostVersionConflictError);
    expect(await getEditablePost(db(), post.id)).toMatchObject({ title: "Marten theirs", version: theirs.version });
  });
});
