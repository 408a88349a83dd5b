import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { auditEvents, contentDocuments, draftComments, reviewRequests, signoffLog } from "~/db/schema";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { createPost, savePost } from "~/services/blog";
import { expireSiteContentCache } from "~/services/publishing";
import {
  approveReview,
  bumpSiteContentVersion,
  exportSignoffLog,
  listDraftComments,
  listSignoffLog,
  openCommentsForAuthor,
  publishScheduledJob,
  requestChanges,
  ReviewRequiredError,
  setReviewedContentTypes,
  submitForReview,
} from "~/services/publishing";
import { runDueJobs } from "~/services/jobs";
import { getEditableContent, publishedContent, saveContent } from "~/services/site-content";
import { createTestUser } from "../../support/factories";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const ID = hsaFiguresContent.id;
const NEW_SOURCE = { sourceTitle: "Rev. Proc. 2026-99", sourceUrl: "https://www.irs.gov/pub/irs-drop/rp-26-99.pdf" };
/** The 2027 family limit changed, with a new source. */
const changed2027 = () => ({
  years: BUILT_IN_FIGURES_YEARS.map((year) =>
    year.year === 2027 ? { ...year, contributionLimit: { ...year.contributionLimit, family: 9_100 }, ...NEW_SOURCE } : year,
  ),
});
const family2027 = (data: unknown) => (data as { years: typeof BUILT_IN_FIGURES_YEARS }).years.find((year) => year.year === 2027)!.contributionLimit.family;

