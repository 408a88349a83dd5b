// The project runs on Node 24 LTS. On a machine whose Node is older, `npm start` and `npm test`
// install the pinned `node` package from the npm registry (it brings the platform's Node binary)
// and run themselves again under it, so a fresh clone needs no manual step.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { nodeMajor as major, requiredNodeMajor } from "./node-requirement.mjs";

function projectNode(root, required) {
  const binary = path.join(root, "node_modules/.bin/node");
  if (!existsSync(binary)) return null;
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
  return major(version) >= required ? binary : null;
}

/**
 * Returns normally when this process already runs on the Node package.json requires (24+). Otherwise installs the project's
 * packages (engine checks relaxed for this one install, since the running Node is the old one),
 * re-runs the current script under the project's Node with `node_modules/.bin` first on PATH, and
 * exits with its status.
 */
export function ensureRuntime(root) {
  const required = requiredNodeMajor(root);
  if (major(process.version) >= required) return;
  let binary = projectNode(root, required);
  if (!binary) {
    console.log(`Node ${process.version} is older than ${required}: installing the project's pinned Node ${required} (npm install)...`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--engine-strict=false"], { cwd: root, stdio: "inherit" });
    binary = projectNode(root, required);
    if (!binary) throw new Error(`Could not install Node ${required} from the npm registry (package "node").`);
  }
  const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` };
  const child = spawnSync(binary, process.argv.slice(1), { cwd: process.cwd(), stdio: "inherit", env });
  process.exit(child.status ?? 1);
}
