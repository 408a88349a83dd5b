import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { nuErrors, savePages } from "./support/nu-checker";
import { ADMIN_LOGIN_PAGE, ADMIN_PAGES, PUBLIC_PAGES } from "./support/page-list";

test("the Nu HTML checker finds no error on any public or admin page", async ({ request, adminPage }) => {
  test.setTimeout(120_000);
  const directory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-"));
  await savePages(request, [...PUBLIC_PAGES, ADMIN_LOGIN_PAGE], directory);
  await savePages(adminPage.request, ADMIN_PAGES, directory);
  expect(await nuErrors(directory)).toEqual([]);
});
