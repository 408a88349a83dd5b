import { and, asc, count, desc, eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema/index";
import { auditEvents, backups, loginHistory, media, postRevisions, posts, securityEvents } from "~/db/schema/index";
import { ADMIN_POSTS_ORDER } from "~/services/blog/admin-posts.server";
import { NEWEST_FIRST } from "~/services/blog/posts-summaries-query.server";
import { publiclyVisible } from "~/services/blog/posts-visibility.server";
import type { Db } from "~/services/platform";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

type Query = { toSQL(): { sql: string; params: unknown[] } };

/** A literal for EXPLAIN: the statement is planned as written, with no bind parameters. */
function literal(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no literal for ${typeof value}`);
}

/**
 * The plan PostgreSQL picks for `query` when reading the whole table and sorting are its last
 * resorts (a test table is too small for the planner to care): if an index gives the rows in the
 * order asked for, the plan reads that index and sorts nothing.
 */
async function planOf(db: Db, query: Query): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const statement = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  return db.transaction(async (tx) => {
    for (const method of ["seqscan", "bitmapscan", "sort"]) await tx.execute(sql.raw(`set local enable_${method} = off`));
    const result = await tx.execute(sql.raw(`explain ${statement}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<string, string>[];
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/** A sort of every row the filter let through; an incremental sort of ties within an index's order is fine. */
const FULL_SORT = /(?<!Incremental )Sort {2}\(/;

describe(`indexes serve the newest-first orders the queries ask for (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  const newestFirst: [string, () => Query][] = [
    [
      "posts_date_idx",
      () =>
        db()
          .select({ id: posts.id })
          .from(posts)
          .where(publiclyVisible)
          .orderBy(...NEWEST_FIRST)
          .limit(9),
    ],
    [
      "posts_type_idx",
      () =>
        db()
          .select({ id: posts.id })
          .from(posts)
          .where(and(publiclyVisible, eq(posts.type, "news")))
          .orderBy(...NEWEST_FIRST)
          .limit(9),
    ],
    [
      "posts_featured_idx",
      () =>
        db()
          .select({ id: posts.id })
          .from(posts)
          .where(and(publiclyVisible, sql`${posts.featured}`))
          .orderBy(...NEWEST_FIRST)
          .limit(3),
    ],
    [
      "posts_admin_order_idx",
      () =>
        db()
          .select({ id: posts.id })
          .from(posts)
          .orderBy(...ADMIN_POSTS_ORDER)
          .limit(50),
    ],
    ["login_history_timestamp_idx", () => db().select({ id: loginHistory.id }).from(loginHistory).orderBy(desc(loginHistory.timestamp)).limit(50)],
    ["security_events_created_idx", () => db().select({ id: securityEvents.id }).from(securityEvents).orderBy(desc(securityEvents.createdAt)).limit(50)],
    ["audit_events_occurred_idx", () => db().select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.occurredAt)).limit(50)],
    ["backups_created_idx", () => db().select({ id: backups.id }).from(backups).orderBy(desc(backups.createdAt)).limit(50)],
    ["media_created_idx", () => db().select({ id: media.id }).from(media).orderBy(desc(media.createdAt), asc(media.id)).limit(50)],
    [
      "post_revisions_post_idx",
      () =>
        db()
          .select({ id: postRevisions.id })
          .from(postRevisions)
          .where(eq(postRevisions.postId, "00000000-0000-4000-8000-000000000000"))
          .orderBy(desc(postRevisions.createdAt))
          .limit(20),
    ],
  ];

  it.each(newestFirst)("%s gives the rows in order, without sorting the table", async (index, query) => {
    const plan = await planOf(db(), query());
    expect(plan).toContain(index);
    expect(plan).not.toMatch(FULL_SORT);
  });

  it("counts the public posts from posts_visibility_idx, not the table's rows", async () => {
    const plan = await planOf(db(), db().select({ total: count() }).from(posts).where(publiclyVisible));
    expect(plan).toContain("posts_visibility_idx");
  });
});

describe("descending indexes in the schema", () => {
  it("put nulls first, as a query's desc() does, so the queries can read them in order", () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    const declaredNullsLast = tables.flatMap((table) =>
      getTableConfig(table).indexes.flatMap((index) =>
        index.config.columns
          .filter((column) => "indexConfig" in column && column.indexConfig?.order === "desc" && column.indexConfig.nulls !== "first")
          .map(() => `${getTableName(table)}.${index.config.name}`),
      ),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(declaredNullsLast).toEqual([]);
  });
});
