import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { irsRulesContent } from "~/content/irs-rules";
import { legalContent } from "~/content/legal";
import { HOUSE_BILLS, legislationContent } from "~/content/legislation";
import { CONTENT_TYPES } from "~/content/registry";
import { resourcesIndexContent } from "~/content/resources";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { hsaHistoryContent } from "~/content/resources/hsa-history";
import { irsTreasuryResourceContent } from "~/content/resources/irs-treasury";
import { learningCenterContent } from "~/content/resources/learning-center";
import { providersContent } from "~/content/resources/providers";
import type { ContentType } from "~/lib/site-content/content-type";
import { SITEMAP_PAGE_PATHS } from "~/lib/seo/sitemap";
import { RESOURCE_KEYS } from "~/lib/site/page-keys";
import { resourcePath } from "~/lib/site/public-paths";
import { contentFieldErrors } from "~/lib/site-content/field-paths";
import { sanitizeHtml } from "~/services/blog";

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

const TYPES = [
  irsRulesContent,
  legislationContent,
  resourcesIndexContent,
  learningCenterContent,
  contributionLimitsContent,
  hdhpAmountsContent,
  hsaHistoryContent,
  providersContent,
  irsTreasuryResourceContent,
  legalContent,
] as unknown as ContentType<Record<string, unknown>>[];

function errorsOf<Data>(type: ContentType<Data>, data: unknown): Record<string, string> {
  const parsed = type.schema.safeParse(data);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
}

/** A copy of a type's (first) built-in document to change. */
function changed<Data>(type: ContentType<Data>, change: (copy: Mutable<Data>) => void, key?: string): unknown {
  const copy = structuredClone((key ? type.documents.find((document) => document.key === key) : type.documents[0])!.defaults) as Mutable<Data>;
  change(copy);
  return copy;
}

