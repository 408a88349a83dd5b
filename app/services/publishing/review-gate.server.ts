import { and, eq, sql } from "drizzle-orm";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { type DocumentKind, reviewRequests } from "~/db/schema/index";
import { siteToday } from "~/lib/core/dates";
import { checkPostFigures, type PostTexts } from "~/lib/hsa/post-figures-check";
import { canonicalJson } from "~/lib/publishing/signoff-values";
import type { Db, Tx } from "~/services/platform";
import { publishedContent } from "~/services/site-content/read-content.server";
import { ReviewRequiredError } from "./publishing-errors.server";
import { reviewedContentTypes } from "./review-settings.server";

/**
 * The four-eyes rule, asked by every path that makes something public (a save, a restore, the
 * schedule, an approval): a change that needs review goes live only when an approved review
 * request holds exactly that content. The write paths call `assertMayPublish*` inside their
 * transaction; nothing else decides it.
 */

/** Why a site content change needs review, or null: its type is one the admins chose and its content differs from what is live. */
export async function contentReviewReason(db: Db | Tx, typeId: string, typeLabel: string, live: unknown, next: unknown): Promise<string | null> {
  if (!(await reviewedContentTypes(db)).includes(typeId)) return null;
  if (canonicalJson(live) === canonicalJson(next)) return null;
  return `changes to ${typeLabel} are reviewed`;
}

/** The post figures check (through its exported function) against the published figures: what it reports, if anything. */
export async function postFigureWarnings(db: Db | Tx, texts: PostTexts, now = new Date()): Promise<string[]> {
  const years = (await publishedContent(db as Db, hsaFiguresContent)).value.years;
  return checkPostFigures(texts, years, siteToday(now)).map((warning) => warning.message);
}

export async function postReviewReason(db: Db | Tx, texts: PostTexts, now = new Date()): Promise<string | null> {
  const warnings = await postFigureWarnings(db, texts, now);
  return warnings.length ? `the figures check reports ${warnings.length === 1 ? "a figure" : `${warnings.length} figures`}` : null;
}

/** True when a second person approved exactly this content for this document. */
export async function isApproved(db: Db | Tx, kind: DocumentKind, documentId: string, data: unknown): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.documentKind, kind),
        eq(reviewRequests.documentId, documentId),
        eq(reviewRequests.status, "approved"),
        sql`${reviewRequests.data} = ${JSON.stringify(data)}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Refuses to make public a change that needs review and has no approval for exactly this content. */
export async function assertMayPublish(db: Db | Tx, kind: DocumentKind, documentId: string, data: unknown, reason: string | null): Promise<void> {
  if (reason && !(await isApproved(db, kind, documentId, data))) throw new ReviewRequiredError(reason);
}
