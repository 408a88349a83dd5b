import path from "node:path";
import { describe, expect, it } from "vitest";
import { requiredNodeMajor } from "../../scripts/lib/node-requirement.mjs";
import { nodeVersionProblem } from "../../server/node-version";

const REQUIRED = requiredNodeMajor(path.resolve(import.meta.dirname, "../.."));

describe("the Node the server runs on", () => {
  it("refuses an older Node with a message that says how to start it", () => {
    expect(nodeVersionProblem("v20.20.2", REQUIRED)).toMatch(/needs Node 24 or newer; this is Node v20\.20\.2\. Start it with `npm start` or `npm run serve`/);
    expect(nodeVersionProblem("v23.11.0", REQUIRED)).not.toBeNull();
    expect(nodeVersionProblem("garbage", REQUIRED)).not.toBeNull();
  });

  it("accepts Node 24 and newer, as package.json's engines (read by the start-up scripts too) require", () => {
    expect(nodeVersionProblem("v24.21.0", REQUIRED)).toBeNull();
    expect(nodeVersionProblem("v26.0.0", REQUIRED)).toBeNull();
    expect(REQUIRED).toBe(24);
  });
});
