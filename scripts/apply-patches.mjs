// npm's postinstall: applies patches/ to the installed packages (patch-package fails the install
// when a patch no longer applies, e.g. after an upgrade) and records which patches node_modules holds.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { patchesFingerprint, patchesFingerprintFile } from "./lib/dependency-patches.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
execFileSync(process.execPath, [path.join(root, "node_modules/patch-package/index.js"), "--error-on-fail"], { cwd: root, stdio: "inherit" });
writeFileSync(patchesFingerprintFile(root), `${patchesFingerprint(root)}\n`);
