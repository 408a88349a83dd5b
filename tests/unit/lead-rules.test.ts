import { describe, expect, it } from "vitest";
import { formPageVisit, originOf } from "~/lib/leads/lead-attribution";
import { leadPath, parseLeadListQuery } from "~/lib/leads/lead-list-query";
import { leadHeading } from "~/lib/leads/lead-options";
import { leadNotification } from "~/lib/leads/lead-mail";
import { leadRequestSchema } from "~/lib/leads/lead-rules";
import { retryDelayMs } from "~/lib/mail/mail-kinds";

const HOSTS = ["www.firm.example"];

describe("a lead's origin", () => {
  it("reads the campaign from the landing page and the source from an outside referrer, as the analytics does", () => {
    expect(
      originOf(
        { landingPage: "/?utm_source=news&utm_medium=email&utm_campaign=fall", referrer: "https://www.google.com/search", pagesSeen: ["/?x", "/contact"] },
        HOSTS,
      ),
    ).toEqual({
      landingPage: "/?utm_source=news&utm_medium=email&utm_campaign=fall",
      referrer: "https://www.google.com/search",
      source: "google.com",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "fall",
      pagesSeen: ["/?x", "/contact"],
    });
  });
  it("drops what is not a site path, and treats our own pages as no source", () => {
    const origin = originOf(
      { landingPage: "//evil.example/x", referrer: "https://www.firm.example/team", pagesSeen: ["javascript:alert(1)", "/ok", "/ok", "/b", "/ok"] },
      HOSTS,
    );
    expect(origin).toMatchObject({ landingPage: null, source: null, pagesSeen: ["/ok", "/b", "/ok"] });
  });
  it("uses the page that led to the form, or the form's own address, when no visit was recorded", () => {
    expect(formPageVisit("/contact", "https://www.firm.example/services/gtm?utm_campaign=x", HOSTS)).toEqual({
      landingPage: "/services/gtm?utm_campaign=x",
      referrer: null,
      pagesSeen: ["/services/gtm?utm_campaign=x", "/contact"],
    });
    expect(formPageVisit("/contact?utm_campaign=direct-link", "https://news.example/", HOSTS)).toEqual({
      landingPage: "/contact?utm_campaign=direct-link",
      referrer: "https://news.example/",
      pagesSeen: ["/contact?utm_campaign=direct-link"],
    });
  });
});

describe("the request and its notification", () => {
  const request = leadRequestSchema.parse({
    name: "  Pat ",
    email: " pat@client.example ",
    organisation: "Acme",
    organisationType: "bank",
    topic: "training",
    message: "a\r\nb",
    consent: "yes",
  });
  it("trims and keeps the message's line breaks", () => {
    expect(request).toMatchObject({ name: "Pat", email: "pat@client.example", message: "a\nb" });
  });
  it("builds a plain-text mail from the validated values", () => {
    const mail = leadNotification({
      ...request,
      origin: { landingPage: "/", referrer: null, source: null, utmSource: null, utmMedium: null, utmCampaign: null, pagesSeen: [] },
      receivedAt: new Date("2030-01-02T03:04:05Z"),
      leadsUrl: "https://www.firm.example/svcs/admin-dashboard/leads?lead=0b6f7c1e-9d2a-4c3b-8e5f-1a2b3c4d5e6f",
    });
    expect(mail.text).toContain(
      "Open this request in the Leads tab: https://www.firm.example/svcs/admin-dashboard/leads?lead=0b6f7c1e-9d2a-4c3b-8e5f-1a2b3c4d5e6f",
    );
    expect(mail.subject).toBe("New consultation request: Training & Certification from Acme");
    expect(mail.text).toContain("Organisation: Acme (Bank or Financial Institution)");
    expect(mail.text).toContain("Campaign: none");
  });
  it("ignores list filters that cannot be one", () => {
    expect(parseLeadListQuery(new URLSearchParams("status=pwned&q=%00x&page=-2&lead=1%20or%201=1"))).toEqual({
      search: "",
      status: null,
      source: null,
      campaign: null,
      page: 1,
      lead: null,
    });
  });
  it("opens one lead by the address its notification mail links to", () => {
    const id = "0b6f7c1e-9d2a-4c3b-8e5f-1a2b3c4d5e6f";
    const path = leadPath("/svcs/admin-dashboard/leads", id);
    expect(path).toBe(`/svcs/admin-dashboard/leads?lead=${id}`);
    expect(parseLeadListQuery(new URL(path, "https://www.firm.example").searchParams).lead).toBe(id);
  });
  it("waits 30 s after a failed attempt, doubling to at most an hour", () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});

describe("a lead's heading", () => {
  it("names the organisation after the person, or the person alone when none was given (a training registrant)", () => {
    expect(leadHeading({ name: "Ann Lee", organisation: "Acme Bank" })).toBe("Ann Lee · Acme Bank");
    expect(leadHeading({ name: "Ann Lee", organisation: "" })).toBe("Ann Lee");
    expect(leadHeading({ name: "Ann Lee", organisation: "  " })).toBe("Ann Lee");
  });
});
