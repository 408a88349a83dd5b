import { describe, expect, it } from "vitest";
import { loggableUrl, REDACTED_QUERY } from "../../server/log-redaction";

describe("the request log's address", () => {
  it("drops the whole query of a page opened from a mailed link, under any spelling", () => {
    expect(loggableUrl("/svcs/team/reset-password?token=abc")).toBe("/svcs/team/reset-password?[redacted]");
    expect(loggableUrl("/SVCS/team/reset-password/?x=1&token=abc")).toBe("/SVCS/team/reset-password/?[redacted]");
    expect(loggableUrl("/svcs/team/reset-password.data?token=abc")).toBe("/svcs/team/reset-password.data?[redacted]");
  });

  it("hides secret-named parameters anywhere and keeps the rest", () => {
    expect(loggableUrl("/newsletter/confirm?token=abc&page=2")).toBe("/newsletter/confirm?token=[redacted]&page=2");
    expect(loggableUrl("/x?%74oken=abc")).toBe("/x?%74oken=[redacted]");
    expect(loggableUrl("/blog?page=3")).toBe("/blog?page=3");
    expect(loggableUrl("/blog")).toBe("/blog");
  });
});

describe("tokens of the front-office links", () => {
  it("never logs a mailed link's token, in the query or in the path", () => {
    expect(loggableUrl("/subscribe/confirm?token=abc.def")).toBe(`/subscribe/confirm?${REDACTED_QUERY}`);
    expect(loggableUrl("/consultation/booking?t=abc.def&zone=UTC")).toBe(`/consultation/booking?${REDACTED_QUERY}`);
    expect(loggableUrl("/unsubscribe/one-click?token=abc")).toBe(`/unsubscribe/one-click?${REDACTED_QUERY}`);
    expect(loggableUrl("/training/registration/abc.def")).toBe(`/training/registration/${REDACTED_QUERY}`);
    expect(loggableUrl("/Training/Certificate/abc.def?x=1")).toBe(`/training/certificate/${REDACTED_QUERY}`);
    expect(loggableUrl("/training/sessions/123")).toBe("/training/sessions/123");
  });
});
