import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { contentText, contentTitle } from "~/lib/search/content-text";
import { answerFigureQuestion, figureQuestion } from "~/lib/search/figure-answer";
import { htmlText } from "~/lib/search/html-text";
import { anyOfWords, correctableWords, HIT_END, HIT_START, MAX_QUERY_LENGTH, normalizeQuery, replaceWords } from "~/lib/search/query";
import { redactQuery } from "~/lib/search/redact";
import { snippetParts } from "~/lib/search/snippet";
import { parseSynonymPhrases, queryVariants, SYNONYM_MESSAGES } from "~/lib/search/synonyms";
import { FigureAnswerCard } from "~/components/site/search/figure-answer-card";
import { SearchResults } from "~/components/site/search/search-results";
import { consultationBookingContent } from "~/content/consultation-booking";
import { homeContent } from "~/content/home";
import { legalContent } from "~/content/legal";
import { newsletterContent } from "~/content/newsletter";
import { trainingOverviewContent } from "~/content/training";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { teamContent } from "~/content/team";

describe("query parsing", () => {
  it("removes NUL and control characters and the highlighter's marks, and collapses spaces", () => {
    expect(normalizeQuery("  hsa\u0000 limit\u0007\n\t2026 \uE000x\uE001 ")).toBe("hsa limit 2026 x");
    expect(normalizeQuery(null)).toBe("");
  });

  it("cuts a 10 KB query to the longest searched, at a space", () => {
    const long = normalizeQuery("contribution limit ".repeat(600));
    expect(long.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(long.endsWith("limit") || long.endsWith("contribution")).toBe(true);
  });

  it("finds the words a typo may be in and replaces them, keeping operators and quotes", () => {
    expect(correctableWords('"Contributon limt" or hsa -xy')).toEqual(["contributon", "limt", "hsa"]);
    expect(
      replaceWords(
        '"Contributon limt" -medicare',
        new Map([
          ["contributon", "contribution"],
          ["limt", "limit"],
        ]),
      ),
    ).toBe('"contribution limit" -medicare');
  });
});

describe("the query's words for ranking titles", () => {
  it("is every wanted word as either-word, without excluded words, quotes or operators", () => {
    expect(anyOfWords('"catch-up rules" -hdhp or HSA')).toBe("catch-up or rules or HSA");
    expect(anyOfWords("2026 family limit")).toBe("2026 or family or limit");
    expect(anyOfWords('-medicare "" ?!')).toBe("");
  });
});

describe("figure questions and their answers", () => {
  const today = "2026-12-06";

  it.each([
    ["2027 family limit", { figureClass: "limit", coverage: "family", year: 2027 }],
    ["HDHP minimum deductible 2026", { figureClass: "deductible", coverage: "either", year: 2026 }],
    ["catch-up", { figureClass: "catchUp", coverage: "either", year: null }],
    ["self-only out-of-pocket maximum", { figureClass: "outOfPocket", coverage: "selfOnly", year: null }],
    ["contribution limits", { figureClass: "limit", coverage: "either", year: null }],
  ])("reads %j", (query, expected) => {
    expect(figureQuestion(query)).toEqual(expected);
  });

  it.each(["employer contributions", "team", "hdhp -deductible", "a long sentence that happens to mention the family contribution limit in passing somewhere"])(
    "does not read %j as a question about a figure",
    (query) => expect(figureQuestion(query)).toBeNull(),
  );

  it("answers 2026 family limit with $8,750 and its source", () => {
    const answer = answerFigureQuestion(figureQuestion("2026 family limit")!, BUILT_IN_FIGURES_YEARS, today);
    expect(answer).toMatchObject({
      year: 2026,
      status: "current",
      amounts: [{ label: "Family coverage", amount: 8_750 }],
      sourceTitle: "Rev. Proc. 2025-19",
      sourcePublisher: "IRS",
    });
  });

  it("answers the year in force when none is named, and an announced year as upcoming", () => {
    // Set by the statute, not by the year's revenue procedure: the answer cites §223(b)(3)(B).
    expect(answerFigureQuestion(figureQuestion("catch-up")!, BUILT_IN_FIGURES_YEARS, today)).toMatchObject({
      year: 2026,
      amounts: [{ amount: 1_000 }],
      sourceTitle: "26 U.S.C. §223(b)(3)(B)",
      sourceUrl: expect.stringMatching(/^https:\/\/uscode\.house\.gov\/.*section223/),
      sourcePublisher: "U.S. Code",
    });
    expect(answerFigureQuestion(figureQuestion("2027 family limit")!, BUILT_IN_FIGURES_YEARS, today)).toMatchObject({
      status: "upcoming",
      amounts: [{ amount: 9_000 }],
    });
    expect(answerFigureQuestion(figureQuestion("HDHP minimum deductible 2026")!, BUILT_IN_FIGURES_YEARS, today)).toMatchObject({
      amounts: [
        { label: "Self-only coverage", amount: 1_700 },
        { label: "Family coverage", amount: 3_400 },
      ],
    });
  });

  it("heads an answer with where its figure comes from: the IRS's figures, or the law that sets it", () => {
    const card = (question: string) =>
      renderToStaticMarkup(<FigureAnswerCard answer={answerFigureQuestion(figureQuestion(question)!, BUILT_IN_FIGURES_YEARS, today)!} />);
    expect(card("2026 family limit")).toContain("Answer from the IRS figures");
    const catchUp = card("catch-up");
    expect(catchUp).toContain("Answer from the U.S. Code");
    expect(catchUp).not.toContain("IRS");
  });

  it("says which years it has when asked for one it does not", () => {
    expect(answerFigureQuestion(figureQuestion("2031 family limit")!, BUILT_IN_FIGURES_YEARS, today)).toEqual({
      missingYear: 2031,
      knownYears: [2021, 2022, 2023, 2024, 2025, 2026, 2027],
    });
  });
});

describe("snippets", () => {
  it("splits a headline into text and matched words", () => {
    expect(snippetParts(`a ${HIT_START}limit${HIT_END} and ${HIT_START}more${HIT_END}`)).toEqual([
      { text: "a ", hit: false },
      { text: "limit", hit: true },
      { text: " and ", hit: false },
      { text: "more", hit: true },
    ]);
  });

  it("never lets markup from content reach the page unescaped", () => {
    const html = renderToStaticMarkup(
      <SearchResults
        query={'<img src=x onerror="alert(1)">'}
        hits={[
          {
            kind: "post",
            title: "<b>Bold</b> title",
            url: "/newsletter/x",
            publishedOn: null,
            headline: `<script>alert(1)</script> ${HIT_START}<i>limit</i>${HIT_END}`,
          },
        ]}
        total={1}
        shown={20}
        correctedQuery={null}
      />,
    );
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<mark");
    expect(html).toContain("&lt;i&gt;limit&lt;/i&gt;</mark>");
  });

  it("says how many results there are, and only that there are more than it counted when the count stopped", () => {
    const hit = { kind: "post" as const, title: "A post", url: "/newsletter/a", publishedOn: null, headline: "a post" };
    const status = (props: { total: number; moreThanTotal?: boolean }) =>
      /role="status"[^>]*>([^<]*)</.exec(renderToStaticMarkup(<SearchResults query="hsa" hits={[hit]} shown={20} correctedQuery={null} {...props} />))?.[1];
    expect(status({ total: 1 })).toBe("1 result for “hsa”");
    expect(status({ total: 1000 })).toBe("1,000 results for “hsa”");
    expect(status({ total: 1000, moreThanTotal: true })).toBe("More than 1,000 results for “hsa”");
  });
});

describe("indexed text", () => {
  it("is the words HTML shows, without scripts or tags", () => {
    expect(htmlText('<p>Limits &amp; rules</p><script>alert("x")</script><ul><li>one</li><li>two</li></ul><img alt="A chart">')).toBe(
      "Limits & rules one two A chart",
    );
  });

  it("of a site content document is its texts in field order, kept apart, placeholders left out", () => {
    const defaults = contributionLimitsContent.documents[0]!.defaults;
    const text = contentText(contributionLimitsContent.fields, defaults);
    expect(text.startsWith("HSA Contribution Limits · The IRS adjusts")).toBe(true);
    expect(text).not.toContain("{year}");
    expect(contentTitle(defaults, "fallback")).toBe("HSA Contribution Limits");
  });

  it("leaves nothing of a removed placeholder behind: no empty brackets, no orphaned punctuation, no label of one word", () => {
    const text = contentText(hdhpAmountsContent.fields, hdhpAmountsContent.documents[0]!.defaults);
    expect(text).toContain("Year · Self-Only · Family · Sources · for plan years beginning on or after · An HDHP may cover");
    expect(text).not.toMatch(/\(\s*\)|\s[,.;:]|[{}]/);
  });

  it("leaves out the mails a document also holds and the page only their links reach, and titles a page by its page's heading", () => {
    const booking = consultationBookingContent.documents[0]!.defaults;
    const text = contentText(consultationBookingContent.fields, booking);
    expect(text).toContain(booking.page.intro);
    expect(text).not.toContain(booking.mail.reminderSubject);
    expect(text).not.toContain(booking.mail.links);
    expect(text).not.toContain(booking.manage.rescheduleHeading);
    expect(text).not.toContain(booking.manage.moved);
    expect(contentTitle(booking, "Consultation booking")).toBe(booking.page.title);
    expect(contentTitle(homeContent.documents[0]!.defaults, "Home page")).toBe(homeContent.documents[0]!.defaults.hero.headline);
  });

  it("holds a date as the page shows it, and no icon's name or setting", () => {
    const terms = contentText(legalContent.fields, { ...legalContent.documents[0]!.defaults, effectiveDate: "2026-01-01" });
    expect(terms).toContain("Effective date: January 1, 2026 · ");
    const training = contentText(trainingOverviewContent.fields, trainingOverviewContent.documents[0]!.defaults);
    expect(training).not.toContain("Graduation cap");
    const newsletter = contentText(newsletterContent.fields, newsletterContent.documents[0]!.defaults);
    expect(newsletter).not.toContain("double opt-in");
  });

  it("holds the firm's name and addresses where the page shows them", () => {
    const identity = { firm: "Smith & Jones <HSA>", email: "hello@firm.example", privacyEmail: "privacy@firm.example" };
    const team = teamContent.documents[0]!.defaults;
    const withName = contentText(teamContent.fields, team, identity);
    expect(withName).toContain("founded Smith & Jones <HSA> to give the HSA industry");
    expect(contentText(teamContent.fields, team)).toContain("founded to give the HSA industry");
    expect(contentTitle({ title: "Why Choose {firm}" }, "fallback", identity)).toBe("Why Choose Smith & Jones <HSA>");
    expect(contentTitle({ title: "{firm}" }, "fallback")).toBe("fallback");
  });
});

describe("what is kept of a search that found nothing", () => {
  it.each([
    ["hsa for jane.doe@example.com", "hsa for [email]"],
    ["call me 555-123-4567", "call me [number]"],
    ["ssn 123-45-6789 hsa", "ssn [number] hsa"],
    ["member 12345678", "member [number]"],
    ["2026 limit $8,750", "2026 limit $8,750"],
    ["pub 969", "pub 969"],
  ])("%j is kept as %j", (query, kept) => expect(redactQuery(query)).toBe(kept));
});

describe("synonyms", () => {
  it("reads a group and refuses what cannot be one", () => {
    expect(parseSynonymPhrases("HDHP = High Deductible Health Plan, hdhp")).toEqual({ phrases: ["hdhp", "high deductible health plan"] });
    expect(parseSynonymPhrases("hdhp")).toEqual({ error: SYNONYM_MESSAGES.tooFew });
    expect(parseSynonymPhrases("a, !!!")).toEqual({ error: SYNONYM_MESSAGES.noWords });
  });

  it("adds a spelling of the query for each other phrase of a group it contains, whole words only", () => {
    const groups = [
      ["pub 969", "publication 969"],
      ["hdhp", "high deductible health plan"],
    ];
    expect(queryVariants("Pub 969 limits", groups)).toEqual(["pub 969 limits", "publication 969 limits"]);
    expect(queryVariants("hdhps", groups)).toEqual(["hdhps"]);
  });
});
