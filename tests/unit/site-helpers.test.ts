import { describe, expect, it } from "vitest";
import { SCROLL_DEPTH_MARKS } from "~/lib/analytics/analytics-events";
import {
  buttonClick,
  classifyLink,
  leadEvents,
  newScrollMarks,
  parseTrackedEvents,
  scrollPercent,
  trackClicks,
  withConversionValue,
} from "~/lib/analytics/analytics-events";
import { wrapIndex } from "~/lib/site/carousel";
import { currentMenuHref, isCurrentPage } from "~/lib/site/current-page";
import { headerIsOpaque, isScrolledPastThreshold } from "~/lib/site/header-look";
import { initialsOf } from "~/lib/site/initials";
import { serializeJsonLd } from "~/lib/seo/json-ld";
import { todayIsoDate } from "~/lib/core/dates";
import { pageHydrates } from "~/lib/ui/hydration";
import { postKeyFromPath } from "~/lib/site/post-path";
import { blogPageKind } from "~/lib/site/blog-page-kind";
import { chunk, splitSentences } from "~/lib/core/sentences";

describe("header look", () => {
  it("is opaque on / and /team at the top, translucent elsewhere until scrolled past 20 px", () => {
    expect(headerIsOpaque("/", false)).toBe(true);
    expect(headerIsOpaque("/team", false)).toBe(true);
    expect(headerIsOpaque("/team/", false)).toBe(true);
    expect(headerIsOpaque("/contact", false)).toBe(false);
    expect(headerIsOpaque("/teams", false)).toBe(false);
    expect(headerIsOpaque("/contact", true)).toBe(true);
    expect(isScrolledPastThreshold(20)).toBe(false);
    expect(isScrolledPastThreshold(21)).toBe(true);
  });
});

describe("carousel index", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("sentences", () => {
  it("splits at sentence ends followed by a capital and keeps abbreviations like 1099-SA intact", () => {
    expect(splitSentences("He filed Form 1099-SA. Then he rested! Did it work? Yes.")).toEqual([
      "He filed Form 1099-SA.",
      "Then he rested!",
      "Did it work?",
      "Yes.",
    ]);
    expect(splitSentences("It costs $4.30 a month. Fine.")).toEqual(["It costs $4.30 a month.", "Fine."]);
  });
  it("chunks into runs of three", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(() => chunk([1], 0)).toThrow();
  });
});

describe("initials", () => {
  it("takes the first and last names' initials", () => {
    expect(initialsOf("Margaret Lindqvist")).toBe("ML");
    expect(initialsOf("Mary Ann van Berg")).toBe("MB");
    expect(initialsOf("cher")).toBe("C");
  });
});

describe("JSON-LD serialization", () => {
  it("cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", and: "a & b", line: "x\u2028y" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).not.toContain("&");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", and: "a & b", line: "x\u2028y" });
  });
});

describe("analytics helpers", () => {
  const origin = "https://www.example.com";
  it("classifies outbound and file links, ignoring mail and internal links", () => {
    expect(classifyLink("https://www.linkedin.com/company/x", origin)?.kind).toBe("outbound");
    expect(classifyLink("/files/guide.pdf", origin)?.kind).toBe("file");
    expect(classifyLink("https://irs.gov/pub/p969.PDF", origin)?.kind).toBe("file");
    expect(classifyLink("/team", origin)).toBeNull();
    expect(classifyLink("mailto:a@b.example", origin)).toBeNull();
    expect(classifyLink("#services", origin)).toBeNull();
  });
  it("reports each scroll-depth mark once", () => {
    const sent = new Set<number>([25]);
    expect(newScrollMarks(60, SCROLL_DEPTH_MARKS, sent)).toEqual([50]);
    expect(newScrollMarks(100, SCROLL_DEPTH_MARKS, new Set())).toEqual([25, 50, 75, 90, 100]);
  });
  it("computes scroll percent, counting a page that fits as fully seen", () => {
    expect(scrollPercent(0, 800, 800)).toBe(100);
    expect(scrollPercent(600, 800, 2000)).toBe(50);
    expect(scrollPercent(5000, 800, 2000)).toBe(100);
  });
  it("finds post keys in post paths only", () => {
    expect(postKeyFromPath("/newsletter/hsa-limits-2025")).toBe("hsa-limits-2025");
    expect(postKeyFromPath("/blog/6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f")).toBe("6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f");
    expect(postKeyFromPath("/newsletter")).toBeNull();
    expect(postKeyFromPath("/newsletter/a/b")).toBeNull();
    expect(postKeyFromPath("/newsletter/%E0%A4%A")).toBeNull();
    expect(todayIsoDate(new Date("2025-03-04T23:59:59Z"))).toBe("2025-03-04");
  });
});

describe("tracked clicks", () => {
  it("round-trips the events a link records through its data-track attribute", () => {
    const attribute = trackClicks(...leadEvents("Request a Consultation"))["data-track"];
    // A click on a way to reach the firm is a click; the lead is counted when a request is stored.
    expect(parseTrackedEvents(attribute)).toEqual([{ name: "button_click", params: { label: "Request a Consultation" } }]);
  });
  it("drops malformed or unknown events instead of sending them", () => {
    expect(parseTrackedEvents(null)).toEqual([]);
    expect(parseTrackedEvents("{not json")).toEqual([]);
    expect(parseTrackedEvents('{"name":"button_click"}')).toEqual([]);
    expect(
      parseTrackedEvents('[{"name":"purchase","params":{}},{"name":"button_click","params":{"x":{"y":1}}},{"name":"button_click","params":{"label":"ok"}}]'),
    ).toEqual([{ name: "button_click", params: { label: "ok" } }]);
  });
  it("adds the fixed conversion values to leads and checkouts only", () => {
    expect(withConversionValue({ name: "generate_lead", params: { label: "x" } })).toEqual({ currency: "USD", value: 100, label: "x" });
    expect(withConversionValue({ name: "begin_checkout", params: {} })).toEqual({ currency: "USD", value: 500 });
    expect(withConversionValue(buttonClick("x"))).toEqual({ label: "x" });
  });
});

describe("HTML-only pages and blog navigation", () => {
  it("hydrates unless a matched route asks for HTML only", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: { other: true } }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: false } }, {}])).toBe(false);
  });
  it("tells post pages and the list apart for the loading status", () => {
    expect(blogPageKind("/newsletter/hsa-limits-2025")).toBe("post");
    expect(blogPageKind("/blog/6f1c2f9e")).toBe("post");
    expect(blogPageKind("/newsletter")).toBe("list");
    expect(blogPageKind("/blog/")).toBe("list");
    expect(blogPageKind("/team")).toBeNull();
    expect(blogPageKind("/newsletter/a/b")).toBeNull();
  });
});

describe("isCurrentPage", () => {
  it("marks the menu entry of the page shown, whatever the case, and no other", () => {
    expect(isCurrentPage("/team", "/team")).toBe(true);
    expect(isCurrentPage("/Team", "/team")).toBe(true);
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/team/margaret", "/team")).toBe(false);
    expect(isCurrentPage("/newsletter", "/")).toBe(false);
  });

  it("finds the menu link of the page shown among the menu's own links", () => {
    expect(currentMenuHref("/Team", ["/", "/team", "/newsletter"])).toBe("/team");
    expect(currentMenuHref("/services/gtm", ["/", "/team"])).toBeNull();
  });
});
