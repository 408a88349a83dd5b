import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { describeUserAgent } from "~/lib/auth/user-agent";
import { formatRecoveryCode, recoveryCodeOf, timeStepAt, totpCodeOf } from "~/lib/two-factor/two-factor-rules";
import { decryptSecret, encryptSecret } from "~/services/two-factor/secret-box.server";
import { acceptedTimeStep, newTotpSecret } from "~/services/two-factor/totp.server";

const NOW = new Date("2026-11-23T12:00:10Z");
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const shifted = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("TOTP codes (fixed clock)", () => {
  const secret = newTotpSecret();

  it("draws 160-bit secrets: 32 base32 characters", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the current code and answers its time step", async () => {
    expect(await acceptedTimeStep(secret, await codeAt(secret, NOW), NOW, null)).toBe(timeStepAt(NOW));
  });

  it("accepts one step of drift either way, not two", async () => {
    expect(await acceptedTimeStep(secret, await codeAt(secret, shifted(-30)), NOW, null)).toBe(timeStepAt(NOW) - 1);
    expect(await acceptedTimeStep(secret, await codeAt(secret, shifted(30)), NOW, null)).toBe(timeStepAt(NOW) + 1);
    expect(await acceptedTimeStep(secret, await codeAt(secret, shifted(-90)), NOW, null)).toBeNull();
    expect(await acceptedTimeStep(secret, await codeAt(secret, shifted(90)), NOW, null)).toBeNull();
  });

  it("refuses a code of the last accepted step or earlier (replay)", async () => {
    const code = await codeAt(secret, NOW);
    expect(await acceptedTimeStep(secret, code, NOW, timeStepAt(NOW))).toBeNull();
    expect(await acceptedTimeStep(secret, code, NOW, timeStepAt(NOW) - 1)).toBe(timeStepAt(NOW));
  });

  it("reads codes typed with spaces and refuses anything else without throwing", async () => {
    const code = await codeAt(secret, NOW);
    expect(await acceptedTimeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW, null)).toBe(timeStepAt(NOW));
    expect(totpCodeOf("12345")).toBeNull();
    expect(totpCodeOf("abcdef")).toBeNull();
    expect(await acceptedTimeStep(secret, "abc", NOW, null)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("reads a code however it was copied, with Crockford's look-alikes", () => {
    expect(recoveryCodeOf("abcde-12345")).toBe("ABCDE12345");
    expect(recoveryCodeOf(" ABCDE 12345 ")).toBe("ABCDE12345");
    expect(recoveryCodeOf("OILDE-12345")).toBe("011DE12345");
    expect(recoveryCodeOf("ABCDE-1234")).toBeNull();
    expect(recoveryCodeOf("ABCDE-1234U")).toBeNull();
    expect(formatRecoveryCode("ABCDE12345")).toBe("ABCDE-12345");
  });
});

describe("secret encryption", () => {
  const key = "k".repeat(40);
  it("round-trips under the same key and account, and opens nothing otherwise", () => {
    const sealed = encryptSecret(key, "user-1", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(key, "user-1", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(decryptSecret("other".repeat(8), "user-1", sealed)).toBeNull();
    expect(decryptSecret(key, "user-2", sealed)).toBeNull();
    // Altered ciphertext: its first character always changes a byte (a last character may only change padding bits).
    const [format, nonce, ciphertext, tag] = sealed.split(".");
    const altered = [format, nonce, `${ciphertext![0] === "A" ? "B" : "A"}${ciphertext!.slice(1)}`, tag].join(".");
    expect(decryptSecret(key, "user-1", altered)).toBeNull();
    expect(decryptSecret(key, "user-1", "garbage")).toBeNull();
  });
});

describe("user agents", () => {
  it("names the browser and system", () => {
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0")).toBe(
      "Edge on Windows",
    );
    expect(describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15")).toBe(
      "Safari on macOS",
    );
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Chrome on iOS");
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox on Linux");
    expect(describeUserAgent("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(describeUserAgent(null)).toBe("Unknown browser");
    expect(describeUserAgent("vitest")).toBe("Unknown browser");
  });
});
