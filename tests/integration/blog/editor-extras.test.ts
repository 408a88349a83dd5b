import { beforeAll, describe, expect, it } from "vitest";
import type { PostFormValues } from "~/lib/blog/post-form-values";
import { SLUG_MESSAGES } from "~/lib/blog/slug";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import type { PostValidationError } from "~/services/blog";
import {
  deleteAutosave,
  deleteStaffPost,
  purgeStaffPost,
  findMovedPostSlug,
  getAutosave,
  getPostPage,
  getPostPreview,
  listLatestPosts,
  listRevisions,
  listSitemapPosts,
  putAutosave,
  resetToDefaultPosts,
  restoreRevision,
  revisionChanges,
  savePost,
} from "~/services/blog";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";

const body = { content: "<p>First text</p>", category: "Savings" };

const formValues = (title: string): PostFormValues => ({
  title,
  slug: "",
  date: "2026-11-23",
  type: "news",
  category: "Savings",
  image: "",
  featured: false,
  excerpt: "",
  tags: [],
  content: "<p>typed</p>",
  metaTitle: "",
  metaDescription: "",
  noindex: false,
});

describe("the editor's autosave, slugs, search fields, history and preview", () => {
  const database = useTestDatabase();
  let admin: Actor & { user: SessionUser };
  let reader: SessionUser;
  const db = () => database().db;
  const sessionUser = (userId: string, username: string, userType: SessionUser["userType"]): SessionUser => ({
    sessionId: "s",
    userId,
    username,
    email: null,
    userType,
  });

  beforeAll(async () => {
    admin = { ...SYSTEM_ACTOR, user: sessionUser(await createTestUser(db(), { username: "extras_admin", userType: "admin" }), "extras_admin", "admin") };
    reader = sessionUser(await createTestUser(db(), { username: "extras_reader", userType: "user" }), "extras_reader", "user");
  });

  it("keeps one autosave per user and post, overwritten in place, refused to a 'user' account", async () => {
    await putAutosave(db(), admin.user, "new", null, formValues("First try"));
    await putAutosave(db(), admin.user, "new", null, formValues("Second try"));
    expect((await getAutosave(db(), admin.user.userId, "new"))?.values.title).toBe("Second try");
    expect(await getAutosave(db(), reader.userId, "new")).toBeNull();
    await expect(putAutosave(db(), reader, "new", null, formValues("x"))).rejects.toBeInstanceOf(NotPermittedError);
    await deleteAutosave(db(), admin.user.userId, "new");
    expect(await getAutosave(db(), admin.user.userId, "new")).toBeNull();
    // A post in the trash keeps everyone's unsaved work on it, for a restore; deleting it for good forgets it.
    const post = await savePost(db(), admin, { id: null, input: { title: "Short-lived", ...body }, intent: { kind: "draft" } });
    await putAutosave(db(), admin.user, post.id, post.version, formValues("Unsaved"));
    expect((await deleteStaffPost(db(), admin, post.id, post.version)).id).toBe(post.id);
    expect((await getAutosave(db(), admin.user.userId, post.id))?.values.title).toBe("Unsaved");
    expect(await purgeStaffPost(db(), admin, post.id)).toBe(true);
    expect(await getAutosave(db(), admin.user.userId, post.id)).toBeNull();
  });

  it("takes a typed slug, refuses a bad or taken one at the field, and answers old public addresses with the new one", async () => {
    const first = await savePost(db(), admin, { id: null, input: { title: "Slug Owner", slug: "owned-address", ...body }, intent: { kind: "publish" } });
    expect(first.slug).toBe("owned-address");
    const bad = await savePost(db(), admin, { id: null, input: { title: "Bad", slug: "Not a slug!", ...body }, intent: { kind: "publish" } }).catch(
      (error: unknown) => error,
    );
    expect((bad as PostValidationError).fieldErrors.slug).toBe(SLUG_MESSAGES.invalid);
    const taken = await savePost(db(), admin, { id: null, input: { title: "Thief", slug: "owned-address", ...body }, intent: { kind: "publish" } }).catch(
      (error: unknown) => error,
    );
    expect((taken as PostValidationError).fieldErrors.slug).toBe(SLUG_MESSAGES.taken);

    const moved = await savePost(db(), admin, {
      id: first.id,
      expectedVersion: first.version,
      input: { title: "Slug Owner", slug: "new-address", ...body },
      intent: { kind: "keep" },
    });
    expect(moved.slug).toBe("new-address");
    expect(await getPostPage(db(), "owned-address")).toBeNull();
    expect(await findMovedPostSlug(db(), "owned-address")).toBe("new-address");
    // The old address still leads to this post, so another may not take it.
    const formerly = await savePost(db(), admin, { id: null, input: { title: "Late", slug: "owned-address", ...body }, intent: { kind: "publish" } }).catch(
      (error: unknown) => error,
    );
    expect((formerly as PostValidationError).fieldErrors.slug).toBe(SLUG_MESSAGES.formerlyTaken);
    // Moving back makes the old address current again; the other one now redirects.
    const back = await savePost(db(), admin, {
      id: first.id,
      expectedVersion: moved.version,
      input: { title: "Slug Owner", slug: "owned-address", ...body },
      intent: { kind: "keep" },
    });
    expect(back.slug).toBe("owned-address");
    expect(await findMovedPostSlug(db(), "owned-address")).toBeNull();
    expect(await findMovedPostSlug(db(), "new-address")).toBe("owned-address");
  });

  it("keeps no old address of a post that was never public", async () => {
    const draft = await savePost(db(), admin, { id: null, input: { title: "Private Draft", slug: "draft-address", ...body }, intent: { kind: "draft" } });
    await savePost(db(), admin, {
      id: draft.id,
      expectedVersion: draft.version,
      input: { title: "Private Draft", slug: "draft-address-2", ...body },
      intent: { kind: "publish" },
    });
    expect(await findMovedPostSlug(db(), "draft-address")).toBeNull();
  });

  it("leaves posts hidden from search engines out of the sitemap and the feed, not the site", async () => {
    const hidden = await savePost(db(), admin, {
      id: null,
      input: { title: "Hidden From Search", noindex: true, metaTitle: "Search title", ...body },
      intent: { kind: "publish" },
    });
    expect((await listSitemapPosts(db())).map((post) => post.slug)).not.toContain(hidden.slug);
    expect((await listLatestPosts(db(), 50)).map((post) => post.slug)).not.toContain(hidden.slug);
    const page = await getPostPage(db(), hidden.slug);
    expect(page?.post).toMatchObject({ noindex: true, metaTitle: "Search title", metaDescription: null });
  });

  it("previews a draft for staff exactly as its page would read", async () => {
    const draft = await savePost(db(), admin, { id: null, input: { title: "Preview Me", ...body }, intent: { kind: "draft" } });
    expect(await getPostPage(db(), draft.slug)).toBeNull();
    const preview = await getPostPreview(db(), draft.id);
    expect(preview).toMatchObject({ status: "draft", post: { title: "Preview Me", content: "<p>First text</p>" } });
    expect(await getPostPreview(db(), "not-a-uuid")).toBeNull();
  });

  it("shows what each revision changed, word by word, and restores an older one as a new revision", async () => {
    const created = await savePost(db(), admin, {
      id: null,
      input: { title: "Diffed", content: "<p>One two three</p><p>Kept</p>", category: "Savings" },
      intent: { kind: "publish" },
    });
    const edited = await savePost(db(), admin, {
      id: created.id,
      expectedVersion: created.version,
      input: {
        title: "Diffed",
        content: '<p>One <a href="/x">two</a> four</p><p>Kept</p><p>New <script>alert(1)</script>block</p>',
        category: "Savings",
        tags: ["Fresh"],
      },
      intent: { kind: "keep" },
    });
    const [newest, oldest] = await listRevisions(db(), created.id);
    const changes = await revisionChanges(db(), created.id, newest!.id);
    expect(changes!.fields).toEqual([{ field: "Tags", before: "(none)", after: "Fresh" }]);
    expect(changes!.content[0]).toEqual({
      change: "changed",
      parts: [
        { text: "One two ", change: null },
        { text: "three", change: "removed" },
        { text: "four", change: "added" },
      ],
    });
    expect(changes!.content[1]).toEqual({ change: "unchanged", count: 1 });
    // The sanitizer removed the script at save; the diff is text, never markup.
    expect(changes!.content[2]).toEqual({ change: "added", parts: [{ text: "New block", change: "added" }] });

    const restored = await restoreRevision(db(), admin, created.id, oldest!.id, edited.version);
    const revisions = await listRevisions(db(), created.id);
    expect(revisions[0]).toMatchObject({ reason: "restored", version: restored.version });
    expect((await getPostPage(db(), restored.slug))?.post.content).toBe("<p>One two three</p><p>Kept</p>");
  });

  it("Reset to Preconfigured forgets unsaved work on the replaced posts and keeps a new post's draft", async () => {
    const post = await savePost(db(), admin, { id: null, input: { title: "Replaced soon", ...body }, intent: { kind: "draft" } });
    await putAutosave(db(), admin.user, post.id, post.version, formValues("Unsaved on a replaced post"));
    await putAutosave(db(), admin.user, "new", null, formValues("A new post in progress"));
    await resetToDefaultPosts(db(), admin);
    expect(await getAutosave(db(), admin.user.userId, post.id)).toBeNull();
    expect((await getAutosave(db(), admin.user.userId, "new"))?.values.title).toBe("A new post in progress");
  });
});
