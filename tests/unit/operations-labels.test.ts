import { describe, expect, it } from "vitest";
import { joinRoutePaths, methodLabel, statusClass } from "~/lib/operations/metric-labels";
import { isTrustedPeer } from "~/lib/platform/trusted-ranges";
import { parseTrustProxy } from "~/lib/platform/trust-proxy";
import { Readiness } from "../../server/readiness";

describe("metric labels", () => {
  it("names a status by its class", () => {
    expect([200, 204, 301, 304, 404, 429, 500, 503].map(statusClass)).toEqual(["2xx", "2xx", "3xx", "3xx", "4xx", "4xx", "5xx", "5xx"]);
    expect(statusClass(0)).toBe("other");
    expect(statusClass(600)).toBe("other");
  });

  it("keeps the methods the site knows and folds any other into one label", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("POST")).toBe("POST");
    expect(methodLabel("PROPFIND")).toBe("other");
    expect(methodLabel("get")).toBe("other");
    expect(methodLabel(undefined)).toBe("other");
  });

  it("joins nested route paths into one template", () => {
    expect(joinRoutePaths([undefined, "newsletter/:slug"])).toBe("/newsletter/:slug");
    expect(joinRoutePaths(["svcs/preview", undefined, "blog/:slug"])).toBe("/svcs/preview/blog/:slug");
    expect(joinRoutePaths([undefined, undefined])).toBe("/");
    expect(joinRoutePaths(["/", "*"])).toBe("/*");
  });
});

describe("traceparent is believed from a trusted proxy only", () => {
  const setting = (raw: string) => parseTrustProxy(raw) as false | number | string[];

  it("never without TRUST_PROXY, always with a hop count", () => {
    expect(isTrustedPeer(setting("false"), "127.0.0.1")).toBe(false);
    expect(isTrustedPeer(setting("1"), "203.0.113.9")).toBe(true);
  });

  it("by address with a list, named ranges and IPv4-mapped IPv6 included", () => {
    expect(isTrustedPeer(setting("loopback"), "127.0.0.1")).toBe(true);
    expect(isTrustedPeer(setting("loopback"), "::ffff:127.0.0.1")).toBe(true);
    expect(isTrustedPeer(setting("loopback"), "::1")).toBe(true);
    expect(isTrustedPeer(setting("loopback"), "10.0.0.5")).toBe(false);
    expect(isTrustedPeer(setting("true"), "192.168.1.20")).toBe(true);
    expect(isTrustedPeer(setting("true"), "203.0.113.9")).toBe(false);
    expect(isTrustedPeer(setting("10.0.0.0/8,192.168.1.5"), "10.200.3.4")).toBe(true);
    expect(isTrustedPeer(setting("10.0.0.0/8,192.168.1.5"), "192.168.1.6")).toBe(false);
    expect(isTrustedPeer(setting("loopback"), undefined)).toBe(false);
    expect(isTrustedPeer(setting("loopback"), "not an address")).toBe(false);
  });
});

describe("readiness", () => {
  it("is not ready while starting (saying what start-up does), ready once started, and not again once draining", () => {
    let phase = "opening the database";
    const readiness = new Readiness(() => phase);
    expect(readiness.notReadyReason()).toBe("starting: opening the database");
    phase = "migrating the database";
    expect(readiness.notReadyReason()).toBe("starting: migrating the database");
    expect(readiness.isReady()).toBe(false);
    readiness.started();
    expect(readiness.notReadyReason()).toBeNull();
    expect(readiness.isReady()).toBe(true);
    readiness.databaseAnswer(false);
    expect(readiness.isReady()).toBe(false);
    readiness.databaseAnswer(true);
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(readiness.notReadyReason()).toBe("draining: shutting down");
    readiness.started();
    expect(readiness.isReady()).toBe(false);
  });
});
