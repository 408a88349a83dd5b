import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decryptFile, encryptFile } from "~/services/backups/age-envelope.server";

const ageInstalled = spawnSync("age", ["--version"]).status === 0;

// The archives are standard age files: the `age` tool (Debian's 1.1.1) reads what the site writes and the reverse.
describe.skipIf(!ageInstalled)("interoperability with the age command line tool", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-age-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => path.join(dir, name);

  it("age decrypts an archive the site encrypted, and the site decrypts one age encrypted", async () => {
    execFileSync("age-keygen", ["-o", file("key.txt")], { stdio: "ignore" });
    const recipient = execFileSync("age-keygen", ["-y", file("key.txt")], { encoding: "utf8" }).trim();
    const original = Buffer.concat([Buffer.from("\x1f\x8b pretend archive "), Buffer.alloc(200_000, 7)]);
    writeFileSync(file("plain.tar.gz"), original);

    await encryptFile(file("plain.tar.gz"), file("site.tar.gz.age"), recipient);
    execFileSync("age", ["-d", "-i", file("key.txt"), "-o", file("by-cli.tar.gz"), file("site.tar.gz.age")]);
    expect(readFileSync(file("by-cli.tar.gz")).equals(original)).toBe(true);

    execFileSync("age", ["-r", recipient, "-o", file("cli.tar.gz.age"), file("plain.tar.gz")]);
    await decryptFile(file("cli.tar.gz.age"), file("by-site.tar.gz"), readFileSync(file("key.txt"), "utf8"));
    expect(readFileSync(file("by-site.tar.gz")).equals(original)).toBe(true);
  });
});
