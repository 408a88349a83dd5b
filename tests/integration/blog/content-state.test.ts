import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "~/services/blog";
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

  it("keeps the next scheduled moment while the version stands, and reads it again after a change", async () => {
    const empty = await readContentState(database.db);
    expect(empty.nextDueAt).toBeUndefined();
    const due = new Date(Date.now() + 3_600_000);
    await createPost(database.db, { title: "Later", ...body, date: "2026-01-02" }, { initial: { status: "scheduled", publishAt: due } });
    const changed = await readContentState(database.db, empty);
    expect(changed.version).toBeGreaterThan(empty.version);
    expect(changed.nextDueAt).toBe(due.getTime());
    // Nothing changed since: the same state, without asking for the scheduled posts again.
    expect(await readContentState(database.db, changed)).toBe(changed);
  });

  it("reads the next scheduled moment again once the one it knew has passed", async () => {
    const current = await readContentState(database.db);
    const passed = { version: current.version, nextDueAt: Date.now() - 1000 };
    const again = await readContentState(database.db, passed);
    expect(again).not.toBe(passed);
    expect(again.nextDueAt).toBe(current.nextDueAt);
  });
});
