import { describe, expect, it } from "vitest";
import { pageWithin } from "~/lib/core/page-number";

describe("pageWithin", () => {
  it("keeps a page that exists and counts the pages", () => {
    expect(pageWithin(120, 2, 50)).toEqual({ page: 2, pageCount: 3 });
    expect(pageWithin(100, 2, 50)).toEqual({ page: 2, pageCount: 2 });
  });

  it("shows the last page for one past the end, and one empty page when there is nothing", () => {
    expect(pageWithin(120, 9, 50)).toEqual({ page: 3, pageCount: 3 });
    expect(pageWithin(0, 4, 50)).toEqual({ page: 1, pageCount: 1 });
  });
});
