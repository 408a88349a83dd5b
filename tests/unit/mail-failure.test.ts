import { describe, expect, it } from "vitest";
import { mailFailureReason } from "~/lib/mail/mail-failure";

describe("why mail was not taken, in words staff can act on", () => {
  it.each([
    ["connect ECONNREFUSED 127.0.0.1:25", /refused the connection/],
    ["getaddrinfo ENOTFOUND smtp.nowhere.example", /name could not be found/],
    ["Connection timeout", /did not answer in time/],
    ["Greeting never received", /did not answer in time/],
    ["Invalid login: 535 5.7.8 Authentication failed", /user name or password/],
    ["read ECONNRESET", /closed the connection/],
    ["self-signed certificate in certificate chain", /secure connection/],
    ["Message failed: 554 5.7.1 Rejected", /refused the message/],
    ["The message was sealed under another secret and cannot be read.", /SESSION_SECRET/],
    ["something new", /did not accept the message/],
  ])("%s", (stored, reason) => {
    const text = mailFailureReason(stored);
    expect(text).toMatch(reason);
    expect(text).not.toMatch(/ECONN|ENOTFOUND/);
  });
});
