// The admin area as a new user on a phone meets it, before and after issue 43: Chromium at 375 px
// with a mobile network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's "slow
// 4G") and a 4x slower CPU, an empty cache, opening Home, Leads and Blog Posts. "Usable" is the
// moment React has hydrated the page (its links and buttons carry React's handlers), measured from
// the start of the navigation. The reference commit's server (BENCH_SPEED_REFERENCE) and this
// build's run side by side, alternating, three times each. Prints numbers; asserts nothing.
import { chromium } from "@playwright/test";
import { untilAnswering } from "../lib/admin-bundles.mjs";
import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";
import { referenceBuild } from "../lib/reference-build.mjs";
import { SPEED_REFERENCE } from "./05-admin-bundles.mjs";

export const title = "Admin pages on a throttled phone: time until usable, before and after issue 43";

const PAGES = [
  ["Home", "/svcs/admin-dashboard"],
  ["Leads", "/svcs/admin-dashboard/leads"],
  ["Blog Posts", "/svcs/admin-dashboard/posts"],
];
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Milliseconds from navigation start until the page is hydrated, and the script bytes it received. */
async function openOnce(browser, baseUrl, cookie, pagePath) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const equals = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url: baseUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let scriptBytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    scriptBytes += event.encodedDataLength;
  });
  try {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "commit", timeout: 120_000 });
    const usableMs = await page.waitForFunction(
      () => {
        const control = document.querySelector('nav[aria-label="Dashboard sections"] a');
        return control && Object.keys(control).some((key) => key.startsWith("__reactProps$")) ? performance.now() : null;
      },
      null,
      { polling: 20, timeout: 120_000 },
    );
    const visibleMs = await page.evaluate(
      () => performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")?.startTime ?? null,
    );
    return { usableMs: await usableMs.jsonValue(), visibleMs, bytes: scriptBytes };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function run({ baseUrl, root, startServer }) {
  const reference = referenceBuild(root, SPEED_REFERENCE);
  const old = await startServer({}, reference.dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    await untilAnswering(old.baseUrl);
    await untilAnswering(baseUrl);
    const servers = {
      before: { baseUrl: old.baseUrl, cookie: await signInAsBenchAdmin(old.baseUrl) },
      after: { baseUrl, cookie: await signInAsBenchAdmin(baseUrl) },
    };
    console.log(
      `375x812 phone, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}x slower, empty cache; medians of ${RUNS} runs, before (${reference.commit.slice(0, 7)}) and after alternating`,
    );
    console.log(
      `${"page".padEnd(14)}${"before: painted".padStart(17)}${"usable".padStart(9)}${"KB".padStart(8)}  |${"after: painted".padStart(16)}${"usable".padStart(9)}${"KB".padStart(8)}`,
    );
    for (const [label, pagePath] of PAGES) {
      const results = { before: [], after: [] };
      for (let run = 0; run < RUNS; run++)
        for (const side of run % 2 ? ["after", "before"] : ["before", "after"])
          results[side].push(await openOnce(browser, servers[side].baseUrl, servers[side].cookie, pagePath));
      const side = (rows) =>
        `${String(median(rows.map((row) => row.visibleMs ?? Number.NaN)).toFixed(0)).padStart(9)} ms${String(median(rows.map((row) => row.usableMs)).toFixed(0)).padStart(6)} ms${(median(rows.map((row) => row.bytes)) / 1024).toFixed(0).padStart(8)}`;
      console.log(`${label.padEnd(14)}${side(results.before).padStart(34)}  |${side(results.after).padStart(33)}`);
    }
    console.log(
      "painted: first contentful paint; usable: React's handlers on the tab bar (the page answers taps); KB: everything the page downloaded, as sent",
    );
  } finally {
    await browser.close();
    await old.stop();
  }
}
