import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import { newPostFormValues } from "~/lib/blog/post-form-values";
import { BROWSER_ZONE_FIELD, formatMomentIn } from "~/lib/core/moment-in-zone";
import { POST_TOASTS } from "~/routes/admin/posts/post-toasts";
import * as postEditor from "~/routes/admin/posts/editor/route";
import type { PostActionResult } from "~/routes/admin/posts/post-admin-text";
import type { SessionUser } from "~/services/auth";
import { getAutosave, getEditablePost, listRevisions, putAutosave } from "~/services/blog";
import type { AppServices } from "~/services/platform";
import { formRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "http://localhost:3000";
const fields = { content: "<p>Saved text</p>", category: "Savings", type: "news" };

describe(`a save and the removal of its autosave commit together (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let editor: SessionUser;
  let colleague: SessionUser;
  let cookie: string;
  const db = () => database().db;
  const typed = (title: string) => ({ ...newPostFormValues("2026-11-27"), title });

  /** The editor's save as the browser posts it: no post id for a new post. */
  async function save(postId: string | null, form: Record<string, string>) {
    const path = postId ? `/svcs/admin-dashboard/posts/${postId}/edit` : "/svcs/admin-dashboard/posts/new";
    const answer = (await postEditor.action({
      request: formRequest(`${SITE}${path}`, form, cookie),
      context: createTestContext(services),
      params: postId ? { postId } : {},
    } as never)) as unknown as { data: PostActionResult; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, result: answer.data };
  }

  beforeAll(async () => {
    services = createTestServices(database());
    const user = async (username: string): Promise<SessionUser> => {
      const userId = await createTestUser(db(), { username, userType: "moderator" });
      return { sessionId: "s", userId, username, email: null, userType: "moderator" };
    };
    editor = await user("autosave_editor");
    colleague = await user("autosave_colleague");
    cookie = await sessionCookieFor(services, editor.userId);
  });

  it("removes the editor's own autosave of the saved form, and nobody else's", async () => {
    await putAutosave(db(), editor, NEW_POST_DRAFT_KEY, null, typed("Typed, not saved"));
    await putAutosave(db(), colleague, NEW_POST_DRAFT_KEY, null, typed("Someone else's"));
    const created = await save(null, { ...fields, title: "First save", status: "draft" });
    expect(created).toMatchObject({ status: 200, result: { ok: true } });
    expect(await getAutosave(db(), editor.userId, NEW_POST_DRAFT_KEY)).toBeNull();
    expect(await getAutosave(db(), colleague.userId, NEW_POST_DRAFT_KEY)).not.toBeNull();

    const { id, version } = created.result.saved!;
    await putAutosave(db(), editor, id, version, typed("Edited, not saved"));
    await putAutosave(db(), colleague, id, version, typed("Their edit"));
    expect(await save(id, { ...fields, title: "Second save", version: String(version), status: "keep" })).toMatchObject({ status: 200 });
    expect(await getAutosave(db(), editor.userId, id)).toBeNull();
    expect(await getAutosave(db(), colleague.userId, id)).not.toBeNull();
  });

  it("keeps the autosave when the save is refused", async () => {
    const created = await save(null, { ...fields, title: "Refused later", status: "draft" });
    const { id, version } = created.result.saved!;
    await putAutosave(db(), editor, id, version, typed("Still unsaved"));

    const invalid = await save(id, { ...fields, title: "", version: String(version), status: "keep" });
    expect(invalid).toMatchObject({ status: 400, result: { ok: false, fieldErrors: { title: "Title is required" } } });
    expect(await getAutosave(db(), editor.userId, id)).not.toBeNull();

    // Someone else saved first: the answer carries their version, the unsaved work stays.
    await save(id, { ...fields, title: "Their save", version: String(version), status: "keep" });
    await putAutosave(db(), editor, id, version, typed("Still unsaved"));
    const stale = await save(id, { ...fields, title: "Mine", version: String(version), status: "keep" });
    expect(stale).toMatchObject({ status: 409, result: { ok: false, conflict: { version: version + 1, title: "Their save" } } });
    expect(await getAutosave(db(), editor.userId, id)).not.toBeNull();
  });

  it("never answers failure for a committed save: when the autosave cannot be removed, the save is not kept either", async () => {
    const created = await save(null, { ...fields, title: "Before the fault", status: "draft" });
    const { id, version } = created.result.saved!;
    await putAutosave(db(), editor, id, version, typed("Unsaved work"));
    const revisionsBefore = (await listRevisions(db(), id)).length;

    await db().execute(
      sql.raw(`create function refuse_autosave_removal() returns trigger language plpgsql as $$ begin raise exception 'autosave removal failed'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_autosave_removal before delete on post_autosaves for each row execute function refuse_autosave_removal()`),
    );
    try {
      const failed = await save(id, { ...fields, title: "During the fault", version: String(version), status: "keep" });
      expect(failed).toMatchObject({ status: 500, result: { ok: false } });
      const stored = await getEditablePost(db(), id);
      expect(stored).toMatchObject({ title: "Before the fault", version });
      expect(await listRevisions(db(), id)).toHaveLength(revisionsBefore);
      expect(await getAutosave(db(), editor.userId, id)).not.toBeNull();
    } finally {
      await db().execute(sql.raw("drop trigger refuse_autosave_removal on post_autosaves"));
      await db().execute(sql.raw("drop function refuse_autosave_removal()"));
    }

    // The form's version is still the stored one: saving again works, with no conflict.
    expect(await save(id, { ...fields, title: "After the fault", version: String(version), status: "keep" })).toMatchObject({
      status: 200,
      result: { ok: true, saved: { id, version: version + 1 } },
    });
    expect(await getAutosave(db(), editor.userId, id)).toBeNull();
  });

  it("names a schedule in the browser's zone it was entered in, with the Site Content editor's formatter", async () => {
    const at = new Date(Date.now() + 3 * 3_600_000);
    const scheduled = await save(null, {
      ...fields,
      title: "Scheduled in Chicago",
      status: "schedule",
      publishAt: at.toISOString(),
      [BROWSER_ZONE_FIELD]: "America/Chicago",
    });
    expect(scheduled.result).toMatchObject({ ok: true, toast: POST_TOASTS.scheduled(formatMomentIn(at, "America/Chicago")) });
    expect(scheduled.result.toast.description).toMatch(/ C[SD]T\./);
    expect(scheduled.result.toast.description).not.toContain("UTC");
  });
});
