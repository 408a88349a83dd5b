import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { newsItems, posts } from "~/db/schema/index";
import { hsaFiguresContent } from "~/content/hsa-figures";
import type { StoredFiguresYear } from "~/lib/hsa/figure-kinds";
import { checkContentFigures, type FiguresWarning, warningKey } from "~/lib/hsa/figures-check";
import { checkPostFigures } from "~/lib/hsa/post-figures-check";
import type { Db, ProblemLog } from "~/services/platform";
import { contentDocuments } from "./catalog.server";
import { confirmedFiguresWarnings } from "./figures-confirmations.server";
import { publishedContent } from "./read-content.server";

/** A published text whose figures differ from the store's: a post (by id) or a site content document. */
export type FiguresCheckFinding = {
  readonly documentId: string;
  readonly postId?: string;
  readonly name: string;
  readonly warnings: readonly FiguresWarning[];
};

async function postFindings(db: Db, years: readonly StoredFiguresYear[], today: string): Promise<FiguresCheckFinding[]> {
  // Only texts naming a currency can state a figure: each row says so in a column the database
  // computed when it was written (decision 092), not by a regular expression over every text here.
  // Two selects in a union, not one OR: each reads its partial index, where the OR scanned every post (13-21 ms against under 1 ms at 5,000 posts).
  const columns = { id: posts.id, title: posts.title, excerpt: posts.excerpt, content: posts.content };
  const published = eq(posts.status, "published");
  const withItems = db
    .select({ postId: newsItems.postId })
    .from(newsItems)
    .where(sql`${newsItems.mayStateAmount}`);
  const candidates = await db
    .select(columns)
    .from(posts)
    .where(and(published, sql`${posts.mayStateAmount}`))
    .union(
      db
        .select(columns)
        .from(posts)
        .where(and(published, inArray(posts.id, withItems))),
    )
    .orderBy(asc(sql.identifier("title")));
  if (!candidates.length) return [];
  const items = await db
    .select({ postId: newsItems.postId, headline: newsItems.headline, content: newsItems.content })
    .from(newsItems)
    .where(
      inArray(
        newsItems.postId,
        candidates.map((post) => post.id),
      ),
    )
    .orderBy(asc(newsItems.position));
  return candidates.flatMap((post) => {
    // A newsletter's news items are part of what it publishes.
    const itemsHtml = items
      .filter((item) => item.postId === post.id)
      .map((item) => `<h3>${item.headline.replace(/</g, "&lt;")}</h3>${item.content}`)
      .join("");
    const warnings = checkPostFigures({ title: post.title, excerpt: post.excerpt, content: post.content + itemsHtml }, years, today);
    return warnings.length ? [{ documentId: hsaFiguresContent.id, postId: post.id, name: post.title, warnings }] : [];
  });
}

async function contentFindings(db: Db, years: readonly StoredFiguresYear[], today: string, log?: ProblemLog): Promise<FiguresCheckFinding[]> {
  const findings: FiguresCheckFinding[] = [];
  for (const document of contentDocuments()) {
    const value = (await publishedContent(db, document.type, document.declaration.key, log)).value;
    const warnings = checkContentFigures(value, years, today);
    if (warnings.length) findings.push({ documentId: document.id, name: document.declaration.label, warnings });
  }
  return findings;
}

/**
 * Every published text that states an HSA limit, catch-up or HDHP amount for a year differently
 * from the published HSA figures: blog posts (title, excerpt, body and news items) and site content
 * documents. `today` is the firm's day (yyyy-mm-dd).
 */
export async function publishedFiguresCheck(db: Db, today: string, log?: ProblemLog): Promise<FiguresCheckFinding[]> {
  const years = (await publishedContent(db, hsaFiguresContent, undefined, log)).value.years;
  const findings = [...(await postFindings(db, years, today)), ...(await contentFindings(db, years, today, log))];
  if (!findings.length) return findings;
  // Warnings a person marked right are not shown again.
  const confirmed = await confirmedFiguresWarnings(db);
  return findings.flatMap((finding) => {
    const keys = confirmed.get(finding.postId ? `post:${finding.postId}` : `content:${finding.documentId}`);
    const warnings = keys ? finding.warnings.filter((warning) => !keys.has(warningKey(warning))) : finding.warnings;
    return warnings.length ? [{ ...finding, warnings }] : [];
  });
}