describe("four eyes on figures: review, approval and the sign-off log", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let moderator: Actor;
  let admin: Actor;
  let otherAdmin: Actor;
  const actor = (userId: string, username: string, userType: SessionUser["userType"]): Actor => ({
    ...SYSTEM_ACTOR,
    ipAddress: "192.0.2.7",
    user: { sessionId: "s", userId, username, email: null, userType },
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Error & { status?: number },
    );
  const live = async () => {
    expireSiteContentCache(db());
    return (await publishedContent(db(), hsaFiguresContent)).value;
  };

  beforeAll(async () => {
    moderator = actor(await createTestUser(db(), { username: "figures_mod", userType: "moderator" }), "figures_mod", "moderator");
    admin = actor(await createTestUser(db(), { username: "figures_admin", userType: "admin" }), "figures_admin", "admin");
    otherAdmin = actor(await createTestUser(db(), { username: "second_admin", userType: "admin" }), "second_admin", "admin");
  });

  beforeEach(async () => {
    await db().delete(contentDocuments);
    await db().delete(reviewRequests);
    await db().delete(draftComments);
    await setReviewedContentTypes(db(), admin, ["hsa-figures"]);
    // Rows removed behind the service's back: pages must read again.
    await bumpSiteContentVersion(db());
  });

  it("refuses to publish or schedule a figures change by anyone, keeps it as a draft, and lets another person approve it live", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    for (const intent of [{ kind: "publish" }, { kind: "schedule", publishAt: new Date(Date.now() + 3_600_000) }] as const) {
      const refused = await refusal(saveContent(db(), moderator, { id: ID, expectedVersion: saved.version, data: changed2027(), intent }));
      expect(refused).toBeInstanceOf(ReviewRequiredError);
      expect(refused?.message).toContain("second person's approval");
    }
    // An admin is bound the same way: the rule is about the author, not the role.
    expect(
      await refusal(saveContent(db(), admin, { id: ID, expectedVersion: saved.version, data: changed2027(), intent: { kind: "publish" } })),
    ).toBeInstanceOf(ReviewRequiredError);
    expect(family2027(await live())).toBe(9_000);
    expect(family2027((await getEditableContent(db(), moderator, ID)).data)).toBe(9_100);

    const request = await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version });
    expect(request).toMatchObject({ status: "pending", submittedByLabel: "figures_mod", baseVersion: saved.version });
    // A moderator has no right to approve; nobody approves their own change.
    expect(await refusal(approveReview(db(), moderator, { requestId: request.id }))).toBeInstanceOf(NotPermittedError);
    const selfSubmitted = await refusal(approveReview(db(), moderator, { requestId: request.id }));
    expect(selfSubmitted).not.toBeNull();

    await approveReview(db(), admin, { requestId: request.id, comment: "Checked against Rev. Proc. 2026-99" });
    expect(family2027(await live())).toBe(9_100);
    expect((await db().select().from(reviewRequests).where(eq(reviewRequests.id, request.id)))[0]).toMatchObject({
      status: "approved",
      decidedByLabel: "figures_admin",
    });

    const log = await listSignoffLog(db(), moderator);
    expect(log.map((entry) => [entry.event, entry.actorLabel, entry.submittedByLabel])).toEqual([
      ["approved", "figures_admin", "figures_mod"],
      ["submitted", "figures_mod", "figures_mod"],
    ]);
    expect(log[0]!.changedValues).toContainEqual(expect.objectContaining({ before: "$9,000", after: "$9,100" }));
    expect(log[0]!.source).toBe("Rev. Proc. 2026-99 (https://www.irs.gov/pub/irs-drop/rp-26-99.pdf)");
    expect(log[0]!.effectiveDate).toBe("2027-01-01");
    expect(log[0]!.pages.length).toBeGreaterThan(0);
    expect(log[0]!.comment).toBe("Checked against Rev. Proc. 2026-99");

    const csv = await exportSignoffLog(db(), admin);
    expect(csv.split("\r\n")[0]).toContain('"Old value","New value","Cited source","Effective date"');
    expect(csv).toContain('"Approved","HSA and HDHP figures","figures_admin","figures_mod"');
    expect(csv).toContain('"$9,000","$9,100","Rev. Proc. 2026-99');

    const actions = (await db().select({ action: auditEvents.action }).from(auditEvents)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["review_submitted", "review_approved", "content_published", "signoff_log_exported"]));
  });

  it("keeps the sign-off log append-only", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version });
    await expect(db().execute(sql`update signoff_log set actor_label = 'someone else'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from signoff_log`)).rejects.toThrow();
    expect((await db().select().from(signoffLog)).length).toBeGreaterThan(0);
  });

  it("schedules an approved change for the time the author asked, and the scheduler publishes it", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    const publishAt = new Date(Date.now() + 3_600_000);
    const request = await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version, publishAt });
    await approveReview(db(), admin, { requestId: request.id });
    expect(family2027(await live())).toBe(9_000);
    expect((await getEditableContent(db(), moderator, ID)).publishAt).toBe(publishAt.toISOString());
    await runDueJobs(createTestServices(database()), [publishScheduledJob], { now: new Date(publishAt.getTime() + 1_000), instanceId: "a" });
    expect(family2027(await live())).toBe(9_100);
  });

  it("holds a scheduled draft changed after its approval, and says why", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    // Another minute than the test before: the job runs once per slot.
    const publishAt = new Date(Date.now() + 7_200_000);
    const request = await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version, publishAt });
    await approveReview(db(), admin, { requestId: request.id });
    const scheduled = await getEditableContent(db(), moderator, ID);
    const sneaked = changed2027();
    sneaked.years[sneaked.years.length - 1]!.catchUp = 2_000;
    await saveContent(db(), moderator, { id: ID, expectedVersion: scheduled.version, data: sneaked, intent: { kind: "draft" } });
    await runDueJobs(createTestServices(database()), [publishScheduledJob], { now: new Date(publishAt.getTime() + 1_000), instanceId: "a" }).catch(
      () => undefined,
    );
    expect(family2027(await live())).toBe(9_000);
    const state = await getEditableContent(db(), moderator, ID);
    expect(state.publishError).toContain("Waiting for a second person's approval");
    expect(state.hasDraft).toBe(true);
  });

  it("refuses an approval when the draft changed after submission, and keeps the request waiting", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    const request = await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version });
    await saveContent(db(), moderator, { id: ID, expectedVersion: saved.version, data: changed2027(), intent: { kind: "draft" } });
    const refused = await refusal(approveReview(db(), admin, { requestId: request.id }));
    expect(refused?.message).toContain("changed after it was submitted");
    expect((await db().select().from(reviewRequests).where(eq(reviewRequests.id, request.id)))[0]!.status).toBe("pending");
    expect(family2027(await live())).toBe(9_000);
  });

  it("sends a change back with a comment the author sees in the editor and on Home", async () => {
    const saved = await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "draft" } });
    const request = await submitForReview(db(), moderator, { kind: "content", id: ID, expectedVersion: saved.version });
    expect(await refusal(requestChanges(db(), admin, { requestId: request.id, comment: " " }))).toMatchObject({ message: "Say what should change." });
    await requestChanges(db(), admin, { requestId: request.id, comment: "The source is the 2026 revenue procedure?" });
    expect((await listDraftComments(db(), moderator, "content", ID))[0]).toMatchObject({ authorLabel: "figures_admin", resolvedAt: null });
    expect((await openCommentsForAuthor(db(), moderator)).map((comment) => comment.body)).toEqual([
      "Changes requested: The source is the 2026 revenue procedure?",
    ]);
    expect((await listSignoffLog(db(), admin))[0]).toMatchObject({ event: "changes_requested", comment: "The source is the 2026 revenue procedure?" });
  });

  it("lets admins choose which content types need review (figures by default); moderators may not", async () => {
    expect(await refusal(setReviewedContentTypes(db(), moderator, []))).toBeInstanceOf(NotPermittedError);
    expect(await refusal(setReviewedContentTypes(db(), admin, ["not-a-type"]))).toMatchObject({ status: 400 });
    await setReviewedContentTypes(db(), admin, []);
    await saveContent(db(), moderator, { id: ID, expectedVersion: 0, data: changed2027(), intent: { kind: "publish" } });
    expect(family2027(await live())).toBe(9_100);
  });

  it("holds back a post whose figures check reports a figure until another person approves it", async () => {
    const post = await createPost(
      db(),
      {
        title: "What changes for HSAs in 2027",
        content: "<p>The 2027 HSA family contribution limit is $9,500.</p>",
        category: "Savings",
        authorId: moderator.user!.userId,
      },
      { initial: { status: "draft" } },
    );
    const input = { title: "What changes for HSAs in 2027", content: "<p>The 2027 HSA family contribution limit is $9,500.</p>", category: "Savings" };
    const refused = await refusal(savePost(db(), moderator, { id: post.id, expectedVersion: post.version, input, intent: { kind: "publish" } }));
    expect(refused).toBeInstanceOf(ReviewRequiredError);
    expect(refused?.message).toContain("figures check reports a figure");
    const request = await submitForReview(db(), moderator, { kind: "post", id: post.id, expectedVersion: post.version });
    expect(await refusal(approveReview(db(), moderator, { requestId: request.id }))).toBeInstanceOf(NotPermittedError);
    await approveReview(db(), otherAdmin, { requestId: request.id });
    expect((await listSignoffLog(db(), admin))[0]).toMatchObject({ event: "approved", documentKind: "post", actorLabel: "second_admin" });
    expect((await db().select().from(reviewRequests).where(eq(reviewRequests.id, request.id)))[0]!.status).toBe("approved");
  });
});
