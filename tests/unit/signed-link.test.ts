import { describe, expect, it } from "vitest";
import { issueSignedLink, readSignedLink } from "~/services/platform";

const secret = "s".repeat(40);
const now = new Date("2026-12-06T12:00:00Z");
const later = new Date("2026-12-13T12:00:00Z");

describe("signed links", () => {
  it("gives back the subject of a token we issued, until it expires", () => {
    const token = issueSignedLink(secret, "unsubscribe", "subscriber:42", later);
    expect(readSignedLink(secret, "unsubscribe", token, now)).toEqual({ ok: true, subject: "subscriber:42", expiresAt: later });
    expect(readSignedLink(secret, "unsubscribe", token, later)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token made for another purpose or with another secret", () => {
    const token = issueSignedLink(secret, "booking-cancel", "b1", later);
    expect(readSignedLink(secret, "unsubscribe", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(readSignedLink("t".repeat(40), "booking-cancel", token, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses altered, truncated and hostile tokens without throwing", () => {
    const token = issueSignedLink(secret, "confirm", "x", later);
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ s: "y", e: later.getTime() / 1000 })).toString("base64url");
    for (const bad of [`${forged}.${signature}`, payload, `${token}.x`, "", ".", "a".repeat(5000), null, 42, `${payload}.${signature!.slice(1)}`]) {
      expect(readSignedLink(secret, "confirm", bad, now)).toEqual({ ok: false, reason: "invalid" });
    }
    const notJson = `${Buffer.from("nope").toString("base64url")}`;
    expect(readSignedLink(secret, "confirm", `${notJson}.${"A".repeat(43)}`, now).ok).toBe(false);
  });
});
