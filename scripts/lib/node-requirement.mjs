// The oldest Node major the project runs on, read from package.json's engines: the one place it is
// written. The start-up scripts (ensure-runtime.mjs) and the server (server/node-version.ts) ask here.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The major version of a Node version string ("v24.21.0", "24.0.0"); NaN when there is none. */
export const nodeMajor = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? Number.NaN);

export function requiredNodeMajor(root) {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return nodeMajor(engines.node.replace(/^>=\s*/, ""));
}
