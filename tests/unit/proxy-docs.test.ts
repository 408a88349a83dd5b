import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the proxy set-up the documentation gives", () => {
  it("names the proxy's own address, never TRUST_PROXY=true, which also trusts LAN and VPN clients", () => {
    for (const file of ["README.md", "deploy/nginx.conf", "deploy/Caddyfile"]) {
      const text = read(file);
      expect(text, file).not.toMatch(/TRUST_PROXY=true/);
      expect(text, file).toMatch(/TRUST_PROXY=loopback/);
    }
  });
});
