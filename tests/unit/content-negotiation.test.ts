import { describe, expect, it } from "vitest";
import { chooseEncoding, isNotModified } from "../../server/content-negotiation";

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
  ])("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
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
  });
});
