/**
 * Two-factor numbers, shared by the server and the forms. Authenticator apps (Google Authenticator
 * among them) ignore any other algorithm, length or period, so these are the RFC 6238 defaults.
 */
export const TOTP = {
  digits: 6,
  periodSeconds: 30,
  /** One step either side of now is accepted, for a phone clock a little off. */
  toleranceSeconds: 30,
  /** 20 random bytes: the 160 bits RFC 4226 recommends (32 base32 characters). */
  secretBytes: 20,
} as const;

/** A half-done sign-in (password right, code due) lasts this long. */
export const CHALLENGE_MINUTES = 5;

export const RECOVERY_CODES = {
  count: 10,
  /** 10 symbols of 32: about 50 bits each, shown as two groups of five. */
  length: 10,
  groupLength: 5,
  /** Crockford's base32: no I, L, O or U, so a code read aloud or written down stays unambiguous. */
  alphabet: "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
} as const;

const TOTP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/** What was typed, without the spaces and hyphens people add when copying a code. */
function compact(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** The 6 digits of an authenticator code as typed ("123 456" too), or null if it is not one. */
export function totpCodeOf(typed: string): string | null {
  const code = compact(typed);
  return TOTP_CODE.test(code) ? code : null;
}

/**
 * A recovery code in its stored form (upper case, no separators; Crockford's look-alikes I, L and
 * O read as 1, 1 and 0), or null when it cannot be one.
 */
export function recoveryCodeOf(typed: string): string | null {
  const code = compact(typed).toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
  if (code.length !== RECOVERY_CODES.length) return null;
  return [...code].every((symbol) => RECOVERY_CODES.alphabet.includes(symbol)) ? code : null;
}

/** A recovery code as shown to people: "ABCDE-12345". */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, RECOVERY_CODES.groupLength)}-${code.slice(RECOVERY_CODES.groupLength)}`;
}

/** The 30-second step a moment falls in (what replay protection stores). */
export function timeStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP.periodSeconds);
}

/** The app_state key of the "require two-factor for every account" setting. */
export const REQUIRE_TWO_FACTOR_KEY = "require_two_factor";
