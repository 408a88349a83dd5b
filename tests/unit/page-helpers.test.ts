import { describe, expect, it } from "vitest";
import { irsRulesContent } from "~/content/irs-rules";
import { featuredReferences, guidanceAnchorId } from "~/lib/site/irs-guidance";
import { splitAtEmailTokens } from "~/lib/identity/identity-segments";
import { formatLongDate } from "~/lib/core/dates";
import { mailtoHref } from "~/lib/identity/mailto";

describe("mailtoHref", () => {
  it("builds a plain mail link, or one with an encoded subject", () => {
    expect(mailtoHref("info@example.com")).toBe("mailto:info@example.com");
    expect(mailtoHref("info@example.com", "Q&A: rates?")).toBe("mailto:info@example.com?subject=Q%26A%3A%20rates%3F");
  });
});

describe("formatLongDate", () => {
  it("formats a yyyy-mm-dd date as a long US date regardless of time zone", () => {
    expect(formatLongDate("2025-01-03")).toBe("January 3, 2025");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("returns anything else unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon");
    expect(formatLongDate("2025-02-30")).toBe("2025-02-30");
    expect(formatLongDate("2025-1-3")).toBe("2025-1-3");
  });
});

describe("splitAtEmailTokens", () => {
  it("separates the {email} and {privacyEmail} tokens from the surrounding prose", () => {
    expect(splitAtEmailTokens("Write to {email} or {privacyEmail}. {firm} answers.")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "email", which: "email" },
      { kind: "text", text: " or " },
      { kind: "email", which: "privacyEmail" },
      { kind: "text", text: ". {firm} answers." },
    ]);
  });

  it("keeps prose without tokens as one segment and drops empty pieces", () => {
    expect(splitAtEmailTokens("No address here.")).toEqual([{ kind: "text", text: "No address here." }]);
    expect(splitAtEmailTokens("{email}")).toEqual([{ kind: "email", which: "email" }]);
  });
});

describe("guidanceAnchorId", () => {
  it("turns a citation into a fragment id", () => {
    expect(guidanceAnchorId("Notice 2019-45")).toBe("notice-2019-45");
    expect(guidanceAnchorId("Rev. Proc. 2025-19")).toBe("rev-proc-2025-19");
  });

  it("gives every guidance item its own id, and the resource page's notices point at existing ones", () => {
    const rules = irsRulesContent.documents[0]!.defaults;
    const ids = rules.guidance.map((item) => guidanceAnchorId(item.citation));
    expect(new Set(ids).size).toBe(ids.length);
    const { notices } = featuredReferences(rules, "/irs-treasury-rules-regulations");
    expect(notices.length).toBeGreaterThanOrEqual(3);
    for (const notice of notices) {
      const [path, fragment] = notice.href.split("#");
      expect(path).toBe("/irs-treasury-rules-regulations");
      expect(ids).toContain(fragment);
    }
  });
});
