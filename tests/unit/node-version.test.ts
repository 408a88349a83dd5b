import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from "../../server/node-version";
import { REQUIRED_NODE_MAJOR as RUNTIME_MAJOR } from "../../scripts/lib/ensure-runtime.mjs";

describe("the Node the server runs on", () => {
  it("refuses an older Node with a message that says how to start it", () => {
    expect(nodeVersionProblem("v20.20.2")).toMatch(/needs Node 24 or newer; this is Node v20\.20\.2\. Start it with `npm start` or `npm run serve`/);
    expect(nodeVersionProblem("v23.11.0")).not.toBeNull();
    expect(nodeVersionProblem("garbage")).not.toBeNull();
  });

  it("accepts Node 24 and newer, as the start-up scripts require", () => {
    expect(nodeVersionProblem("v24.21.0")).toBeNull();
    expect(nodeVersionProblem("v26.0.0")).toBeNull();
    expect(REQUIRED_NODE_MAJOR).toBe(RUNTIME_MAJOR);
    const engines = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { engines: { node: string } }).engines;
    expect(engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}.0.0`);
  });
});
