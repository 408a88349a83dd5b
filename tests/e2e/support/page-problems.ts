import type { Page } from "@playwright/test";

/**
 * Collects what a page reports as wrong while a test uses it: every Content-Security-Policy
 * violation (the `securitypolicyviolation` events the document fires, which also catch a refused
 * eval probe that logs nothing), every console error and every uncaught exception. Call before the
 * first navigation; the returned list fills as the test goes.
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("__reportCspViolation", (line: string) => problems.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`CSP ${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}
