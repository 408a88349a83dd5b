import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, backups, posts } from "~/db/schema";
import { BACKUP_FAILURE_REASONS } from "~/lib/backups/failure-reason";
import type { PostActionResult } from "~/routes/admin/posts/post-admin-text";
import { POST_TOASTS } from "~/routes/admin/posts/post-toasts";
import * as blogPosts from "~/routes/admin/posts/route";
import * as editorRoute from "~/routes/admin/posts/editor/route";
import * as trashRoute from "~/routes/admin/trash/route";
import { TRASH_TOASTS } from "~/routes/admin/trash/trash-admin-text";
import { getPostPage, POST_GONE, savePost } from "~/services/blog";
import type { AppServices } from "~/services/platform";
import { actorOf } from "../../support/actors";
import { formRequest, getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const BASE = "http://localhost:3000/svcs/admin-dashboard";
type Answer = { data: PostActionResult; init: { status: number } | null };

describe(`Blog Posts: the trash, a post gone meanwhile, and Reset to Preconfigured (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let cookies: { admin: string; moderator: string };
  let adminId: string;

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off", RETENTION_TRASH_DAYS: "30" });
    adminId = await createTestUser(db(), { username: "trash_admin", userType: "admin" });
    const moderatorId = await createTestUser(db(), { username: "trash_moderator", userType: "moderator" });
    cookies = { admin: await sessionCookieFor(services, adminId), moderator: await sessionCookieFor(services, moderatorId) };
  });

  const context = () => createTestContext(services);
  const listAction = async (fields: Record<string, string>, cookie = cookies.admin) =>
    (await blogPosts.action({ request: formRequest(`${BASE}/posts`, fields, cookie), context: context(), params: {} } as never)) as unknown as Answer;
  const trashAction = async (fields: Record<string, string>, cookie = cookies.admin) =>
    (await trashRoute.action({ request: formRequest(`${BASE}/trash`, fields, cookie), context: context(), params: {} } as never)) as unknown as Answer;
  const trash = async (cookie = cookies.admin) =>
    (await trashRoute.loader({ request: getRequest(`${BASE}/trash`, cookie), context: context(), params: {} } as never)) as Awaited<
      ReturnType<typeof trashRoute.loader>
    >;
  const publish = (title: string) =>
    savePost(db(), actorOf({ sessionId: "s", userId: adminId, username: "trash_admin", email: null, userType: "admin" }), {
      id: null,
      input: { title, content: "<p>Body</p>", category: "Savings" },
      intent: { kind: "publish" },
    });

  it("moves a deleted post to the trash: off the site and the list, restored as a draft by staff", async () => {
    const post = await publish("Trashed then restored");
    const deleted = await listAction({ intent: "delete", postId: post.id, version: String(post.version) }, cookies.moderator);
    expect(deleted.data).toMatchObject({ ok: true, toast: POST_TOASTS.deleted(30) });
    expect(await getPostPage(db(), post.slug)).toBeNull();
    const list = (await blogPosts.loader({ request: getRequest(`${BASE}/posts`, cookies.moderator), context: context(), params: {} } as never)) as Awaited<
      ReturnType<typeof blogPosts.loader>
    >;
    expect(list.posts.map((row) => row.id)).not.toContain(post.id);
    expect(list.trashed).toBe(1);
    const inTrash = await trash(cookies.moderator);
    expect(inTrash).toMatchObject({ keptDays: 30, canPurge: false, posts: [{ id: post.id, title: "Trashed then restored", deletedBy: "trash_moderator" }] });

    const restored = await trashAction({ intent: "restore-post", id: post.id, name: "Trashed then restored" }, cookies.moderator);
    expect(restored.data).toMatchObject({ ok: true, toast: TRASH_TOASTS.postRestored("Trashed then restored") });
    const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ status: "draft", deletedAt: null });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.targetId, post.id));
    expect(events.map((event) => [event.action, event.actorLabel])).toEqual([
      ["post_created", "trash_admin"],
      ["post_deleted", "trash_moderator"],
      ["post_restored", "trash_moderator"],
    ]);
  });

  it("says plainly that a post deleted in another tab is in the trash, or gone for good, when deleting, duplicating or saving it", async () => {
    const post = await publish("Deleted in another tab");
    await listAction({ intent: "delete", postId: post.id, version: String(post.version) });
    const again = await listAction({ intent: "delete", postId: post.id, version: String(post.version) });
    expect(again.init?.status).toBe(404);
    expect(again.data.toast).toEqual({ title: "Error deleting post", description: POST_GONE.trashed });
    const duplicate = await listAction({ intent: "duplicate", postId: post.id });
    expect(duplicate.data.toast).toEqual({ title: "Error duplicating post", description: POST_GONE.trashed });
    const save = (await editorRoute.action({
      request: formRequest(
        `${BASE}/posts/${post.id}/edit`,
        { title: "Mine", content: "<p>x</p>", category: "Savings", date: "2026-01-01", version: String(post.version + 1) },
        cookies.admin,
      ),
      context: context(),
      params: { postId: post.id },
    } as never)) as unknown as Answer;
    expect(save.data.toast.description).toContain(POST_GONE.trashed);
    for (const answer of [again, duplicate, save]) expect(answer.data.toast.description).not.toContain("Please try again");

    // Deleting for good is an admin's: a moderator is refused, the admin's is audited.
    expect((await trashAction({ intent: "purge-post", id: post.id, name: "x" }, cookies.moderator)).data).toMatchObject({
      ok: false,
      toast: TRASH_TOASTS.notPermitted,
    });
    expect((await trashAction({ intent: "purge-post", id: post.id, name: "Deleted in another tab" })).data).toMatchObject({ ok: true });
    const [purged] = await db().select().from(auditEvents).where(eq(auditEvents.action, "post_purged"));
    expect(purged).toMatchObject({ targetId: post.id, targetLabel: "Deleted in another tab", actorLabel: "trash_admin" });
    const gone = await listAction({ intent: "delete", postId: post.id, version: String(post.version) });
    expect(gone.data.toast).toEqual({ title: "Error deleting post", description: POST_GONE.missing });
    expect((await listAction({ intent: "duplicate", postId: post.id })).data.toast).toEqual({
      title: "Error duplicating post",
      description: POST_GONE.missing,
    });
  });

  it("lets only an admin reset to the preconfigured posts, after a backup that holds the posts as they were", async () => {
    const kept = await publish("Someone's scheduled work");
    const refused = await listAction({ intent: "reset" }, cookies.moderator);
    expect(refused).toMatchObject({ data: { ok: false, toast: POST_TOASTS.resetAdminsOnly }, init: { status: 403 } });
    expect((await db().select().from(posts).where(eq(posts.id, kept.id))).length).toBe(1);
    expect(await db().select().from(backups)).toEqual([]);

    // The backup fails: nothing is reset, and the answer says why.
    const backupsDir = path.join(services.config.dataDir, "backups");
    const aside = `${backupsDir}-aside`;
    mkdirSync(backupsDir, { recursive: true });
    renameSync(backupsDir, aside);
    writeFileSync(backupsDir, "not a folder");
    try {
      const failed = await listAction({ intent: "reset" });
      expect(failed.init?.status).toBe(500);
      expect(failed.data.toast).toEqual(POST_TOASTS.resetWithoutBackup(BACKUP_FAILURE_REASONS.notWritable));
      expect((await db().select().from(posts).where(eq(posts.id, kept.id))).length).toBe(1);
    } finally {
      rmSync(backupsDir);
      renameSync(aside, backupsDir);
    }

    const done = await listAction({ intent: "reset" });
    const [backup] = await db().select().from(backups).where(eq(backups.status, "completed"));
    expect(backup).toMatchObject({ createdBy: "trash_admin" });
    expect(done.data).toMatchObject({ ok: true, toast: POST_TOASTS.reset(backup!.filename) });
    expect(
      await db()
        .select()
        .from(posts)
        .where(inArray(posts.id, [kept.id])),
    ).toEqual([]);
  });
});
