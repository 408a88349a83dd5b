import { and, count, gte, lt, sql } from "drizzle-orm";
import { leads } from "~/db/schema/index";
import type { Db } from "~/services/platform";

/** Leads received in [from, to) per referrer site ("" for none) or per campaign ("" for none). */
export async function leadCountsBy(db: Db, dimension: "source" | "campaign", from: Date, to: Date): Promise<Map<string, number>> {
  const column = dimension === "source" ? leads.source : leads.utmCampaign;
  const rows = await db
    .select({ value: sql<string>`coalesce(${column}, '')`, leads: count() })
    .from(leads)
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to)))
    .groupBy(sql`coalesce(${column}, '')`);
  return new Map(rows.map((row) => [row.value, row.leads]));
}
