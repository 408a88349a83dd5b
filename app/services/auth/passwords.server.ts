import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/** OWASP's argon2id parameters: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random secret, verified when the username is unknown so that unknown users
 * cost the same argon2 work as wrong passwords (no timing difference to learn names from).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

let common: Set<string> | undefined;
/** ~49,000 most common passwords from @zxcvbn-ts/language-common, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
