/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CERTIFICATE_CODE_LENGTH = 12;

/** A code from random bytes (one per character): "7KQ2-M9XD-4TRB", 60 bits. */
export function certificateCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATE_CODE_LENGTH) throw new Error("not enough random bytes");
  const chars = Array.from(bytes.subarray(0, CERTIFICATE_CODE_LENGTH), (byte) => ALPHABET[byte % 32]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((group) => group.join("")).join("-");
}

/** A code as a person may type it (lower case, spaces, O for 0, I or L for 1) in its stored form; null when it cannot be one. */
export function normalizeCertificateCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (plain.length !== CERTIFICATE_CODE_LENGTH || [...plain].some((char) => !ALPHABET.includes(char))) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8, 12)}`;
}

/** A holder's name as /verify compares it: the same letters, case and repeated spaces aside. */
export function holderNameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
}
