import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** deploy/hsa-site.service, checked by systemd's own tool where it is installed (docs/guides/installing-with-systemd.md). */
const root = path.resolve(import.meta.dirname, "../..");
const unitText = readFileSync(path.join(root, "deploy/hsa-site.service"), "utf8");
const hasSystemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
const scratch = mkdtempSync(path.join(os.tmpdir(), "hsa-unit-"));

/** The unit with the install directory pointed at this checkout, whose node and build exist, as verify checks. */
function unitHere(): string {
  const file = path.join(scratch, "hsa-site.service");
  writeFileSync(file, unitText.replaceAll("/opt/hsa-site", root));
  return file;
}

const directives = (name: string) =>
  unitText
    .split("\n")
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));

describe("the systemd unit", () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("runs the built server as its own user with a state directory, sandboxed as Node tolerates", () => {
    expect(directives("User")).toEqual(["hsa-site"]);
    expect(directives("StateDirectory")).toEqual(["hsa-site"]);
    expect(directives("Environment")).toContain("DATA_DIR=/var/lib/hsa-site");
    expect(directives("ExecStart")[0]).toBe("/opt/hsa-site/node_modules/.bin/node /opt/hsa-site/build/node/server.js");
    for (const [name, value] of [
      ["ProtectSystem", "strict"],
      ["ProtectHome", "yes"],
      ["PrivateTmp", "yes"],
      ["NoNewPrivileges", "yes"],
      ["RestrictAddressFamilies", "AF_INET AF_INET6 AF_UNIX"],
      ["SystemCallFilter", "@system-service"],
      ["CapabilityBoundingSet", ""],
    ])
      expect(directives(name!), name).toContain(value);
    // V8's JIT writes code and then runs it: this option would stop Node at start-up.
    expect(directives("MemoryDenyWriteExecute")).toEqual([]);
    // Longer than the drain (DRAIN_DELAY_SECONDS, at most 60, plus 9 s), so systemd never kills a drain.
    expect(Number(directives("TimeoutStopSec")[0])).toBeGreaterThan(69);
  });

  it.skipIf(!hasSystemdAnalyze)("passes systemd-analyze verify, and its security exposure is low", () => {
    const file = unitHere();
    const verified = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stderr.trim()).toBe("");
    const security = spawnSync("systemd-analyze", ["security", "--offline=true", "--no-pager", file], { encoding: "utf8" });
    const exposure = /Overall exposure level for hsa-site\.service: ([\d.]+)/.exec(security.stdout);
    if (exposure) expect(Number(exposure[1])).toBeLessThan(3);
  });
});