describe("the resources, rules and legal content types", () => {
  it.each(TYPES.flatMap((type) => type.documents.map((document) => [`${type.id}/${document.key}`, type, document.defaults] as const)))(
    "%s: the built-in content passes its own rules unchanged",
    (_name, type, defaults) => {
      const parsed = type.schema.safeParse(defaults);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(defaults);
    },
  );

  it("are all registered, each document once", () => {
    for (const type of TYPES) expect(CONTENT_TYPES).toContain(type);
    const ids = CONTENT_TYPES.flatMap((type) => type.documents.map((document) => `${type.id}/${document.key}`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ask staff to review the legislation and the IRS rules every 90 days", () => {
    expect(legislationContent.reviewEveryDays).toBe(90);
    expect(irsRulesContent.reviewEveryDays).toBe(90);
    expect(providersContent.reviewEveryDays).toBeUndefined();
  });

  it("keep the legal pages' rich text as the posts' sanitizer leaves it", async () => {
    for (const document of legalContent.documents) {
      for (const section of document.defaults.sections) expect(await sanitizeHtml(section.body)).toBe(section.body);
    }
  });
});

describe("the IRS rules list", () => {
  const rules = irsRulesContent.documents[0]!.defaults;

  it("lists the revenue procedure behind every year of HSA figures, at the same address", () => {
    for (const year of BUILT_IN_FIGURES_YEARS) {
      const listed = rules.guidance.find((item) => item.citation === year.sourceTitle);
      expect(listed, year.sourceTitle).toMatchObject({
        kind: "Revenue Procedure",
        url: year.sourceUrl,
        title: `${year.year} inflation-adjusted amounts for HSAs and HDHPs`,
      });
    }
  });

  it("has Rev. Proc. 2026-24 (issued 2026, the 2027 amounts) and Notice 2026-5 (December 2025, the 2025 law's HSA changes)", () => {
    expect(rules.guidance.find((item) => item.citation === "Rev. Proc. 2026-24")).toMatchObject({
      year: 2026,
      url: "https://www.irs.gov/pub/irs-drop/rp-26-24.pdf",
      title: "2027 inflation-adjusted amounts for HSAs and HDHPs",
    });
    expect(rules.guidance.find((item) => item.citation === "Notice 2026-5")).toMatchObject({
      year: 2025,
      kind: "Notice",
      url: "https://www.irs.gov/pub/irs-drop/n-26-05.pdf",
      featured: true,
    });
  });

  it("states no dollar amount: the figures live in the HSA figures alone", () => {
    const texts = [...rules.guidance, ...rules.publications, ...rules.forms].flatMap((item) => [item.title, item.description]);
    for (const text of texts) expect(text).not.toMatch(/\$\d/);
  });

  it("refuses a second document with the same citation (its link on the page would be ambiguous)", () => {
    const data = changed(irsRulesContent, (copy) => {
      copy.guidance[3]!.citation = "notice 2026 5";
    });
    expect(errorsOf(irsRulesContent, data)).toEqual({ "guidance.3.citation": "notice 2026 5 is already in the list (as Notice 2026-5)" });
  });

  it("refuses a link that is not https, and allows a document without one", () => {
    const data = changed(irsRulesContent, (copy) => {
      copy.guidance[0]!.url = "http://www.irs.gov/pub/irs-drop/rp-26-24.pdf";
      copy.guidance[1]!.url = "";
    });
    expect(errorsOf(irsRulesContent, data)).toEqual({ "guidance.0.url": "Document on IRS.gov must be an https:// address or a site path starting with /" });
  });
});

describe("the legislation list", () => {
  it("refuses a sponsor's state that is not a postal code, and a bill listed twice", () => {
    const data = changed(legislationContent, (copy) => {
      copy.houseBills[2]!.sponsor.state = "tx";
      copy.senateBills[1]!.number = "s. 251";
    });
    expect(errorsOf(legislationContent, data)).toEqual({
      "houseBills.2.sponsor.state": "State must be a two-letter postal code, like TX",
      "senateBills.1.number": "s. 251 is already in the list",
    });
  });

  it("keeps the same number apart in the two chambers' lists", () => {
    const data = changed(legislationContent, (copy) => {
      copy.senateBills[0]!.number = copy.houseBills[0]!.number;
    });
    expect(errorsOf(legislationContent, data)).toEqual({});
  });

  it("carries a review date staff set (built in: the day the bills were last checked), which a list stored before it takes too", () => {
    const builtIn = legislationContent.documents[0]!.defaults;
    expect(builtIn.reviewedOn).toBe("2026-11-27");
    expect(builtIn.lastUpdatedLabel).toBe("Bills reviewed on");
    const { reviewedOn: _reviewedOn, ...storedBefore } = builtIn;
    expect(legislationContent.schema.safeParse(storedBefore).data).toEqual(builtIn);
    expect(legislationContent.schema.safeParse({ ...builtIn, reviewedOn: "last week" }).success).toBe(false);
  });

  it("says of H.R. 1 what was enacted and what was not", () => {
    const hr1 = HOUSE_BILLS.find((bill) => bill.number === "H.R. 1")!;
    expect(hr1.summary).toContain("signed into law on July 4, 2025");
    expect(hr1.summary).toMatch(/Medicare Part A.*did not become law/);
  });
});

describe("facts stated in the built-in texts, with their source", () => {
  it("the Learning Center: Medicare premiums are qualified at 65 or older, Medigap is not (Publication 969)", () => {
    const note = learningCenterContent.documents[0]!.defaults.eligibleExpensesNote;
    expect(note).toContain(
      "at 65 or older, premiums for Medicare and other health coverage, but not for a Medicare supplemental policy such as Medigap (IRS Publication 969)",
    );
    expect(note).not.toMatch(/Medicare premiums after age 65/);
  });

  it("the HDHP page: bronze and catastrophic plans count as HDHPs from 2026 (Public Law 119-21; Notice 2026-5)", () => {
    const note = hdhpAmountsContent.documents[0]!.defaults.note;
    expect(note).toContain("From January 1, 2026, bronze and catastrophic plans count as HDHPs");
    expect(note).toContain("(Public Law 119-21; IRS Notice 2026-5)");
  });
});

describe("texts whose slots the page fills", () => {
  it("refuse a heading that lost its {year} or {date}", () => {
    const limits = changed(contributionLimitsContent, (copy) => {
      copy.upcomingHeading = "Next year's limits";
      copy.sourceLine = "Source: {source}.";
    });
    expect(errorsOf(contributionLimitsContent, limits)).toEqual({
      upcomingHeading: "Heading of an announced year must keep {year} and {date}, where the page puts the year and date",
      sourceLine: "Source line must keep {date}, where the page puts the date",
    });
    const hdhp = changed(hdhpAmountsContent, (copy) => {
      copy.currentYearLabel = "This year";
    });
    expect(errorsOf(hdhpAmountsContent, hdhp)).toEqual({ currentYearLabel: "The year in force must keep {year}, where the page puts the year" });
    const learning = changed(learningCenterContent, (copy) => {
      copy.perksText = "Earn {points} points.";
    });
    expect(errorsOf(learningCenterContent, learning)).toEqual({ perksText: "Perks text must keep {value}, where the page puts the value" });
  });
});

describe("the legal pages", () => {
  it("refuse two sections with the same heading (the contents would link to one of them)", () => {
    const data = changed(
      legalContent,
      (copy) => {
        copy.sections[1]!.heading = `${copy.sections[0]!.heading}!`;
      },
      "privacy-policy",
    );
    expect(errorsOf(legalContent, data)).toEqual({ "sections.1.heading": "Another section has this heading" });
  });

  it("refuse an empty section text", () => {
    const data = changed(legalContent, (copy) => {
      copy.sections[0]!.body = "<p> </p>";
    });
    expect(errorsOf(legalContent, data)).toEqual({ "sections.0.body": "Text is required" });
  });
});

describe("every resource page", () => {
  it("is in the sitemap and has a card on the resources index, so visitors and crawlers reach it", () => {
    const cards = resourcesIndexContent.documents[0]!.defaults.cards.map((card) => card.href);
    for (const key of RESOURCE_KEYS) {
      expect(SITEMAP_PAGE_PATHS, key).toContain(resourcePath(key));
      expect(cards, key).toContain(resourcePath(key));
    }
  });
});
