import { describe, expect, it } from "vitest";
import { capFeatured, filterByTypeAndTag, listHref, paginate, parseListQuery, relatedPosts, typesPresent } from "~/lib/blog/list-query";

const post = (id: string, extra: Partial<{ type: "news" | "newsletter" | null; tags: string[]; category: string; featured: boolean; date: string }> = {}) => ({
  id,
  title: id,
  type: null,
  tags: [],
  category: "Compliance",
  featured: false,
  date: "2024-01-01",
  ...extra,
});

describe("parseListQuery", () => {
  it("reads type, tag, q and page leniently", () => {
    expect(parseListQuery(new URLSearchParams("type=News&tag=%20HDHP%20&q=limits&page=3"))).toEqual({ type: "news", tag: "HDHP", q: "limits", page: 3 });
    expect(parseListQuery(new URLSearchParams("page=-2&q=%20%20"))).toEqual({ type: null, tag: null, q: null, page: 1 });
    expect(parseListQuery(new URLSearchParams("page=abc")).page).toBe(1);
  });
});

describe("listHref", () => {
  it("keeps other filters, resets the page and drops empty values", () => {
    const query = { type: "news", tag: "HDHP", q: "limits", page: 2 };
    expect(listHref("/blog", query, { type: null })).toBe("/blog?q=limits&tag=HDHP");
    expect(listHref("/newsletter", query, { page: 3 })).toBe("/newsletter?q=limits&type=news&tag=HDHP&page=3");
    expect(listHref("/newsletter", { type: null, tag: null, q: null, page: 1 }, {})).toBe("/newsletter");
  });
});

describe("filters", () => {
  const posts = [post("a", { type: "news", tags: ["HDHP", "Limits"] }), post("b", { type: "newsletter", tags: ["hdhp"] }), post("c")];
  it("lists the types present in POST_TYPES order", () => {
    expect(typesPresent(posts)).toEqual(["news", "newsletter"]);
  });
  it("narrows by type and by tag ignoring case", () => {
    expect(filterByTypeAndTag(posts, { type: "news", tag: null }).map((p) => p.id)).toEqual(["a"]);
    expect(filterByTypeAndTag(posts, { type: null, tag: "HDHP" }).map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterByTypeAndTag(posts, { type: "webinar", tag: null })).toEqual([]);
  });
  it("paginates and clamps the page", () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(paginate(items, 1, 9)).toMatchObject({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, pageCount: 3, total: 20 });
    expect(paginate(items, 99, 9)).toMatchObject({ items: [18, 19], page: 3 });
    expect(paginate([], 1, 9)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });
  it("relates up to three posts of the same category, not the post itself", () => {
    const many = [post("x"), post("y"), post("z"), post("w"), post("v"), post("other", { category: "Trends" })];
    expect(relatedPosts(many, many[0]!).map((p) => p.id)).toEqual(["y", "z", "w"]);
    expect(relatedPosts(many, many[5]!)).toEqual([]);
  });
  it("keeps only the newest three featured posts featured", () => {
    const featured = ["d1", "d2", "d3", "d4"].map((id) => post(id, { featured: true }));
    expect(capFeatured([...featured, post("n")]).map((p) => p.featured)).toEqual([true, true, true, false, false]);
  });
});
