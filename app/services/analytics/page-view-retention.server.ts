import { lt } from "drizzle-orm";
import { analyticsEvents, pageViews } from "~/db/schema/index";
import type { Db } from "~/services/platform";

/** Deletes raw page views and events that happened before `before`. */
export async function pruneRawAnalytics(db: Db, before: Date): Promise<{ pageViews: number; events: number }> {
  return db.transaction(async (tx) => {
    const views = await tx.delete(pageViews).where(lt(pageViews.occurredAt, before)).returning({ id: pageViews.id });
    const events = await tx.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, before)).returning({ id: analyticsEvents.id });
    return { pageViews: views.length, events: events.length };
  });
}
