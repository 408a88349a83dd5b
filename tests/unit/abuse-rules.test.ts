import { describe, expect, it } from "vitest";
import { fieldWithControlCharacters, hasControlCharacters } from "~/lib/core/control-characters";
import { parseTrustProxy, PRIVATE_PROXY_RANGES } from "~/lib/platform/trust-proxy";
import { addressKey, retryAfterSeconds, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import { loadConfig } from "~/services/platform";
import { ClientErrorLogThrottle } from "../../server/client-error-log";
import { RefusalMemo } from "../../server/refusal-memo";

describe("TRUST_PROXY", () => {
  it("never trusts every hop: true means proxies on private addresses", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toEqual(PRIVATE_PROXY_RANGES);
  });

  it("takes a hop count or a list of addresses, ranges and named ranges", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.5,2001:db8::/32")).toEqual(["10.0.0.0/8", "192.168.1.5", "2001:db8::/32"]);
  });

  it("refuses anything else, and the config names the variable", () => {
    for (const value of ["yes", "11", "10.0.0.0/33", "10.0.0", "everything", "10.0.0.1/8/1", ""]) expect(parseTrustProxy(value)).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: "yes", DATA_DIR: "/tmp/hsa-config-test" })).toThrow(/^TRUST_PROXY must be false, true/);
  });
});

describe("rate limit windows and keys", () => {
  it("starts fixed windows on multiples of their length and says how long is left", () => {
    const now = new Date("2026-01-01T10:07:30Z");
    const start = windowStartOf(now, 15 * 60_000);
    expect(start.toISOString()).toBe("2026-01-01T10:00:00.000Z");
    expect(retryAfterSeconds(start, 15 * 60_000, now)).toBe(450);
    expect(retryAfterSeconds(start, 15 * 60_000, new Date("2026-01-01T10:15:00Z"))).toBe(1);
  });

  it("groups IPv6 addresses by /64 and unwraps IPv4-mapped ones", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
  });
});

describe("control characters", () => {
  it("finds NUL and other C0 controls but allows tab and line breaks", () => {
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("a\u001bb")).toBe(true);
    expect(hasControlCharacters("a\u007f")).toBe(true);
    expect(hasControlCharacters("line\r\nnext\tcell ü 漢字 🙂")).toBe(false);
    expect(
      fieldWithControlCharacters([
        ["username", "ok"],
        ["email", "x\u0000"],
      ]),
    ).toBe("email");
    expect(fieldWithControlCharacters([["username", "ok"]])).toBeNull();
  });
});

describe("client error log throttle", () => {
  it("logs the first of a kind per client per minute", () => {
    const throttle = new ClientErrorLogThrottle(60_000, 2);
    expect(throttle.shouldLog("a", 404, 0)).toBe(true);
    expect(throttle.shouldLog("a", 404, 59_999)).toBe(false);
    expect(throttle.shouldLog("a", 405, 1)).toBe(true);
    expect(throttle.shouldLog("b", 404, 2)).toBe(false);
    expect(throttle.shouldLog("a", 404, 60_000)).toBe(true);
  });
});

describe("refusal memo", () => {
  it("remembers a refusal until it ends, within its capacity", () => {
    const memo = new RefusalMemo(1);
    memo.remember("k", 1_000, 0);
    expect(memo.remaining("k", 400)).toBe(600);
    memo.remember("other", 1_000, 0);
    expect(memo.remaining("other", 0)).toBe(0);
    expect(memo.remaining("k", 1_000)).toBe(0);
  });
});
