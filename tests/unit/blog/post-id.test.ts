import { describe, expect, it } from "vitest";
import { isStoredPostId } from "~/lib/blog/post-id";

describe("isStoredPostId", () => {
  it("accepts UUIDs of versions 1 to 5", () => {
    for (const version of [1, 2, 3, 4, 5]) expect(isStoredPostId(`6fa459ea-ee8a-${version}ca4-894e-db77e160355e`)).toBe(true);
    expect(isStoredPostId("6FA459EA-EE8A-4CA4-894E-DB77E160355E")).toBe(true);
  });
  it("refuses other versions, variants, legacy ids and junk", () => {
    expect(isStoredPostId("6fa459ea-ee8a-6ca4-894e-db77e160355e")).toBe(false);
    expect(isStoredPostId("6fa459ea-ee8a-4ca4-c94e-db77e160355e")).toBe(false);
    expect(isStoredPostId("00000000-0000-0000-0000-000000000000")).toBe(false);
    expect(isStoredPostId("hsa-compliance-2024")).toBe(false);
    expect(isStoredPostId(" 6fa459ea-ee8a-4ca4-894e-db77e160355e")).toBe(false);
  });
});
