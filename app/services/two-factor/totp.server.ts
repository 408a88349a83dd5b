import { generateSecret, generateURI, verify } from "otplib";
import { TOTP, totpCodeOf } from "~/lib/two-factor/two-factor-rules";

export function newTotpSecret(): string {
  return generateSecret({ length: TOTP.secretBytes });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(input: { issuer: string; account: string; secret: string }): string {
  return generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
}

/**
 * The time step of `typed` if it is a valid code at `now` (one step of drift either way) and
 * later than `afterTimeStep`, the last step accepted (so no code is accepted twice); otherwise null.
 * otplib accepts no drift unless asked, hence the explicit tolerance.
 */
export async function acceptedTimeStep(secret: string, typed: string, now: Date, afterTimeStep: number | null): Promise<number | null> {
  const token = totpCodeOf(typed);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP.toleranceSeconds,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
