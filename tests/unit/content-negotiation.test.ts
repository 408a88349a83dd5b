import { describe, expect, it } from "vitest";
import { chooseEncoding, isNotModified, strongEtag } from "../../server/content-negotiation";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.4, gzip;q=0.8", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["identity", "identity"],
    ["BR", "br"],
    ["gzip;q=abc", "identity"],
    // What Chromium and Firefox send: every coding at q=1 in this order, which is no preference.
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate, br", "br"],
    ["deflate, gzip", "gzip"],
    ["br;q=0, gzip, *", "gzip"],
    ["*;q=0", "identity"],
  ])("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("chooses among the bodies there are: the best one accepted, else the plain body", () => {
    const onlyGzip = (coding: string) => coding === "gzip";
    expect(chooseEncoding("gzip, deflate, br, zstd", onlyGzip)).toBe("gzip");
    expect(chooseEncoding("br", onlyGzip)).toBe("identity");
    expect(chooseEncoding("br;q=0.9, gzip;q=0.1", () => true)).toBe("br");
    expect(chooseEncoding("br;q=0.9, gzip;q=0.1", onlyGzip)).toBe("gzip");
    expect(chooseEncoding("gzip, deflate, br, zstd", () => false)).toBe("identity");
  });
});

describe("isNotModified", () => {
  it("matches strong, weak, listed and wildcard tags, but not when the client bypasses caches", () => {
    expect(isNotModified('"a"', undefined, '"a"')).toBe(true);
    expect(isNotModified('W/"a"', undefined, '"a"')).toBe(true);
    expect(isNotModified('"b", "a"', undefined, '"a"')).toBe(true);
    expect(isNotModified("*", undefined, '"a"')).toBe(true);
    expect(isNotModified('"b"', undefined, '"a"')).toBe(false);
    expect(isNotModified(undefined, undefined, '"a"')).toBe(false);
    expect(isNotModified('"a"', "no-cache", '"a"')).toBe(false);
    expect(isNotModified('"a"', undefined, 'W/"a"')).toBe(true);
  });
});

describe("strongEtag", () => {
  it("is a quoted hash of exactly the bytes, different for different bytes", () => {
    expect(strongEtag(Buffer.from("a"))).toMatch(/^"[\w-]+"$/);
    expect(strongEtag(Buffer.from("a"))).toBe(strongEtag(Buffer.from("a")));
    expect(strongEtag(Buffer.from("a"))).not.toBe(strongEtag(Buffer.from("b")));
  });
});
