import { describe, expect, it } from "vitest";
import { beaconSchema } from "~/lib/analytics/beacon-schema";
import { browserAndOs } from "~/lib/analytics/browser-family";
import { memberEmail, memberLinkedin } from "~/lib/site/team-links";
import { BUILT_IN_TEAM_MEMBERS } from "~/content/team";
import { loadConfig } from "~/services/platform";

describe("beacon schema", () => {
  it("accepts page views and known events", () => {
    expect(beaconSchema.safeParse({ type: "pageview", path: "/team", referrer: null, screenWidth: 1280, screenHeight: 800, language: "en-US" }).success).toBe(
      true,
    );
    expect(beaconSchema.safeParse({ type: "event", name: "begin_checkout", path: "/", params: { currency: "USD", value: 500 } }).success).toBe(true);
  });
  it("refuses the events only the server records (a lead is a stored consultation request)", () => {
    expect(beaconSchema.safeParse({ type: "event", name: "generate_lead", path: "/", params: { currency: "USD", value: 100 } }).success).toBe(false);
  });
  it("rejects unknown events, foreign paths, odd parameter names and too many parameters", () => {
    expect(beaconSchema.safeParse({ type: "event", name: "drop_table", path: "/" }).success).toBe(false);
    expect(beaconSchema.safeParse({ type: "pageview", path: "https://evil.example/" }).success).toBe(false);
    expect(beaconSchema.safeParse({ type: "event", name: "click", path: "/", params: { "Bad Key": 1 } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, index]));
    expect(beaconSchema.safeParse({ type: "event", name: "click", path: "/", params: many }).success).toBe(false);
    expect(beaconSchema.safeParse({ type: "pageview", path: "/", language: "<script>" }).success).toBe(false);
    expect(beaconSchema.safeParse({ type: "other", path: "/" }).success).toBe(false);
  });
  it("accepts a page view's post id only as a stored post's UUID", () => {
    const view = { type: "pageview", path: "/newsletter/hsa-limits" };
    expect(beaconSchema.safeParse({ ...view, postId: "6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f" }).success).toBe(true);
    expect(beaconSchema.safeParse({ ...view, postId: null }).success).toBe(true);
    expect(beaconSchema.safeParse({ ...view, postId: "hsa-compliance-2024" }).success).toBe(false);
    expect(beaconSchema.safeParse({ ...view, postId: "6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f' or '1'='1" }).success).toBe(false);
  });
});

describe("browser family", () => {
  const browserFamily = (userAgent: string | null) => browserAndOs(userAgent).browser;
  it("names common browsers and tolerates nonsense", () => {
    expect(browserFamily("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36")).toBe("Chrome");
    expect(browserFamily("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox");
    expect(
      browserFamily("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari");
    expect(browserFamily(null)).toBeNull();
    expect(browserFamily("")).toBeNull();
  });

  it("reads the browser and the operating system from one parse", () => {
    expect(browserAndOs("Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0")).toEqual({ browser: "Firefox", os: "Android" });
    expect(browserAndOs(null)).toEqual({ browser: null, os: null });
  });
});

describe("team links", () => {
  it("uses the configured mail domain and the company page's network", () => {
    const { identity } = loadConfig({ DATA_DIR: "/tmp/unused", SESSION_SECRET: "x".repeat(32), CONTACT_EMAIL: "hello@firm.example" });
    const member = BUILT_IN_TEAM_MEMBERS[0]!;
    expect(memberEmail(member, identity)).toBe(`${member.emailLocalPart}@firm.example`);
    expect(memberLinkedin(member, identity)).toBe(`${new URL(identity.linkedinUrl).origin}${member.linkedinPath}`);
  });
});
