import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Authenticator secrets at rest: AES-256-GCM under a key derived by HKDF-SHA-256 from
 * TWO_FACTOR_KEY (or the session secret, under this label of its own, so neither key can stand in
 * for the other). The account id is bound in as associated data: a secret copied onto another
 * account's row does not decrypt.
 */
const HKDF_SALT = "two-factor";
const HKDF_INFO = "admin two-factor secret encryption v1";
const FORMAT = "v1";
const NONCE_BYTES = 12;

const keys = new Map<string, Buffer>();
function keyFrom(material: string): Buffer {
  let key = keys.get(material);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", material, HKDF_SALT, HKDF_INFO, 32));
    keys.set(material, key);
  }
  return key;
}

export function encryptSecret(keyMaterial: string, userId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(keyMaterial), nonce);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [FORMAT, nonce.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The secret, or null when it was sealed under another key or altered (it then opens nothing). */
export function decryptSecret(keyMaterial: string, userId: string, stored: string): string | null {
  const [format, nonce, sealed, tag] = stored.split(".");
  if (format !== FORMAT || !nonce || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(keyMaterial), Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
