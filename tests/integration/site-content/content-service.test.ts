import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { auditEvents, contentAutosaves, contentDocuments, contentRevisions } from "~/db/schema";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { expireSiteContentCache } from "~/services/publishing";
import {
  ContentNotFoundError,
  ContentValidationError,
  ContentVersionConflictError,
  discardContentDraft,
  getContentAutosave,
  getEditableContent,
  listContentDocuments,
  listContentRevisions,
  markContentReviewed,
  previewContent,
  publishDueContent,
  publishedContent,
  putContentAutosave,
  resetContentToBuiltIn,
  restoreContentRevision,
  saveContent,
  unscheduleContent,
} from "~/services/site-content";
import { setReviewedContentTypes } from "~/services/publishing";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";

const ID = hsaFiguresContent.id;
const YEAR_2028 = {
  year: 2028,
  effectiveDate: "2028-01-01",
  contributionLimit: { selfOnly: 4_600, family: 9_200 },
  catchUp: 1_000,
  minimumDeductible: { selfOnly: 1_800, family: 3_600 },
  maximumOutOfPocket: { selfOnly: 8_900, family: 17_800 },
  sourceTitle: "Rev. Proc. 2027-99",
  sourceUrl: "https://www.irs.gov/pub/irs-drop/rp-27-99.pdf",
};
const withYear2028 = () => ({ years: [...BUILT_IN_FIGURES_YEARS, YEAR_2028] });
const NOW = new Date("2026-11-27T15:00:00Z");

