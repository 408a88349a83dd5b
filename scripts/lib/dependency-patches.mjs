// The patches applied to installed packages (patches/, made with patch-package; see
// docs/decisions/054-encode-the-hand-off-only-when-read.md) and a fingerprint of them, recorded in
// node_modules when they are applied, so that a checkout whose patches changed installs again.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const patchesFingerprintFile = (root) => path.join(root, "node_modules/.patches-fingerprint");

const patchFiles = (root) => {
  const dir = path.join(root, "patches");
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".patch"))
        .sort()
    : [];
};

export function patchesFingerprint(root) {
  const hash = createHash("sha256");
  for (const name of patchFiles(root))
    hash
      .update(name)
      .update("\0")
      .update(readFileSync(path.join(root, "patches", name)))
      .update("\0");
  return hash.digest("hex");
}

/** True when node_modules holds the patches of this checkout as they are now (or, without any, was never patched). */
export function patchesApplied(root) {
  const file = patchesFingerprintFile(root);
  if (!existsSync(file)) return patchFiles(root).length === 0;
  return readFileSync(file, "utf8").trim() === patchesFingerprint(root);
}
