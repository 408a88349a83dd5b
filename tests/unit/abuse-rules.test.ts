import { randomInt } from "node:crypto";
import { createRequire } from "node:module";
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

/** Express's own judgement of a trusted-proxy list (proxy-addr, which `app.set("trust proxy")` uses). */
const proxyAddr = createRequire(import.meta.url)("proxy-addr") as { compile(list: string[]): (address: string, hop: number) => boolean };

const isPublicIpv4 = (address: string) =>
  !["0.", "10.", "127.", "169.254.", "192.168.", "192.0.0.", "192.0.2.", "198.51.100.", "203.0.113."].some((prefix) => address.startsWith(prefix)) &&
  !/^(22[4-9]|2[3-5]\d)\./.test(address) &&
  !/^172\.(1[6-9]|2\d|3[01])\./.test(address) &&
  !/^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(address) &&
  !/^198\.1[89]\./.test(address) &&
  !address.startsWith("192.88.99.");
/** Global unicast (2000::/3), less the documentation block. */
const isPublicIpv6 = (address: string) =>
  /^[23][0-9a-f]{0,3}:/i.test(address) && address.split(":")[0]!.length === 4 && !address.toLowerCase().startsWith("2001:db8:");

function sampleAddresses(): { ipv4: string[]; ipv6: string[] } {
  const ipv4 = ["0.0.0.0", "255.255.255.255", "127.0.0.1", "203.0.113.9", "128.0.0.0", "127.255.255.255", "223.255.255.254", "1.0.0.1"];
  const ipv6 = [
    "::1",
    "2001:db8::1",
    "8000::",
    "7fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fe80::1",
    "2a00::1",
    "3fff:ffff::1",
  ];
  for (let index = 0; index < 200; index++) {
    ipv4.push(Array.from({ length: 4 }, () => randomInt(256)).join("."));
    ipv6.push(Array.from({ length: 8 }, () => randomInt(65536).toString(16)).join(":"));
  }
  return { ipv4, ipv6 };
}

describe("TRUST_PROXY lists that trust every address", () => {
  it("are judged as Express judges them", () => {
    const { ipv4, ipv6 } = sampleAddresses();
    const lists = [
      "0.0.0.0/1,128.0.0.0/1",
      "::ffff:0:0/96",
      "::/1,8000::/1",
      "0.0.0.0/1, ::ffff:128.0.0.0/97",
      "::/1",
      "0.0.0.0/1",
      "::ffff:0:0/97",
      "loopback,uniquelocal",
      "0.0.0.0/1,128.0.0.0/2,192.0.0.0/3",
      "2000::/3",
      "2000::/4",
    ];
    for (const list of lists) {
      const trust = proxyAddr.compile(list.split(",").map((entry) => entry.trim()));
      // Only public clients matter: no client on the internet has a private or reserved address.
      const everyIpv4 = ipv4.filter(isPublicIpv4).every((address) => trust(address, 0));
      const everyIpv6 = ipv6.filter(isPublicIpv6).every((address) => trust(address, 0));
      expect(parseTrustProxy(list) === "every address", list).toBe(everyIpv4 || everyIpv6);
    }
  });

  it("are refused however the space is split, IPv4 or IPv6, with a message naming the proxy's own address", () => {
    for (const value of [
      "0.0.0.0/0",
      "0.0.0.0/1,128.0.0.0/1",
      "0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1",
      "::ffff:0:0/96",
      "::ffff:0.0.0.0/97, ::ffff:128.0.0.0/97",
      "0.0.0.0/1, ::ffff:128.0.0.0/97",
      "::/0",
      "::/1,8000::/1",
      "::/1, 8000::/2, c000::/2",
      "loopback, 0.0.0.0/1, 128.0.0.0/1",
      "0.0.0.0/1,128.0.0.0/2,192.0.0.0/3",
      "1.0.0.0/8, 2.0.0.0/7, 4.0.0.0/6, 8.0.0.0/5, 16.0.0.0/4, 32.0.0.0/3, 64.0.0.0/2, 128.0.0.0/2, 192.0.0.0/3",
      "2000::/3",
    ]) {
      expect(parseTrustProxy(value), value).toBe("every address");
    }
    expect(() => loadConfig({ TRUST_PROXY: "0.0.0.0/1,128.0.0.0/1", DATA_DIR: "/tmp/hsa-config-test" })).toThrow(
      /^TRUST_PROXY must be the proxy's own address \(loopback when it runs on the same host\), not ranges that together cover every public address/,
    );
  });

  it("are accepted when some public address is left out, however large they are", () => {
    expect(parseTrustProxy("0.0.0.0/1")).toEqual(["0.0.0.0/1"]);
    expect(parseTrustProxy("0.0.0.0/1,128.0.0.0/2")).toEqual(["0.0.0.0/1", "128.0.0.0/2"]);
    // 192.0.0.0/3 less 203.0.113.0/24 still leaves public addresses out (223.0.0.0/8).
    expect(parseTrustProxy("0.0.0.0/1,128.0.0.0/2,192.0.0.0/4,208.0.0.0/5")).toEqual(["0.0.0.0/1", "128.0.0.0/2", "192.0.0.0/4", "208.0.0.0/5"]);
    // ::/1 takes in all of global unicast (2000::/3), so it is refused; 2000::/4 leaves 3000::/4 out.
    expect(parseTrustProxy("::/1")).toBe("every address");
    expect(parseTrustProxy("2000::/4,0.0.0.0/1")).toEqual(["2000::/4", "0.0.0.0/1"]);
    expect(parseTrustProxy("::ffff:0:0/97")).toEqual(["::ffff:0:0/97"]);
    expect(parseTrustProxy("loopback,linklocal,uniquelocal")).toEqual(["loopback", "linklocal", "uniquelocal"]);
    expect(parseTrustProxy("true")).toEqual(PRIVATE_PROXY_RANGES);
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
