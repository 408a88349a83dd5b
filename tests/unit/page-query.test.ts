import { describe, expect, it } from "vitest";
import { LIST_QUERY_PARAMETERS, parseListQuery } from "~/lib/blog/list-query";
import { CALCULATOR_FIELDS, readCalculatorQuery } from "~/lib/hsa/calculator-query";
import { CAMPAIGN_PARAMETER, declaredQueryParameters, searchReadBy } from "~/lib/site/page-query";
import { handle as blogListHandle } from "~/routes/blog/list";
import { handle as calculatorHandle } from "~/routes/site/contribution-calculator";

/** URLSearchParams that remembers every name a reader asked for. */
function recordingParams(search: string) {
  const asked = new Set<string>();
  const params = new URLSearchParams(search);
  const recorder = new Proxy(params, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (["get", "getAll", "has"].includes(String(property))) asked.add(String(args[0]));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { params: recorder, asked };
}

describe("the query parameters a page reads", () => {
  it("are the union of what its matched routes declare; undeclared means none", () => {
    expect([...declaredQueryParameters([{ hydrate: false }, { query: ["a", "b"] }, undefined, { query: ["b", "c"] }])]).toEqual(["a", "b", "c"]);
    expect(declaredQueryParameters([{ hydrate: false }]).size).toBe(0);
  });

  it("keeps only the read ones, in order and with repeats", () => {
    const reads = new Set(["tag", "page"]);
    expect(searchReadBy("?utm_source=news&tag=HSA&gclid=x&page=2&tag=IRS", reads)).toBe("?tag=HSA&page=2&tag=IRS");
    expect(searchReadBy("?utm_source=news", reads)).toBe("");
    expect(searchReadBy("?tag=a", new Set())).toBe("");
  });

  it("the blog list and the calculator declare exactly what their loaders read", () => {
    expect(blogListHandle.query).toEqual(["type", "tag", "q", "page"]);
    const list = recordingParams("?type=news&tag=a&q=b&page=2&utm_source=x");
    parseListQuery(list.params);
    expect([...list.asked].sort()).toEqual([...LIST_QUERY_PARAMETERS].sort());

    expect(calculatorHandle.query).toEqual(CALCULATOR_FIELDS);
    const calculator = recordingParams("?year=2026&coverage=self&gclid=x");
    readCalculatorQuery(calculator.params, [2026], 2026);
    expect([...calculator.asked].every((name) => (CALCULATOR_FIELDS as readonly string[]).includes(name))).toBe(true);
  });

  it("never declares a campaign parameter or click id, so those never split a page's cache entry", () => {
    for (const name of [...LIST_QUERY_PARAMETERS, ...CALCULATOR_FIELDS]) expect(name, name).not.toMatch(CAMPAIGN_PARAMETER);
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "msclkid", "gbraid", "wbraid"]) {
      expect(name).toMatch(CAMPAIGN_PARAMETER);
    }
  });
});
