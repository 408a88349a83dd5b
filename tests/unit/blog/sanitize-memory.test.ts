import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/services/blog";

// The memory rule: 5,000 sanitize calls grow the heap by less than 50 MB after gc.
// The flag makes `gc` available in this process without a special vitest pool option.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const CALLS = 5000;
const LIMIT_MB = 50;
const SAMPLE_POST = `<h2>Contribution limits</h2>${"<p>HSA owners may contribute up to <strong>$3,850</strong> for self-only coverage. <a href='https://www.irs.gov'>IRS</a> <img src=x onerror=alert(1)></p>".repeat(4)}<table><tr><th>Headline</th><td>Body <a href="javascript:alert(1)">x</a></td></tr></table>`;

function heapMbAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

describe("sanitizer memory", () => {
  it(`${CALLS} calls grow the heap by less than ${LIMIT_MB} MB after gc, at every point of the run`, async () => {
    for (let i = 0; i < 50; i++) await sanitizeHtml(SAMPLE_POST);
    const before = heapMbAfterGc();
    let peakGrowth = 0;
    for (let i = 1; i <= CALLS; i++) {
      await sanitizeHtml(SAMPLE_POST);
      // Measured inside the run, not after a pause: a leak cannot hide behind the loop's end.
      if (i % 500 === 0) peakGrowth = Math.max(peakGrowth, heapMbAfterGc() - before);
    }
    const growth = heapMbAfterGc() - before;
    console.log(`heap growth after ${CALLS} sanitize calls: ${growth.toFixed(1)} MB (largest during the run ${peakGrowth.toFixed(1)} MB)`);
    expect(peakGrowth).toBeLessThan(LIMIT_MB);
    expect(growth).toBeLessThan(LIMIT_MB);
  }, 180_000);
});
