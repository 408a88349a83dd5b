import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";

export const title = "Blog editor: saving a post, and publishing it until its public page shows it";

const RUNS = 15;
/** A body of about 6 KB, the size of a typical post. */
const CONTENT = Array.from(
  { length: 12 },
  (_, index) => `<h2>Section ${index + 1}</h2><p>${"Health savings accounts grow tax free when invested. ".repeat(8)}</p>`,
).join("");

/** Posts the editor's form as the browser does (React Router's data request); returns the saved id and version. */
async function save(baseUrl, cookie, path, fields) {
  const response = await fetch(`${baseUrl}${path}.data`, {
    method: "POST",
    headers: { Origin: baseUrl, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`save answered ${response.status}: ${text.slice(0, 200)}`);
  return { id: /"id","([0-9a-f-]{36})"/.exec(text)[1], version: Number(/"version",(\d+)/.exec(text)[1]) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];
const line = (label, values) => `${label}: median ${median(values).toFixed(0)} ms, p90 ${p90(values).toFixed(0)} ms (${values.length} runs)`;

export async function run({ baseUrl }) {
  const cookie = await signInAsBenchAdmin(baseUrl);
  const creates = [];
  const updates = [];
  const publishes = [];
  const pageViews = [];
  for (let run = 0; run < RUNS; run++) {
    const postTitle = `Bench post ${Date.now().toString(36)} ${run}`;
    const fields = { title: postTitle, content: CONTENT, category: "Savings", type: "news", tags: "Bench", status: "draft" };
    let started = performance.now();
    const created = await save(baseUrl, cookie, "/svcs/admin-dashboard/posts/new", fields);
    creates.push(performance.now() - started);

    started = performance.now();
    const updated = await save(baseUrl, cookie, `/svcs/admin-dashboard/posts/${created.id}/edit`, {
      ...fields,
      content: `${CONTENT}<p>Edit ${run}</p>`,
      version: String(created.version),
      status: "keep",
    });
    updates.push(performance.now() - started);

    // Publish, then ask for the public page until it shows the post: the whole path a reader sees.
    const slug = postTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    started = performance.now();
    await save(baseUrl, cookie, `/svcs/admin-dashboard/posts/${created.id}/edit`, { ...fields, version: String(updated.version), status: "publish" });
    for (;;) {
      const page = await fetch(`${baseUrl}/newsletter/${slug}`, { redirect: "manual" });
      const body = await page.text();
      if (page.status === 200 && body.includes(postTitle)) break;
    }
    publishes.push(performance.now() - started);

    // Reference in the same run: the same page once warm.
    started = performance.now();
    await (await fetch(`${baseUrl}/newsletter/${slug}`)).text();
    pageViews.push(performance.now() - started);
  }
  console.log(line("save a new draft (6 KB body, one tag)", creates));
  console.log(line("save an edit of it (version checked, revision kept)", updates));
  console.log(line("publish until its public page shows it", publishes));
  console.log(line("reference: the same public page afterwards", pageViews));
}
