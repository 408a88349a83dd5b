import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appState, posts } from "~/db/schema";
import { createPost, getPostPage } from "~/services/blog";
import { SITE_CONTENT_VERSION_KEY, bumpSiteContentVersion } from "~/services/publishing";
import { cachedSiteContentRead, expireSiteContentCache, expireSiteContentCacheOnChange } from "~/services/publishing/site-content-cache.server";
import { readContentState } from "~/services/publishing/site-content-version.server";
import type { Db } from "~/services/platform";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const body = { content: "<p>Body</p>", category: "Savings" };

describe(`the content state every cached blog read is checked against (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("reads the version and the next scheduled moment together, answering an unchanged state with the same object", async () => {
    const empty = await readContentState(db());
    expect(empty.nextDueAt).toBeUndefined();
    const due = new Date(Date.now() + 3_600_000);
    await createPost(db(), { title: "Later", ...body, date: "2026-01-02" }, { initial: { status: "scheduled", publishAt: due } });
    const changed = await readContentState(db(), empty);
    expect(changed.version).toBeGreaterThan(empty.version);
    expect(changed.nextDueAt).toBe(due.getTime());
    // Nothing changed since: the same state object, so callers can tell nothing moved.
    expect(await readContentState(db(), changed)).toBe(changed);
  });

  it("is read once for a page's several hot-path reads that need it at the same moment, and afresh by a read that trusts nothing", async () => {
    let versionReads = 0;
    // Every statement the cache makes starts with select: counted on a handle of its own (its own cache).
    const counted = new Proxy(db(), {
      get(target, property, receiver) {
        if (property === "select") versionReads++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Db;
    const hotRead = (key: string) =>
      cachedSiteContentRead(
        counted,
        key,
        async () => `read ${key}`,
        async () => "built-in",
        { trustVerifiedForMs: 5_000 },
      );
    expect((await Promise.all(["a", "b", "c", "d"].map(hotRead))).map((answer) => answer.value)).toEqual(["read a", "read b", "read c", "read d"]);
    expect(versionReads).toBe(1);
    // An expiry (a change announced) while a read is under way: the next read does not join the old one.
    expireSiteContentCache(counted);
    const underWay = hotRead("e");
    expireSiteContentCache(counted);
    await Promise.all([underWay, hotRead("f")]);
    expect(versionReads).toBe(3);
    // Reads off the hot path ask for themselves.
    await Promise.all(
      [1, 2].map(() =>
        cachedSiteContentRead(
          counted,
          "g",
          async () => "g",
          async () => "built-in",
        ),
      ),
    );
    expect(versionReads).toBe(5);
  });

  it("reads the next scheduled moment again once the one it knew has passed", async () => {
    const current = await readContentState(db());
    const passed = { ...current, nextDueAt: Date.now() - 1000 };
    const again = await readContentState(db(), passed);
    expect(again).not.toBe(passed);
    expect(again.nextDueAt).toBe(current.nextDueAt);
  });

  it("is asked on every post page view only where a change can go unannounced (a PostgreSQL server)", async () => {
    const stopWatching = await expireSiteContentCacheOnChange(database());
    try {
      const { slug, id } = await createPost(db(), { title: "Watched", ...body, date: "2026-01-03" });
      expect((await getPostPage(db(), slug))?.post.title).toBe("Watched");
      // A write that moves the shared version without announcing it (as over a LISTEN connection that dropped).
      await db().transaction(async (tx) => {
        await tx.update(posts).set({ title: "Quietly renamed" }).where(eq(posts.id, id));
        await tx
          .update(appState)
          .set({ version: sql`${appState.version} + 1` })
          .where(eq(appState.key, SITE_CONTENT_VERSION_KEY));
      });
      const afterQuietChange = (await getPostPage(db(), slug))?.post.title;
      // The embedded database is written only by this process, whose every change is announced: no lookup per view.
      expect(afterQuietChange).toBe(testDriver === "pglite" ? "Watched" : "Quietly renamed");
      await db().transaction(async (tx) => {
        await tx.update(posts).set({ title: "Renamed and announced" }).where(eq(posts.id, id));
        await bumpSiteContentVersion(tx);
      });
      // The announcement arrives before the writer's commit returns on the embedded database; a server's a moment later.
      if (testDriver === "pglite") expect((await getPostPage(db(), slug))?.post.title).toBe("Renamed and announced");
      else await expect.poll(async () => (await getPostPage(db(), slug))?.post.title).toBe("Renamed and announced");
    } finally {
      await stopWatching();
    }
  });
});
