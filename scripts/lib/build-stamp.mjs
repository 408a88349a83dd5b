// A fingerprint of everything the build reads, so `npm start` rebuilds only when it changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "scripts/build.mjs"];

function* walk(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target).sort()) yield* walk(path.join(target, name));
  } else yield target;
}

export function sourceFingerprint(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

const stampFile = (root) => path.join(root, "build/.fingerprint");

export function writeBuildStamp(root) {
  writeFileSync(stampFile(root), sourceFingerprint(root));
}

export function buildIsCurrent(root) {
  const file = stampFile(root);
  if (!existsSync(file) || !existsSync(path.join(root, "build/node/server.js"))) return false;
  return readFileSync(file, "utf8") === sourceFingerprint(root);
}