describe("the site content service", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let moderator: Actor;
  let admin: Actor;
  let reader: Actor;
  const actor = (userId: string, username: string, userType: SessionUser["userType"]): Actor => ({
    ...SYSTEM_ACTOR,
    ipAddress: "192.0.2.7",
    requestId: "req-1",
    user: { sessionId: "s", userId, username, email: null, userType },
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  const revisions = () => db().select().from(contentRevisions).orderBy(asc(contentRevisions.version));
  // What the pages show after the change is announced (the listener's NOTIFY expires the cache in the app).
  const shown = async () => {
    expireSiteContentCache(db());
    return (await publishedContent(db(), hsaFiguresContent)).value;
  };
  const contentEvents = () => db().select().from(auditEvents).where(eq(auditEvents.targetType, "content")).orderBy(asc(auditEvents.occurredAt));

  beforeAll(async () => {
    moderator = actor(await createTestUser(db(), { username: "figures_mod", userType: "moderator" }), "figures_mod", "moderator");
    admin = actor(await createTestUser(db(), { username: "figures_admin", userType: "admin" }), "figures_admin", "admin");
    reader = actor(await createTestUser(db(), { username: "figures_reader", userType: "user" }), "figures_reader", "user");
    // The lifecycle's basics, without the four-eyes rule on figures (tests/integration/publishing covers it).
    await setReviewedContentTypes(db(), admin, []);
  });

  beforeEach(async () => {
    await db().delete(contentDocuments);
    await db().delete(contentRevisions);
    await db().delete(contentAutosaves);
    await db().delete(auditEvents).where(eq(auditEvents.targetType, "content"));
  });

  it("starts from the built-in figures, with nothing stored", async () => {
    const editable = await getEditableContent(db(), reader, ID);
    expect(editable).toMatchObject({ version: 0, builtIn: true, hasDraft: false, publishAt: null });
    expect(editable.data).toEqual({ years: BUILT_IN_FIGURES_YEARS });
    const [listed] = await listContentDocuments(db(), reader);
    expect(listed).toMatchObject({ id: ID, builtIn: true, group: "HSA figures and rules", pages: hsaFiguresContent.documents[0]!.pages });
  });

  it("saves a draft (not public), then publishes it: each a revision and an audit event with the same version", async () => {
    const draft = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "draft" } }, NOW);
    expect(draft.version).toBe(1);
    expect((await shown()).years).toHaveLength(7);
    expect((await previewContent(db(), hsaFiguresContent)).years).toHaveLength(8);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 1, hasDraft: true, builtIn: true, draftSavedBy: "figures_mod" });

    const published = await saveContent(db(), moderator, { id: ID, expectedVersion: 1, data: withYear2028(), intent: { kind: "publish" } }, NOW);
    expect(published.version).toBe(2);
    expect((await shown()).years.at(-1)).toEqual(YEAR_2028);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 2, hasDraft: false, builtIn: false, publishedBy: "figures_mod" });

    expect((await revisions()).map((row) => [row.version, row.kind, row.authorLabel])).toEqual([
      [1, "draft_saved", "figures_mod"],
      [2, "published", "figures_mod"],
    ]);
    const events = await contentEvents();
    expect(events.map((event) => [event.action, event.changes?.version, event.actorLabel, event.ipAddress, event.requestId])).toEqual([
      ["content_draft_saved", 1, "figures_mod", "192.0.2.7", "req-1"],
      ["content_published", 2, "figures_mod", "192.0.2.7", "req-1"],
    ]);
    expect(events[1]!.changes?.fields).toContain("Tax years › 2028 › Tax year");
  });

  it("writes the document, its revision and its audit event together or not at all", async () => {
    // An audit log that refuses the event must take the save down with it.
    await db().execute(sql`create function refuse_content_audit() returns trigger language plpgsql as $$
      begin if new.target_type = 'content' then raise exception 'audit refused'; end if; return new; end $$`);
    await db().execute(sql`create trigger refuse_content_audit before insert on audit_events for each row execute function refuse_content_audit()`);
    try {
      await expect(saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "publish" } }, NOW)).rejects.toThrow();
      expect(await db().select().from(contentDocuments)).toEqual([]);
      expect(await revisions()).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger refuse_content_audit on audit_events`);
      await db().execute(sql`drop function refuse_content_audit()`);
    }
  });

  it("refuses a save based on an older version and carries the other person's version, writing nothing", async () => {
    await saveContent(db(), admin, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "draft" } }, NOW);
    const error = await refusal(
      saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: { years: BUILT_IN_FIGURES_YEARS }, intent: { kind: "publish" } }),
    );
    expect(error).toBeInstanceOf(ContentVersionConflictError);
    const conflict = error as ContentVersionConflictError;
    expect(conflict.status).toBe(409);
    expect(conflict.theirs).toMatchObject({ version: 1, savedBy: "figures_admin", data: withYear2028() });
    expect(await revisions()).toHaveLength(1);
    expect(await contentEvents()).toHaveLength(1);
    // A forged version from the future is no better.
    expect(await refusal(saveContent(db(), moderator, { id: ID, expectedVersion: 99, data: withYear2028(), intent: { kind: "draft" } }))).toBeInstanceOf(
      ContentVersionConflictError,
    );
  });

  it("names every refused field by its path, and stores nothing", async () => {
    const years = withYear2028().years.map((year) => ({ ...year }));
    years[7] = { ...YEAR_2028, contributionLimit: { selfOnly: -1, family: "9,2OO" as unknown as number }, sourceUrl: "http://irs.gov/x" };
    years[3] = { ...years[3]!, sourceTitle: "x".repeat(121) };
    const error = await refusal(saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: { years }, intent: { kind: "draft" } }));
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).fieldErrors).toMatchObject({
      "years.7.contributionLimit.selfOnly": "Self-only coverage cannot be negative",
      "years.7.contributionLimit.family": "Family coverage must be an amount in dollars, like 4400",
      "years.7.sourceUrl": "Source address must be an https:// address or a site path starting with /",
      "years.3.sourceTitle": "Source can be at most 120 characters",
    });
    // Rules across fields (overlapping dates) speak once every field reads well.
    const overlapping = withYear2028();
    overlapping.years[5] = { ...overlapping.years[5]!, effectiveDate: "2024-01-01" };
    const overlap = await refusal(saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: overlapping, intent: { kind: "draft" } }));
    expect((overlap as ContentValidationError).fieldErrors).toMatchObject({ "years.5.effectiveDate": "2026 cannot take effect on the same day as 2024" });
    const tooMany = Array.from({ length: 61 }, (_, index) => ({ ...YEAR_2028, year: 2030 + index, effectiveDate: `${2030 + index}-01-01` }));
    const overLimit = await refusal(saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: { years: tooMany }, intent: { kind: "draft" } }));
    expect((overLimit as ContentValidationError).fieldErrors).toEqual({ years: "Tax years can have at most 60 entries" });
    expect(await db().select().from(contentDocuments)).toEqual([]);
  });

  it("refuses a forged document id and a past schedule", async () => {
    expect(await refusal(saveContent(db(), moderator, { id: "hsa-figures/../x", expectedVersion: 0, data: {}, intent: { kind: "draft" } }))).toBeInstanceOf(
      ContentNotFoundError,
    );
    expect(await refusal(getEditableContent(db(), reader, "service/none"))).toBeInstanceOf(ContentNotFoundError);
    const past = await refusal(
      saveContent(
        db(),
        moderator,
        { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "schedule", publishAt: new Date(NOW.getTime() - 1) } },
        NOW,
      ),
    );
    expect((past as ContentValidationError).fieldErrors).toEqual({ publishAt: "Choose a time in the future" });
  });

  it("lets moderators and admins write and 'user' accounts only read, checked in the service", async () => {
    const write = (who: Actor) => saveContent(db(), who, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "draft" } }, NOW);
    expect(await refusal(write(reader))).toBeInstanceOf(NotPermittedError);
    for (const attempt of [
      unscheduleContent(db(), reader, { id: ID, expectedVersion: 0 }),
      discardContentDraft(db(), reader, { id: ID, expectedVersion: 0 }),
      resetContentToBuiltIn(db(), reader, { id: ID, expectedVersion: 0 }),
      markContentReviewed(db(), reader, { id: ID }),
      restoreContentRevision(db(), reader, { id: ID, revisionId: "00000000-0000-4000-8000-000000000000", expectedVersion: 0 }),
      putContentAutosave(db(), reader, { id: ID, baseVersion: 0, data: {} }),
    ]) {
      expect(await refusal(attempt)).toBeInstanceOf(NotPermittedError);
    }
    expect(await db().select().from(contentDocuments)).toEqual([]);
    expect((await write(moderator)).version).toBe(1);
    await expect(listContentRevisions(db(), reader, ID)).resolves.toHaveLength(1);
  });

  it("schedules a draft, takes the schedule back, and discards the draft", async () => {
    const at = new Date(NOW.getTime() + 60_000);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "schedule", publishAt: at } }, NOW);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 1, hasDraft: true, publishAt: at.toISOString() });
    await unscheduleContent(db(), moderator, { id: ID, expectedVersion: 1 }, NOW);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 2, hasDraft: true, publishAt: null });
    expect(await publishDueContent(db(), new Date(at.getTime() + 1))).toEqual({ published: [], failed: [] });
    await discardContentDraft(db(), moderator, { id: ID, expectedVersion: 2 }, NOW);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({
      version: 3,
      hasDraft: false,
      builtIn: true,
      data: { years: BUILT_IN_FIGURES_YEARS },
    });
    expect((await revisions()).map((row) => row.kind)).toEqual(["scheduled", "unscheduled", "draft_discarded"]);
    expect((await contentEvents()).map((event) => event.action)).toEqual(["content_scheduled", "content_unscheduled", "content_draft_discarded"]);
  });

  it("publishes a scheduled draft when its time comes, as the system, once", async () => {
    const at = new Date(NOW.getTime() + 60_000);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "schedule", publishAt: at } }, NOW);
    expect(await publishDueContent(db(), NOW)).toEqual({ published: [], failed: [] });
    expect(await publishDueContent(db(), at)).toEqual({ published: [ID], failed: [] });
    expect(await publishDueContent(db(), at)).toEqual({ published: [], failed: [] });
    expect((await shown()).years).toHaveLength(8);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 2, hasDraft: false, publishAt: null, publishedBy: "system" });
    const [, publish] = await contentEvents();
    expect(publish).toMatchObject({ action: "content_published", actorId: null, actorLabel: null });
  });

  it("keeps a scheduled draft that no longer passes its checks unpublished, with the reason for staff", async () => {
    const at = new Date(NOW.getTime() + 60_000);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "schedule", publishAt: at } }, NOW);
    // As a declaration that changed under stored data would leave it.
    const broken = { years: [{ ...YEAR_2028, catchUp: -5 }] };
    await db().update(contentDocuments).set({ draft: broken }).where(eq(contentDocuments.id, ID));
    expect(await publishDueContent(db(), at)).toEqual({ published: [], failed: [ID] });
    const row = await getEditableContent(db(), moderator, ID);
    expect(row).toMatchObject({ publishAt: null, hasDraft: true, builtIn: true });
    expect(row.publishError).toBe("The draft no longer passes its checks: Catch-up contribution, age 55 or older cannot be negative");
    expect((await listContentDocuments(db(), moderator))[0]!.publishError).toBe(row.publishError);
    // The next sweep does not try again every minute.
    expect(await publishDueContent(db(), new Date(at.getTime() + 60_000))).toEqual({ published: [], failed: [] });
  });

  it("restores an earlier revision as a draft: the public pages keep what is live, the schedule is dropped, no review is asked", async () => {
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "publish" } }, NOW);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 1, data: { years: BUILT_IN_FIGURES_YEARS }, intent: { kind: "publish" } }, NOW);
    const at = new Date(NOW.getTime() + 3_600_000);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 2, data: withYear2028(), intent: { kind: "schedule", publishAt: at } }, NOW);
    const history = await listContentRevisions(db(), moderator, ID);
    const first = history.find((revision) => revision.version === 1)!;
    // A draft needs no second person: the four-eyes rule, on for this restore, asks nothing.
    await setReviewedContentTypes(db(), admin, ["hsa-figures"]);
    const { version } = await restoreContentRevision(db(), moderator, { id: ID, revisionId: first.id, expectedVersion: 3, into: "draft" }, NOW).finally(() =>
      setReviewedContentTypes(db(), admin, []),
    );
    expect(version).toBe(4);
    expect(await shown()).toEqual({ years: BUILT_IN_FIGURES_YEARS });
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 4, hasDraft: true, publishAt: null, data: withYear2028() });
    expect((await listContentRevisions(db(), moderator, ID))[0]).toMatchObject({ version: 4, kind: "restored_to_draft" });
    expect((await contentEvents()).at(-1)!.action).toBe("content_restored_to_draft");
    // Nothing goes live by itself: the dropped schedule's time passes without a publish.
    expect(await publishDueContent(db(), new Date(at.getTime() + 1))).toEqual({ published: [], failed: [] });
  });

  it("restores an earlier revision (publishing it) and resets to the built-in figures, each audited", async () => {
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "publish" } }, NOW);
    const changed = withYear2028();
    changed.years[6] = { ...changed.years[6]!, contributionLimit: { selfOnly: 4_500, family: 9_100 } };
    await saveContent(db(), moderator, { id: ID, expectedVersion: 1, data: changed, intent: { kind: "publish" } }, NOW);
    const history = await listContentRevisions(db(), moderator, ID);
    expect(history.map((revision) => [revision.version, revision.kind])).toEqual([
      [2, "published"],
      [1, "published"],
    ]);
    expect(history[0]!.changes).toEqual([
      { path: "years.6.contributionLimit.family", label: "Tax years › 2027 › HSA contribution limit › Family coverage", before: "$9,000", after: "$9,100" },
    ]);
    expect(await refusal(restoreContentRevision(db(), moderator, { id: ID, revisionId: history[1]!.id, expectedVersion: 1 }))).toBeInstanceOf(
      ContentVersionConflictError,
    );
    await restoreContentRevision(db(), moderator, { id: ID, revisionId: history[1]!.id, expectedVersion: 2 }, NOW);
    expect(await shown()).toEqual(withYear2028());
    await resetContentToBuiltIn(db(), admin, { id: ID, expectedVersion: 3 }, NOW);
    expect(await shown()).toEqual({ years: BUILT_IN_FIGURES_YEARS });
    expect((await contentEvents()).map((event) => event.action)).toEqual(["content_published", "content_published", "content_restored", "content_reset"]);
    expect(
      await refusal(restoreContentRevision(db(), moderator, { id: ID, revisionId: "00000000-0000-4000-8000-000000000000", expectedVersion: 4 })),
    ).toBeInstanceOf(ContentNotFoundError);
  });

  it("records a review without changing the version", async () => {
    await markContentReviewed(db(), moderator, { id: ID }, NOW);
    expect(await getEditableContent(db(), moderator, ID)).toMatchObject({ version: 0, builtIn: true, reviewedAt: NOW.toISOString() });
    expect((await contentEvents()).map((event) => event.action)).toEqual(["content_reviewed"]);
  });

  it("keeps each person's unsaved work apart, until their save", async () => {
    await putContentAutosave(db(), moderator, { id: ID, baseVersion: 0, data: withYear2028() });
    await putContentAutosave(db(), admin, { id: ID, baseVersion: 0, data: { years: [] } });
    expect(await getContentAutosave(db(), moderator, ID)).toMatchObject({ baseVersion: 0, data: withYear2028() });
    await putContentAutosave(db(), moderator, { id: ID, baseVersion: 0, data: { years: [YEAR_2028] } });
    expect((await getContentAutosave(db(), moderator, ID))?.data).toEqual({ years: [YEAR_2028] });
    expect(await refusal(putContentAutosave(db(), moderator, { id: "nope", baseVersion: 0, data: {} }))).toBeInstanceOf(ContentNotFoundError);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: withYear2028(), intent: { kind: "draft" } }, NOW);
    expect(await getContentAutosave(db(), moderator, ID)).toBeNull();
    expect(await getContentAutosave(db(), admin, ID)).not.toBeNull();
    const rows = await db()
      .select()
      .from(contentAutosaves)
      .where(and(eq(contentAutosaves.documentId, ID)));
    expect(rows).toHaveLength(1);
  });
});
