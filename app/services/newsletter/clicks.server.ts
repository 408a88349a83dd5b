import { desc, eq, sql } from "drizzle-orm";
import { newsletterLinkClicks } from "~/db/schema/index";
import { type AppServices, type Db, DomainError } from "~/services/platform";
import { readClickToken } from "./links.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CLICK_MESSAGES = {
  invalid: "This link is not valid. Please open the post from our website instead.",
  expired: "This link has expired. Please open the post from our website instead.",
} as const;

/**
 * A click on a counted newsletter link: the destination the signed token holds, and one more click
 * for that send and link. Nothing about who clicked is kept. A link from a test send (no send)
 * leads on without counting; when the count cannot be written the visitor is still sent on.
 */
export async function followClick(services: AppServices, token: unknown, now = new Date()): Promise<string> {
  const verdict = readClickToken(services.config.sessionSecret, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? CLICK_MESSAGES.expired : CLICK_MESSAGES.invalid, 400);
  if (UUID.test(verdict.sendId)) {
    try {
      await services.database.db.execute(sql`
        insert into newsletter_link_clicks (send_id, url, clicks)
        select id, ${verdict.url}, 1 from newsletter_sends where id = ${verdict.sendId} and count_clicks
        on conflict (send_id, url) do update set clicks = newsletter_link_clicks.clicks + 1`);
    } catch (error) {
      services.logger.warn({ err: error }, "a newsletter click could not be counted");
    }
  }
  return verdict.url;
}

/** A send's clicks per link, most followed first. */
export async function clicksOfSend(db: Db, sendId: string): Promise<{ url: string; clicks: number }[]> {
  return db
    .select({ url: newsletterLinkClicks.url, clicks: newsletterLinkClicks.clicks })
    .from(newsletterLinkClicks)
    .where(eq(newsletterLinkClicks.sendId, sendId))
    .orderBy(desc(newsletterLinkClicks.clicks), newsletterLinkClicks.url);
}
