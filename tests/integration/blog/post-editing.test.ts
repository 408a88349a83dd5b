import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { auditEvents, postRevisions } from "~/db/schema";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import {
  deleteStaffPost,
  duplicateStaffPost,
  getEditablePost,
  getPostPage,
  listAdminPosts,
  listRevisions,
  PostVersionConflictError,
  resetToDefaultPosts,
  restoreRevision,
  REVISIONS_KEPT,
  savePost,
} from "~/services/blog";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";

const body = { content: "<p>First text</p>", category: "Savings" };

describe("staff editing posts", () => {
  const database = useTestDatabase();
  let admin: Actor & { user: SessionUser };
  let reader: Actor & { user: SessionUser };
  const db = () => database().db;
  const user = (userId: string, username: string, userType: SessionUser["userType"]): Actor & { user: SessionUser } => ({
    ...SYSTEM_ACTOR,
    user: { sessionId: "s", userId, username, email: null, userType },
  });

  beforeAll(async () => {
    admin = user(await createTestUser(db(), { username: "editor_admin", userType: "admin" }), "editor_admin", "admin");
    reader = user(await createTestUser(db(), { username: "just_reader", userType: "user" }), "just_reader", "user");
  });

  it("makes the signed-in account the author, records the audit event and a first revision", async () => {
    const saved = await savePost(db(), admin, { id: null, input: { title: "Authored", ...body }, intent: { kind: "publish" } });
    const [row] = await db().select().from(postRevisions).where(eq(postRevisions.postId, saved.id));
    expect(row).toMatchObject({ reason: "created", authorLabel: "editor_admin", title: "Authored", version: 1 });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.targetId, saved.id));
    expect(events.map((event) => [event.action, event.actorLabel])).toEqual([["post_created", "editor_admin"]]);
    const { posts } = await import("~/db/schema");
    const [post] = await db().select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, saved.id));
    expect(post!.authorId).toBe(admin.user.userId);
  });

  it("refuses every write of a 'user' account in the service too", async () => {
    const [first] = (await listAdminPosts(db())).posts;
    await expect(savePost(db(), reader, { id: null, input: { title: "Nope", ...body }, intent: { kind: "publish" } })).rejects.toBeInstanceOf(
      NotPermittedError,
    );
    await expect(deleteStaffPost(db(), reader, first!.id)).rejects.toBeInstanceOf(NotPermittedError);
    await expect(duplicateStaffPost(db(), reader, first!.id)).rejects.toBeInstanceOf(NotPermittedError);
    await expect(resetToDefaultPosts(db(), reader)).rejects.toBeInstanceOf(NotPermittedError);
    // Reset to Preconfigured replaces everyone's posts: not a moderator's action either.
    const moderator = user(await createTestUser(db(), { username: "just_moderator", userType: "moderator" }), "just_moderator", "moderator");
    await expect(resetToDefaultPosts(db(), moderator)).rejects.toBeInstanceOf(NotPermittedError);
    expect(await getEditablePost(db(), first!.id)).not.toBeNull();
  });

  it("keeps a draft out of public reads and lists it for staff", async () => {
    const draft = await savePost(db(), admin, { id: null, input: { title: "Quiet draft", ...body }, intent: { kind: "draft" } });
    expect(await getPostPage(db(), draft.slug)).toBeNull();
    expect((await listAdminPosts(db())).posts.find((post) => post.id === draft.id)?.status).toBe("draft");
    const published = await savePost(db(), admin, {
      id: draft.id,
      expectedVersion: draft.version,
      input: { title: "Quiet draft", ...body },
      intent: { kind: "publish" },
    });
    expect((await getPostPage(db(), published.slug))?.post.title).toBe("Quiet draft");
    expect((await listRevisions(db(), draft.id)).map((revision) => revision.reason)).toEqual(["published", "created"]);
  });

  it("refuses a save based on an older version and leaves the newer text stored", async () => {
    const saved = await savePost(db(), admin, { id: null, input: { title: "Contested", ...body }, intent: { kind: "publish" } });
    await savePost(db(), admin, {
      id: saved.id,
      expectedVersion: saved.version,
      input: { title: "Contested", content: "<p>Their text</p>", category: "Savings" },
      intent: { kind: "keep" },
    });
    await expect(
      savePost(db(), admin, {
        id: saved.id,
        expectedVersion: saved.version,
        input: { title: "Contested", content: "<p>My text</p>", category: "Savings" },
        intent: { kind: "keep" },
      }),
    ).rejects.toBeInstanceOf(PostVersionConflictError);
    expect((await getEditablePost(db(), saved.id))?.content).toBe("<p>Their text</p>");
  });

  it("restores an older revision as a new revision, and keeps only the newest 25", async () => {
    let saved = await savePost(db(), admin, { id: null, input: { title: "Versioned", ...body }, intent: { kind: "publish" } });
    for (let edit = 1; edit <= REVISIONS_KEPT + 2; edit++) {
      saved = await savePost(db(), admin, {
        id: saved.id,
        expectedVersion: saved.version,
        input: { title: "Versioned", content: `<p>Edit ${edit}</p>`, category: "Savings" },
        intent: { kind: "keep" },
      });
    }
    const revisions = await listRevisions(db(), saved.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    const older = revisions.find((revision) => revision.version === saved.version - 3)!;
    const restored = await restoreRevision(db(), admin, saved.id, older.id, saved.version);
    expect((await getEditablePost(db(), saved.id))?.content).toBe(`<p>Edit ${REVISIONS_KEPT - 1}</p>`);
    const after = await listRevisions(db(), saved.id);
    expect(after[0]).toMatchObject({ version: restored.version, reason: "restored" });
    expect(after).toHaveLength(REVISIONS_KEPT);
  });

  it("duplicates as a draft titled with ' Copy', deletes, and resets to the built-in posts with the first two featured", async () => {
    const original = await savePost(db(), admin, { id: null, input: { title: "Twin", ...body, tags: ["One", "Two"] }, intent: { kind: "publish" } });
    const copy = await duplicateStaffPost(db(), admin, original.id);
    expect(await getEditablePost(db(), copy.id)).toMatchObject({ title: "Twin Copy", status: "draft", tags: ["One", "Two"] });
    expect((await deleteStaffPost(db(), admin, copy.id)).id).toBe(copy.id);
    expect(await getEditablePost(db(), copy.id)).toBeNull();

    await resetToDefaultPosts(db(), admin);
    const listed = (await listAdminPosts(db())).posts;
    expect(listed.map((post) => post.title).sort()).toEqual(DEFAULT_POSTS.map((post) => post.title).sort());
    const featured = listed.filter((post) => post.featured).map((post) => post.title);
    expect(featured.sort()).toEqual(
      DEFAULT_POSTS.slice(0, 2)
        .map((post) => post.title)
        .sort(),
    );
  });
});
