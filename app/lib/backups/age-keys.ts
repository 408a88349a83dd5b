/**
 * age X25519 keys as the `age` tools print them (bech32, lower-case public, upper-case private).
 * Only X25519: the post-quantum and plugin recipients are not read by every `age` release.
 */
export const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;
const AGE_IDENTITY = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

export const AGE_RECIPIENT_EXPECTED = "an age X25519 public key (age1 followed by 58 letters and digits, as age-keygen prints it)";

/**
 * The private keys in an identity file or pasted text: `age-keygen` writes comment lines
 * (`# created: ...`, `# public key: ...`) around one `AGE-SECRET-KEY-1...` line. Other lines are ignored.
 */
export function identitiesIn(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && AGE_IDENTITY.test(line));
}

/** Anything that looks like an attempt at a key, to tell "wrong format" from "nothing given". */
export function hasIdentityText(text: string | null | undefined): boolean {
  return (text ?? "").split(/\r?\n/).some((line) => line.trim() !== "" && !line.trim().startsWith("#"));
}
