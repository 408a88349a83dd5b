import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appState, posts } from "~/db/schema";
import { bumpBlogVersion, CONTENT_KEY, createPost, expireBlogCachesOnChange, getPostPage } from "~/services/blog";
import { readContentState } from "~/services/blog/posts-version.server";
import { createTestDatabase, testDriver } from "../../support/test-database";

const body = { content: "<p>Body</p>", category: "Savings" };

describe(`the content state every cached blog read is checked against (${testDriver})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("reads the version and the next scheduled moment together, answering an unchanged state with the same object", async () => {
    const empty = await readContentState(database.db);
    expect(empty.nextDueAt).toBeUndefined();
    const due = new Date(Date.now() + 3_600_000);
    await createPost(database.db, { title: "Later", ...body, date: "2026-01-02" }, { initial: { status: "scheduled", publishAt: due } });
    const changed = await readContentState(database.db, empty);
    expect(changed.version).toBeGreaterThan(empty.version);
    expect(changed.nextDueAt).toBe(due.getTime());
    // Nothing changed since: the same state object, so callers can tell nothing moved.
    expect(await readContentState(database.db, changed)).toBe(changed);
  });

  it("reads the next scheduled moment again once the one it knew has passed", async () => {
    const current = await readContentState(database.db);
    const passed = { version: current.version, nextDueAt: Date.now() - 1000 };
    const again = await readContentState(database.db, passed);
    expect(again).not.toBe(passed);
    expect(again.nextDueAt).toBe(current.nextDueAt);
  });

  it("is asked on every post page view only where a change can go unannounced (a PostgreSQL server)", async () => {
    const stopWatching = await expireBlogCachesOnChange(database);
    try {
      const { slug, id } = await createPost(database.db, { title: "Watched", ...body, date: "2026-01-03" });
      expect((await getPostPage(database.db, slug))?.post.title).toBe("Watched");
      // A write that moves the shared version without announcing it (as over a LISTEN connection that dropped).
      await database.db.transaction(async (tx) => {
        await tx.update(posts).set({ title: "Quietly renamed" }).where(eq(posts.id, id));
        await tx
          .update(appState)
          .set({ version: sql`${appState.version} + 1` })
          .where(eq(appState.key, CONTENT_KEY));
      });
      const afterQuietChange = (await getPostPage(database.db, slug))?.post.title;
      // The embedded database is written only by this process, whose every change is announced: no lookup per view.
      expect(afterQuietChange).toBe(testDriver === "pglite" ? "Watched" : "Quietly renamed");
      await database.db.transaction(async (tx) => {
        await tx.update(posts).set({ title: "Renamed and announced" }).where(eq(posts.id, id));
        await bumpBlogVersion(tx);
      });
      // The announcement arrives before the writer's commit returns on the embedded database; a server's a moment later.
      if (testDriver === "pglite") expect((await getPostPage(database.db, slug))?.post.title).toBe("Renamed and announced");
      else await expect.poll(async () => (await getPostPage(database.db, slug))?.post.title).toBe("Renamed and announced");
    } finally {
      await stopWatching();
    }
  });
});
