import { and, inArray, isNull } from "drizzle-orm";
import { BUILT_IN_FACT_CHANGES } from "~/content/blog/fact-changes";
import { contentDocuments, posts } from "~/db/schema/index";
import { siteToday } from "~/lib/core/dates";
import { nextYearFiguresMissing } from "~/lib/site-content/figures-in-force";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { COURSE_CONTENT } from "~/content/training";
import type { Db, ProblemLog } from "~/services/platform";
import { contentDocuments as declaredDocuments } from "./catalog.server";
import { publishedFiguresCheck } from "./figures-check.server";
import { publishedContent } from "./read-content.server";

const DAY_MS = 86_400_000;
/** A draft left unpublished this long is probably forgotten work. */
export const STALE_DRAFT_DAYS = 30;
export const IRS_NEWSROOM_URL = "https://www.irs.gov/newsroom";

/** Something in the site content that needs a person, with where to act on it. */
export type ContentHealthItem = {
  kind: "figures-missing" | "review-due" | "publish-failed" | "draft-waiting" | "figures-check" | "course-hours-missing" | "built-in-fact-changed";
  /** The site content document concerned (for a post's figures check, the HSA figures it was compared with). */
  documentId: string;
  /** A published blog post whose text fails the figures check. */
  postId?: string;
  title: string;
  detail: string;
  /** An outside page that helps (the IRS newsroom for next year's figures). */
  reference?: { label: string; href: string };
  /**
   * An improvement staff may make when the firm is ready, not a problem (a course's hours of
   * coursework): listed apart, under Suggestions, so "Needs attention" can be empty.
   */
  suggestion?: true;
};

/** Built-in posts that still state a fact that has changed since they were written (seeding never rewrites a stored post). */
async function changedBuiltInFacts(db: Db): Promise<ContentHealthItem[]> {
  if (!BUILT_IN_FACT_CHANGES.length) return [];
  const stored = await db
    .select({ id: posts.id, legacyId: posts.legacyId, title: posts.title, content: posts.content })
    .from(posts)
    .where(
      and(
        inArray(
          posts.legacyId,
          BUILT_IN_FACT_CHANGES.map((fact) => fact.legacyId),
        ),
        isNull(posts.deletedAt),
      ),
    );
  return BUILT_IN_FACT_CHANGES.flatMap((fact) =>
    stored
      .filter((post) => post.legacyId === fact.legacyId && post.content.toLowerCase().includes(fact.outdated.toLowerCase()))
      .map((post) => ({
        kind: "built-in-fact-changed" as const,
        documentId: hsaFiguresContent.id,
        postId: post.id,
        title: `Post “${post.title}” states something that changed on ${fact.changedOn}`,
        detail: fact.change,
        reference: { label: fact.source.title, href: fact.source.url },
      })),
  );
}

/**
 * What needs a person, for the admin home: missing figures, published texts whose figures differ
 * from them, courses published without their hours of coursework, overdue reviews, failed
 * schedules, forgotten drafts.
 */
export async function contentHealth(db: Db, now: Date, log?: ProblemLog): Promise<ContentHealthItem[]> {
  const items: ContentHealthItem[] = [];
  const figures = (await publishedContent(db, hsaFiguresContent, undefined, log)).value;
  const missingYear = nextYearFiguresMissing(figures.years, siteToday(now));
  if (missingYear) {
    items.push({
      kind: "figures-missing",
      documentId: hsaFiguresContent.id,
      title: `${missingYear} HSA figures not entered`,
      detail: `The IRS usually announces next year's HSA and HDHP amounts by June 1. Enter the ${missingYear} figures with their revenue procedure.`,
      reference: { label: "IRS newsroom", href: IRS_NEWSROOM_URL },
    });
  }
  for (const finding of await publishedFiguresCheck(db, siteToday(now), log)) {
    items.push({
      kind: "figures-check",
      documentId: finding.documentId,
      ...(finding.postId ? { postId: finding.postId } : {}),
      title: `${finding.postId ? `Post “${finding.name}”` : finding.name} states HSA figures that differ from the published figures`,
      detail: finding.warnings.map((warning) => warning.message).join(". "),
    });
  }
  items.push(...(await changedBuiltInFacts(db)));
  for (const course of COURSE_CONTENT) {
    const { format } = (await publishedContent(db, course, undefined, log)).value;
    if (format.workloadHours === null) {
      items.push({
        kind: "course-hours-missing",
        documentId: course.id,
        title: `${course.label}: hours of coursework not set`,
        detail: "Search engines show no course details for it until they are. Enter them in its course format once the firm has stated them.",
        suggestion: true,
      });
    }
  }
  const rows = new Map((await db.select().from(contentDocuments)).map((row) => [row.id, row]));
  for (const document of declaredDocuments()) {
    const row = rows.get(document.id);
    if (row?.publishError) {
      items.push({
        kind: "publish-failed",
        documentId: document.id,
        title: `Scheduled publish of ${document.declaration.label} failed`,
        detail: row.publishError,
      });
    }
    if (row?.draft && !row.publishAt && row.draftSavedAt && now.getTime() - row.draftSavedAt.getTime() > STALE_DRAFT_DAYS * DAY_MS) {
      const days = Math.floor((now.getTime() - row.draftSavedAt.getTime()) / DAY_MS);
      items.push({
        kind: "draft-waiting",
        documentId: document.id,
        title: `Draft of ${document.declaration.label} waiting for ${days} days`,
        detail: "Publish it, schedule it or discard it.",
      });
    }
    const reviewEvery = document.type.reviewEveryDays;
    if (reviewEvery) {
      const lastReview = Math.max(row?.reviewedAt?.getTime() ?? 0, row?.publishedAt?.getTime() ?? 0);
      if (now.getTime() - lastReview > reviewEvery * DAY_MS) {
        items.push({
          kind: "review-due",
          documentId: document.id,
          title: `${document.declaration.label} not reviewed for ${reviewEvery} days`,
          detail: lastReview
            ? `Last published or reviewed on ${new Date(lastReview).toISOString().slice(0, 10)}. Check it against the latest news, then publish or mark it reviewed.`
            : "Never reviewed since the site was installed. Check it against the latest news, then publish or mark it reviewed.",
        });
      }
    }
  }
  return items;
}
