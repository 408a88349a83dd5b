import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appState, auditEvents, jobRuns, posts } from "~/db/schema";
import { SCHEDULE_AUTHOR_LABEL } from "~/lib/blog/revision-diff";
import { parseListQuery } from "~/lib/blog/list-query";
import {
  createPost,
  deletePost,
  getBlogList,
  getPostPage,
  listRevisions,
  type PostChange,
  PostVersionConflictError,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
} from "~/services/blog";
import { SITE_CONTENT_VERSION_KEY } from "~/services/publishing";
import {
  PUBLISH_SCHEDULED_JOB as PUBLISH_SCHEDULED_POSTS_JOB,
  publishScheduledJob as publishScheduledPostsJob,
  scheduledPublishingFailure,
} from "~/services/publishing";
import { runDueJobs } from "~/services/jobs";
import { type AppServices, openDatabase } from "~/services/platform";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

const blogVersion = async (services: AppServices) =>
  (await services.database.db.select({ version: appState.version }).from(appState).where(eq(appState.key, SITE_CONTENT_VERSION_KEY)))[0]?.version ?? 0;
const body = { content: "<p>Body</p>", category: "Savings" };
const listedSlugs = async (services: AppServices) =>
  (await getBlogList(services.database.db, parseListQuery(new URLSearchParams()))).posts.map((post) => post.slug);

describe("post lifecycle", () => {
  const database = useTestDatabase();
  let services: AppServices;
  const db = () => database().db;

  beforeAll(async () => {
    services = createTestServices(database());
  });

  it("creates published posts by default, at version 1 with a publish time", async () => {
    const created = await createPost(db(), { title: "Public now", ...body });
    expect(created.version).toBe(1);
    const [row] = await db().select().from(posts).where(eq(posts.id, created.id));
    expect(row).toMatchObject({ status: "published", publishAt: null, version: 1 });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(await listedSlugs(services)).toContain("public-now");
  });

  it("hides drafts and future scheduled posts from every public read", async () => {
    await createPost(db(), { title: "Draft secret", ...body }, { initial: { status: "draft" } });
    await createPost(db(), { title: "Future secret", ...body }, { initial: { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) } });
    expect(await listedSlugs(services)).not.toContain("draft-secret");
    expect(await listedSlugs(services)).not.toContain("future-secret");
    expect(await getPostPage(db(), "draft-secret")).toBeNull();
    const searched = await getBlogList(db(), parseListQuery(new URLSearchParams("q=secret")));
    expect(searched.posts).toEqual([]);
  });

  it("shows a scheduled post once its time has come, and the sweep publishes it exactly once", async () => {
    const { id } = await createPost(db(), { title: "Scheduled launch", ...body }, { initial: { status: "draft" } });
    const publishAt = new Date(Date.now() + 1_500);
    const scheduled = await schedulePost(db(), id, publishAt);
    expect(scheduled.version).toBe(2);
    expect(await listedSlugs(services)).not.toContain("scheduled-launch");

    // Once its time has come it is visible, before any sweep and although nothing announced a change.
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    expect(await listedSlugs(services)).toContain("scheduled-launch");

    const blogVersionBefore = await blogVersion(services);
    const now = new Date();
    const other = database().url ? await openDatabase({ databaseUrl: database().url, poolMax: 2 }) : database();
    try {
      await Promise.all([
        runDueJobs(services, [publishScheduledPostsJob], { now, instanceId: "a" }),
        runDueJobs(createTestServices(other), [publishScheduledPostsJob], { now, instanceId: "b" }),
      ]);
    } finally {
      if (other !== database()) await other.close();
    }
    expect(await db().select().from(jobRuns).where(eq(jobRuns.job, PUBLISH_SCHEDULED_POSTS_JOB))).toMatchObject([{ status: "succeeded" }]);
    const [row] = await db().select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ status: "published", publishAt: null, publishedAt: publishAt, version: 3 });
    expect(await blogVersion(services)).toBe(blogVersionBefore + 1);
    // History shows the moment it went live, by the schedule; the audit log has it as the system's.
    expect((await listRevisions(db(), id))[0]).toMatchObject({
      version: 3,
      reason: "published",
      author: SCHEDULE_AUTHOR_LABEL,
      createdAt: publishAt.toISOString(),
    });
    const audited = await db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audited.map((event) => [event.action, event.actorLabel, event.occurredAt.toISOString()])).toEqual([
      ["post_published", null, publishAt.toISOString()],
    ]);

    // A later slot finds nothing left to publish: no version bump.
    await runDueJobs(services, [publishScheduledPostsJob], { now: new Date(now.getTime() + 60_000), instanceId: "a" });
    expect((await db().select({ version: posts.version }).from(posts).where(eq(posts.id, id)))[0]!.version).toBe(3);
    expect(await listedSlugs(services)).toContain("scheduled-launch");
  });

  it("tells staff who manage posts when the publishing job failed, until a run succeeds", async () => {
    const slot = new Date("2030-01-01T10:00:00Z");
    await db()
      .insert(jobRuns)
      .values({ job: PUBLISH_SCHEDULED_POSTS_JOB, slot, claimedBy: "test", startedAt: slot, finishedAt: slot, status: "failed", error: "relation x" });
    expect(await scheduledPublishingFailure(db(), slot)).toEqual({ at: slot.toISOString() });
    const later = new Date(slot.getTime() + 60_000);
    await db()
      .insert(jobRuns)
      .values({ job: PUBLISH_SCHEDULED_POSTS_JOB, slot: later, claimedBy: "test", startedAt: later, finishedAt: later, status: "succeeded" });
    expect(await scheduledPublishingFailure(db(), later)).toBeNull();
  });

  it("refuses a save based on an older version with the stored version", async () => {
    const { id, version } = await createPost(db(), { title: "Contended", ...body });
    const first = await updatePost(db(), id, { title: "Contended", ...body, excerpt: "mine" }, { expectedVersion: version });
    expect(first.version).toBe(version + 1);
    const stale = await updatePost(db(), id, { title: "Contended", ...body, excerpt: "theirs" }, { expectedVersion: version }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(PostVersionConflictError);
    expect((stale as PostVersionConflictError).currentVersion).toBe(first.version);
    expect(await publishPost(db(), id, { expectedVersion: version }).catch((error: unknown) => error)).toBeInstanceOf(PostVersionConflictError);
    expect(await deletePost(db(), id, { expectedVersion: version }).catch((error: unknown) => error)).toBeInstanceOf(PostVersionConflictError);
    const [row] = await db().select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ excerpt: "mine", version: first.version });
  });

  it("unpublishes and publishes again, telling the change hook each time inside the write", async () => {
    const changes: PostChange[] = [];
    const onChange = async (_tx: unknown, change: PostChange) => void changes.push(change);
    const { id } = await createPost(db(), { title: "Toggled", ...body }, { onChange });
    await unpublishPost(db(), id, { onChange });
    expect(await listedSlugs(services)).not.toContain("toggled");
    await publishPost(db(), id, { onChange });
    expect(await listedSlugs(services)).toContain("toggled");
    expect(changes.map(({ action, version, status }) => [action, version, status])).toEqual([
      ["created", 1, "published"],
      ["unpublished", 2, "draft"],
      ["published", 3, "published"],
    ]);
  });
});
