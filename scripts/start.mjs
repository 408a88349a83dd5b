// `npm start`: install what is missing, build when the sources changed, then serve.
// Migrations run inside the server at start-up (under an advisory lock).
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureRuntime } from "./lib/ensure-runtime.mjs";

const root = path.resolve(import.meta.dirname, "..");
ensureRuntime(root);
ensureDependencies(root);
if (!buildIsCurrent(root)) {
  console.log("Building...");
  execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}
const server = spawn(process.execPath, [path.join(root, "build/node/server.js")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
