import { newsletterSends, newsletterSubscribers } from "~/db/schema";
import type { Db } from "~/services/platform";
import { createTestPost } from "./factories";

/**
 * Active subscribers to "news" (confirmed a minute before `now`) and a send of a new news post to
 * them, already started: the state `advanceSends` takes over from.
 */
export async function startedNewsSend(db: Db, readers: readonly string[], title: string, now: Date) {
  const confirmed = new Date(now.getTime() - 60_000);
  await db.insert(newsletterSubscribers).values(
    readers.map((email) => ({
      email,
      status: "active" as const,
      topics: ["news" as const],
      consentText: "test",
      consentedAt: confirmed,
      confirmedAt: confirmed,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const post = await createTestPost(db, { title, content: "<p>x</p>", type: "news" });
  const [send] = await db
    .insert(newsletterSends)
    .values({
      postId: post.id,
      subject: title,
      topics: ["news"],
      status: "sending",
      createdBy: "test",
      createdAt: now,
      startedAt: now,
      recipientCount: readers.length,
    })
    .returning();
  return send!;
}
