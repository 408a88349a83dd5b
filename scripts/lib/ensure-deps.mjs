// Installs npm packages when node_modules is missing, older than package-lock.json, or without
// this checkout's patches to them (patches/).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { patchesApplied } from "./dependency-patches.mjs";

export function ensureDependencies(root) {
  const marker = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && readFileSync(marker, "utf8").length > 0) {
    const installed = JSON.parse(readFileSync(marker, "utf8")).packages ?? {};
    const wanted = JSON.parse(readFileSync(lock, "utf8")).packages ?? {};
    const missing = Object.entries(wanted).find(
      ([name, info]) => name.startsWith("node_modules/") && !info.optional && installed[name]?.version !== info.version,
    );
    if (!missing && patchesApplied(root)) return false;
  }
  // `npm install`, not `npm ci`: npm 11.19 leaves other platforms' optional packages out of the
  // lock file and then `npm ci` refuses it as out of sync. With a lock present, install keeps
  // the locked versions.
  console.log("Installing dependencies (npm install)...");
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  return true;
}
