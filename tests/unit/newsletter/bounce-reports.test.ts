import { describe, expect, it } from "vitest";
import { abuseComplaint, addressOf, fieldGroups, permanentFailures, reportPartsOf, unsubscribeTokenIn } from "~/lib/newsletter/bounce-reports";

const STATUS = [
  "Reporting-MTA: dns; mx.reader.example",
  "Arrival-Date: Sun, 6 Dec 2026 12:00:00 +0000",
  "",
  "Final-Recipient: rfc822; Gone@Reader.example",
  "Action: failed",
  "Status: 5.1.1 (bad destination mailbox address)",
  "Diagnostic-Code: smtp; 550 5.1.1 User unknown",
  "  in virtual mailbox table",
  "",
  "Final-Recipient: rfc822; full@reader.example",
  "Action: failed",
  "Status: 4.2.2",
  "",
  "Final-Recipient: rfc822; slow@reader.example",
  "Action: delayed",
  "Status: 4.4.1",
  "",
  "Original-Recipient: rfc822;orig@reader.example",
  "Final-Recipient: x400; not-an-address",
  "Action: failed",
  "Status: 5.0.0",
].join("\r\n");

describe("delivery status notifications (RFC 3464)", () => {
  it("reads per-recipient groups after the per-message group, joining folded lines", () => {
    const groups = fieldGroups(STATUS);
    expect(groups).toHaveLength(5);
    expect(groups[1]!.get("diagnostic-code")).toBe("smtp; 550 5.1.1 User unknown in virtual mailbox table");
  });

  it("counts only failed recipients with a permanent 5.x.x status, by final (else original) recipient", () => {
    expect(permanentFailures(STATUS)).toEqual([
      { email: "gone@reader.example", status: "5.1.1", diagnostic: "smtp; 550 5.1.1 User unknown in virtual mailbox table" },
      { email: "orig@reader.example", status: "5.0.0", diagnostic: null },
    ]);
  });

  it("reads an address typed or in angle brackets, and nothing else", () => {
    expect(addressOf("rfc822; A@B.example")).toBe("a@b.example");
    expect(addressOf("<a@b.example>")).toBe("a@b.example");
    expect(addressOf("x400; c=us")).toBeNull();
    expect(addressOf(undefined)).toBeNull();
  });
});

describe("complaints (RFC 5965 ARF)", () => {
  it("is a complaint only for Feedback-Type abuse, with every Original-Rcpt-To", () => {
    const report = "Feedback-Type: abuse\r\nUser-Agent: X/1\r\nVersion: 1\r\nOriginal-Rcpt-To: <a@r.example>\r\nOriginal-Rcpt-To: b@r.example\r\n";
    expect(abuseComplaint(report)).toEqual({ recipients: ["a@r.example", "b@r.example"] });
    expect(abuseComplaint("Feedback-Type: not-spam\r\nOriginal-Rcpt-To: <a@r.example>\r\n")).toBeNull();
    expect(abuseComplaint("Feedback-Type: Abuse\r\nVersion: 1\r\n")).toEqual({ recipients: [] });
  });
});

describe("the parts of a report", () => {
  it("finds the report and the original in a multipart/report of a kind read here", () => {
    const structure = {
      type: "multipart/report",
      parameters: { "report-type": "delivery-status" },
      childNodes: [
        { part: "1", type: "text/plain" },
        { part: "2", type: "message/delivery-status" },
        { part: "3", type: "text/rfc822-headers" },
      ],
    };
    expect(reportPartsOf(structure)).toEqual({ kind: "delivery-status", report: "2", original: "3" });
    expect(reportPartsOf({ ...structure, parameters: { "report-type": "disposition-notification" } })).toBeNull();
    expect(reportPartsOf({ type: "text/plain" })).toBeNull();
    expect(
      reportPartsOf({
        type: "multipart/report",
        parameters: { "report-type": "feedback-report" },
        childNodes: [
          { part: "1", type: "text/plain" },
          { part: "2", type: "message/feedback-report" },
        ],
      }),
    ).toEqual({ kind: "feedback-report", report: "2", original: null });
  });

  it("finds our signed one-click token in the original's List-Unsubscribe header, even folded", () => {
    expect(unsubscribeTokenIn("<https://www.firm.example/unsubscribe/one-click?token=eyJz.abc_-1>,\r\n <mailto:x@firm.example>")).toBe("eyJz.abc_-1");
    expect(unsubscribeTokenIn("<https://www.firm.example/unsubscribe/one-\r\n click?token=eyJz.abc>")).toBe("eyJz.abc");
    expect(unsubscribeTokenIn("<mailto:x@firm.example>")).toBeNull();
  });
});
