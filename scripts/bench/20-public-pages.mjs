// JavaScript weight and Lighthouse mobile scores of public pages. Prints numbers; asserts nothing.
// Budgets: at most 80 KB of gzipped JavaScript, no admin code on public pages,
// Lighthouse performance 95 and accessibility, best practices and SEO 100.
import http from "node:http";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const title = "Public pages: JavaScript loaded (gzip) and Lighthouse mobile scores";

/** Lighthouse runs on these, one page of each kind; JavaScript weight is measured on every page listed. */
const PAGES = ["/", "/team", "/services/compliance", "/resources/contribution-limits"];
const JS_PAGES = [
  ...PAGES,
  "/newsletter",
  "/services/gtm",
  "/resources/hdhp-amounts",
  "/training/chsa",
  "/training/books",
  "/irs-treasury-rules-regulations",
  "/hsa-legislation",
  "/terms-of-service",
];
const JS_BUDGET_BYTES = 80 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The same flags playwright.config.ts gives Debian's Chromium.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Raw body size of `url` as served with gzip (compressing it ourselves if the server did not). */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve(response.headers["content-encoding"] === "gzip" ? body.length : gzipSync(body, { level: 9 }).length);
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Route modules of the admin area, from React Router's client manifest. */
async function adminModules(baseUrl, html) {
  const manifestPath = /\/assets\/manifest-[^"']+\.js/.exec(html)?.[0];
  if (!manifestPath) return new Set();
  const text = await (await fetch(baseUrl + manifestPath)).text();
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  try {
    const manifest = JSON.parse(json);
    return new Set(
      Object.values(manifest.routes ?? {})
        .filter((route) => String(route.id).startsWith("routes/admin"))
        .map((route) => route.module),
    );
  } catch {
    return new Set();
  }
}

async function javascriptOf(browser, baseUrl, path) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const scripts = new Set();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith(baseUrl)) scripts.add(response.url());
  });
  const response = await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  const html = await page.content();
  await page.close();
  let total = 0;
  for (const url of scripts) total += await gzipSize(url);
  const admin = await adminModules(baseUrl, html);
  const adminLoaded = [...scripts].filter((url) => admin.has(new URL(url).pathname));
  return { status: response?.status() ?? 0, files: scripts.size, total, adminLoaded };
}

async function lighthouseScores(port, url) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    formFactor: "mobile",
  });
  const categories = result?.lhr.categories ?? {};
  const score = (key) => (categories[key]?.score == null ? "n/a" : Math.round(categories[key].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    runtimeError: result?.lhr.runtimeError?.message,
  };
}

export async function run({ baseUrl }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")) });
  try {
    console.log(`JavaScript budget: ${(JS_BUDGET_BYTES / 1024).toFixed(0)} KB gzip per page`);
    for (const path of JS_PAGES) {
      try {
        const js = await javascriptOf(browser, baseUrl, path);
        const verdict = js.total <= JS_BUDGET_BYTES ? "within budget" : "OVER budget";
        const admin = js.adminLoaded.length ? `admin chunks loaded: ${js.adminLoaded.join(", ")}` : "no admin chunk loaded";
        console.log(`${path} (HTTP ${js.status}): ${(js.total / 1024).toFixed(1)} KB gzip JS in ${js.files} files, ${verdict}; ${admin}`);
      } catch (error) {
        console.log(`${path}: could not measure JavaScript (${error.message})`);
      }
    }
  } finally {
    await browser.close();
  }

  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  } catch (error) {
    console.log(`Lighthouse skipped: Chromium did not start (${error.message})`);
    return;
  }
  try {
    console.log("Lighthouse (mobile) budget: performance 95, accessibility 100, best practices 100, SEO 100");
    for (const path of PAGES) {
      try {
        const scores = await lighthouseScores(chrome.port, baseUrl + path);
        const note = scores.runtimeError ? ` (${scores.runtimeError})` : "";
        console.log(
          `${path}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}${note}`,
        );
      } catch (error) {
        console.log(`${path}: Lighthouse failed (${error.message})`);
      }
    }
  } finally {
    await chrome.kill();
  }
}
