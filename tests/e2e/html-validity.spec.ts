import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { nuErrors, savePages } from "./support/nu-checker";
import { ADMIN_LOGIN_PAGE, CONTENT_DOCUMENT_IDS, everyAdminPage, PUBLIC_PAGES } from "./support/page-list";

const POST_EDIT_LINK = /href="\/svcs\/admin-dashboard\/posts\/([^/"?]+)\/edit/;

test("the Nu HTML checker finds no error on any public page or any admin page", async ({ request, adminPage }) => {
  test.setTimeout(180_000);
  const directory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-"));
  await savePages(request, [...PUBLIC_PAGES, ADMIN_LOGIN_PAGE], directory);
  const postsList = await (await adminPage.request.get("/svcs/admin-dashboard/posts")).text();
  const postId = POST_EDIT_LINK.exec(postsList)?.[1];
  expect(postId, "the posts list links to a post's editor").toBeTruthy();
  const adminPages = everyAdminPage({ postId: [postId!], documentId: CONTENT_DOCUMENT_IDS });
  expect(adminPages).toEqual(
    expect.arrayContaining(["/svcs/admin-dashboard/analytics", "/svcs/admin-dashboard/posts/new", `/svcs/admin-dashboard/posts/${postId}/edit`]),
  );
  await savePages(adminPage.request, adminPages, directory);
  expect(await nuErrors(directory)).toEqual([]);
});
