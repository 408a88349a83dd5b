import { describe, expect, it } from "vitest";
import { CONTENT_CHANGES, LISTEN_RESUMED } from "~/services/platform";
import { expirePagesOnChange } from "../../server/page-cache-expiry";

describe("the page cache on a content-change announcement", () => {
  const dropsFor = (payload: string) => {
    let cleared = 0;
    expirePagesOnChange({ clear: () => void cleared++ })(payload);
    return cleared;
  };

  it("drops every page when content changed, after a lost connection, and on an announcement it does not know", () => {
    expect(dropsFor(CONTENT_CHANGES.content)).toBe(1);
    expect(dropsFor(LISTEN_RESUMED)).toBe(1);
    expect(dropsFor("something-newer")).toBe(1);
  });

  it("keeps every page when only search's synonyms changed: no page shows them", () => {
    expect(dropsFor(CONTENT_CHANGES.synonyms)).toBe(0);
  });
});
