// Another commit's production build beside this one, for benches that compare before and after:
// checked out into a temporary git worktree, given its own dependencies and built once (kept by
// commit under the system's temporary directory, so later runs reuse it).
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDependencies } from "./ensure-deps.mjs";

export const git = (root, args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/**
 * The production build of `reference` (a commit-ish), in a worktree of its own under the temporary
 * directory, made once per commit. It runs with its own lock file's packages, without this
 * checkout's patches to them.
 */
export function referenceBuild(root, reference) {
  const commit = git(root, ["rev-parse", "--verify", `${reference}^{commit}`]);
  const dir = path.join(os.tmpdir(), "hsa-bench-reference", commit);
  const built = path.join(dir, ".bench-built");
  if (!existsSync(built) || !existsSync(path.join(dir, "build/node/server.js"))) {
    rmSync(dir, { recursive: true, force: true });
    git(root, ["worktree", "prune"]);
    mkdirSync(path.dirname(dir), { recursive: true });
    git(root, ["worktree", "add", "--detach", dir, commit]);
    ensureDependencies(dir);
    console.log(`building the reference ${commit.slice(0, 7)} in ${dir} (once; later runs reuse it)`);
    execFileSync(process.execPath, [path.join(dir, "scripts/build.mjs")], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    writeFileSync(built, commit);
  }
  // The reference runs as it ran then: with its own lock file's packages, without this checkout's patches to them.
  if (lstatSync(path.join(dir, "node_modules"), { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(path.join(dir, "node_modules"));
  ensureDependencies(dir);
  return { commit, dir };
}
