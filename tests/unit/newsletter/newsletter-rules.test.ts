import { describe, expect, it } from "vitest";
import { topicOfPostType } from "~/lib/newsletter/newsletter-enums";
import { checkPasses, presendCheck, type PresendFacts } from "~/lib/newsletter/presend-check";
import { subscribeSchema } from "~/lib/newsletter/subscribe-rules";
import { parseSubscriberCsv } from "~/lib/newsletter/subscriber-csv";
import { hasBothUnsubscribeUris, listUnsubscribeHeaders } from "~/lib/newsletter/unsubscribe-headers";

const NOW = new Date("2026-12-06T12:00:00Z");

describe("the newsletter's rules", () => {
  it("maps post types to the topics readers choose", () => {
    expect([null, "news", "webinar", "certification", "newsletter", "interview"].map((type) => topicOfPostType(type as never))).toEqual([
      "articles",
      "news",
      "webinars",
      "certification",
      "articles",
      "articles",
    ]);
  });

  it("reads a sign-up: the address lower-cased and trimmed, unknown topics dropped, at least one known", () => {
    expect(subscribeSchema.parse({ email: " Pat@Example.COM ", topics: ["news", "nope", "news"] })).toEqual({ email: "pat@example.com", topics: ["news"] });
    expect(subscribeSchema.safeParse({ email: "pat@example.com", topics: ["nope"] }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: "pat@example.com\r\nBcc: x@y.z", topics: ["news"] }).success).toBe(false);
  });

  it("writes both unsubscribe URIs and the one-click header, and knows when one is missing", () => {
    const headers = listUnsubscribeHeaders("https://firm.example/unsubscribe/one-click?token=t", "info@firm.example");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(hasBothUnsubscribeUris(headers["List-Unsubscribe"])).toBe(true);
    expect(hasBothUnsubscribeUris("<https://firm.example/u>")).toBe(false);
    expect(hasBothUnsubscribeUris(undefined)).toBe(false);
  });

  it("blocks a send without a postal address, without a test, or without recipients", () => {
    const test: NonNullable<PresendFacts["test"]> = {
      listUnsubscribe: true,
      oneClickPost: true,
      dkimPass: true,
      dkimCoversUnsubscribe: true,
      dkimDetail: "ok",
      postalAddressInMail: true,
      footerInMail: true,
    };
    const facts: PresendFacts = {
      postalAddress: "1 Main St",
      mailFooter: "Not tax advice.",
      fromAddress: "news@firm.example",
      test,
      recipients: 3,
      suppressedLeftOut: 1,
    };
    expect(checkPasses(presendCheck(facts))).toBe(true);
    const failing = (changed: Partial<PresendFacts>) =>
      presendCheck({ ...facts, ...changed })
        .filter((item) => !item.ok)
        .map((item) => item.id);
    expect(failing({ postalAddress: "  " })).toEqual(["postal-address"]);
    expect(failing({ test: null })).toEqual(["unsubscribe-headers", "dkim"]);
    expect(failing({ test: { ...test, dkimCoversUnsubscribe: false } })).toEqual(["dkim"]);
    expect(failing({ recipients: 0 })).toEqual(["recipients"]);
    expect(presendCheck(facts).find((item) => item.id === "recipients")!.detail).toBe("3 subscribers of the chosen topics; 1 suppressed address left out.");
  });

  it("imports rows with a consent date and refuses the others, saying why", () => {
    const csv = [
      "Email,consented_at,topics",
      "a@example.com,2025-01-02T10:00:00Z,news;webinars",
      "b@example.com,,news",
      "c@example.com,2099-01-01,news",
      "not-an-address,2025-01-01,news",
      "d@example.com,2025-01-01,gardening",
      "A@example.com,2025-01-03,",
      "e@example.com,2025-01-01,",
    ].join("\n");
    const { rows, refused } = parseSubscriberCsv(csv, NOW);
    expect(rows.map((row) => [row.email, row.topics.join(";")])).toEqual([
      ["a@example.com", "news;webinars"],
      ["e@example.com", "articles;news;webinars;certification"],
    ]);
    expect(refused.map((row) => row.line)).toEqual([3, 4, 5, 6, 7]);
    expect(refused[0]!.reason).toContain("No consent date");
  });
});
