import { describe, expect, it } from "vitest";
import { fillIdentityHtml } from "~/lib/identity/identity-html";
import { featuredReferences, guidanceByYear } from "~/lib/site/irs-guidance";
import { fillSlots, missingSlots, paragraphsOf, splitAtSlot } from "~/lib/site/text-template";

const identity = { firm: "Smith & Jones <HSA>", email: "info@example.com", privacyEmail: "privacy@example.com" };

describe("fillIdentityHtml", () => {
  it("names the firm and makes each address a mail link, escaped for HTML", () => {
    expect(fillIdentityHtml("<p>{firm} answers at {email} or {privacyEmail}.</p>", identity)).toBe(
      '<p>Smith &amp; Jones &lt;HSA&gt; answers at <a href="mailto:info@example.com">info@example.com</a> or <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
    );
  });

  it("never puts a link inside a link or an attribute", () => {
    expect(fillIdentityHtml('<p><a href="mailto:{email}" title="a > {firm}">write to {email}</a> {email}</p>', identity)).toBe(
      '<p><a href="mailto:info@example.com" title="a > Smith &amp; Jones &lt;HSA&gt;">write to info@example.com</a> <a href="mailto:info@example.com">info@example.com</a></p>',
    );
  });

  it("leaves HTML without tokens as it is", () => {
    const html = "<ul><li><p>one {other}</p></li></ul>";
    expect(fillIdentityHtml(html, identity)).toBe(html);
  });
});

describe("text templates", () => {
  it("fill named slots and leave other braces", () => {
    expect(fillSlots("{year} limits, effective {date} {other}", { year: "2027", date: "January 1, 2027" })).toBe(
      "2027 limits, effective January 1, 2027 {other}",
    );
    expect(fillSlots("$ {value}", { value: "$15" })).toBe("$ $15");
  });

  it("cut a template at a slot an element fills", () => {
    expect(splitAtSlot("Source: {source} (IRS).", "source")).toEqual({ before: "Source: ", after: " (IRS).", found: true });
    expect(splitAtSlot("No link here", "source")).toEqual({ before: "No link here", after: "", found: false });
  });

  it("name the slots a template lacks", () => {
    expect(missingSlots("{year} (from {date})", ["year", "date"])).toEqual([]);
    expect(missingSlots("{year}", ["year", "date"])).toEqual(["date"]);
  });

  it("split prose at blank lines", () => {
    expect(paragraphsOf("One.\nstill one.\n\n  Two.  \n \n\n")).toEqual(["One.\nstill one.", "Two."]);
  });
});

describe("the IRS guidance as pages show it", () => {
  const item = (year: number, citation: string, featured = false) => ({ year, citation, title: `About ${citation}`, featured });

  it("groups by year issued, newest first, keeping the list's order within a year", () => {
    const grouped = guidanceByYear([item(2024, "A"), item(2026, "B"), item(2024, "C"), item(2025, "D")]);
    expect(grouped.map(({ year, items }) => [year, items.map((entry) => entry.citation)])).toEqual([
      [2026, ["B"]],
      [2025, ["D"]],
      [2024, ["A", "C"]],
    ]);
  });

  it("lists the featured references, notices oldest first and linking to their entries", () => {
    const reference = (title: string, featured: boolean) => ({ title, url: `https://www.irs.gov/${title}`, description: `On ${title}`, featured });
    const featured = featuredReferences(
      {
        publications: [reference("p969", true), reference("p15b", false)],
        forms: [reference("f8889", true)],
        guidance: [item(2026, "Rev. Proc. 2026-24"), item(2025, "Notice 2026-5", true), item(2004, "Notice 2004-2", true)],
      },
      "/irs-treasury-rules-regulations",
    );
    expect(featured.publications).toEqual([{ label: "p969", href: "https://www.irs.gov/p969", description: "On p969" }]);
    expect(featured.forms.map((form) => form.label)).toEqual(["f8889"]);
    expect(featured.notices).toEqual([
      { label: "Notice 2004-2", href: "/irs-treasury-rules-regulations#notice-2004-2", description: "About Notice 2004-2" },
      { label: "Notice 2026-5", href: "/irs-treasury-rules-regulations#notice-2026-5", description: "About Notice 2026-5" },
    ]);
  });
});
