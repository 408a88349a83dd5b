// The admin's shared modules cut into files ("kit-…", decision 095; scripts/lib/client-chunks.ts).
import { createHash } from "node:crypto";
import { ADMIN_JS_BUDGET } from "./admin-bundles.mjs";

/** The files a page outside the editors loads besides the kit's: the client entry, rolldown's runtime, framework, shell, root, frame, a sub-layout, the tab. */
export const FIXED_FILES = 8;
/** Two kit files join when no page then loads more than this many bytes it does not use (all joins together; bytes as `bytesOf` weighs them, each module's gzip bytes in the build): fewer files, each with its own gzip header and imports. */
export const JOIN_FREELY_BYTES = 400;

export type KitInput = {
  /** The modules each hydrating entry imports (an entry is an admin route or a lazily loaded part). */
  reaches: Set<string>[];
  /** The modules to put into kit files. */
  modules: string[];
  bytesOf: (id: string) => number;
  /** The modules a module imports statically: a file holding it makes the browser load theirs too. */
  importsOf?: (id: string) => readonly string[];
  /** The pages outside the editors, each as the entries it shows (a tab's layout and the page under it). */
  pages?: number[][];
  /** The kit files a page may load. */
  maxFiles?: number;
  /** The kit files each page may load, when pages differ (a page without a sub-layout has one file more). */
  maxFilesOf?: number[];
  /** Each entry's name (its path in the project): files are named after the entries using them. */
  names?: string[];
  /** The bytes of source each page loads besides the kit's files (its routes' own modules): the heavier page is spared a join's cost. */
  pageBytes?: number[];
};

type KitGroup = { users: Set<number>; modules: string[]; bytes: number };

/**
 * The kit's files, by module. Each module goes with the others that exactly the same entries use,
 * so a page loads only what its routes use; then, while a page would load more than `maxFiles`
 * files, two of its files join: the two that add the fewest bytes to any other page. Two files also
 * join when that costs no page more than a few hundred bytes. What a page loads counts the files its
 * files import: a page taking a joined file takes what the other half imports as well.
 *
 * Files are named after their entries' names, never their order: the bundler lists modules in an
 * order that changes with the checkout's path, and the same code must build the same files.
 */
export function kitFiles({
  reaches,
  modules,
  bytesOf,
  importsOf = () => [],
  pages = reaches.map((_, index) => [index]),
  maxFiles = ADMIN_JS_BUDGET.files - FIXED_FILES,
  maxFilesOf = pages.map(() => maxFiles),
  names = reaches.map((_, index) => String(index)),
  pageBytes = pages.map(() => 0),
}: KitInput): Map<string, string> {
  const byKey = new Map<string, KitGroup>();
  for (const id of modules) {
    const users = reaches.flatMap((reach, index) => (reach.has(id) ? [index] : []));
    if (!users.length) continue;
    const key = users.join(",");
    const group = byKey.get(key) ?? { users: new Set(users), modules: [], bytes: 0 };
    group.modules.push(id);
    group.bytes += bytesOf(id);
    byKey.set(key, group);
  }
  let groups = [...byKey.values()];

  // What loading each group makes the browser load (itself, and the groups its modules import), and what each page loads.
  let closures = new Map<KitGroup, Set<KitGroup>>();
  let loads: Set<KitGroup>[] = [];
  const survey = () => {
    const groupOf = new Map(groups.flatMap((group) => group.modules.map((id) => [id, group] as const)));
    const imports = new Map(
      groups.map((group) => [group, new Set(group.modules.flatMap((id) => importsOf(id).flatMap((next) => (groupOf.has(next) ? [groupOf.get(next)!] : []))))]),
    );
    closures = new Map(
      groups.map((group) => {
        const seen = new Set<KitGroup>([group]);
        const queue = [group];
        while (queue.length)
          for (const next of imports.get(queue.pop()!)!)
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
        return [group, seen];
      }),
    );
    loads = pages.map((page) => new Set(groups.filter((group) => page.some((entry) => group.users.has(entry))).flatMap((group) => [...closures.get(group)!])));
  };
  const bytesNew = (group: KitGroup, loaded: Set<KitGroup>) => [...closures.get(group)!].reduce((sum, next) => sum + (loaded.has(next) ? 0 : next.bytes), 0);
  // What joining two files adds to each page.
  const added = (a: KitGroup, b: KitGroup) =>
    loads.map((loaded) => (loaded.has(a) === loaded.has(b) ? 0 : loaded.has(a) ? bytesNew(b, loaded) : bytesNew(a, loaded)));
  // What joining two files adds to the page that gains the most it did not load.
  const cost = (a: KitGroup, b: KitGroup) => Math.max(0, ...added(a, b));
  // The bytes each page needs (the modules its entries use): what it loads beyond them, it loads for nothing.
  const needed = pages.map((page) => modules.reduce((sum, id) => sum + (page.some((entry) => reaches[entry]?.has(id)) ? bytesOf(id) : 0), 0));
  let unused: number[] = [];
  // A free join's price: what the page it costs most has then loaded for nothing, all joins together
  // (each join alone adding a few hundred bytes added up to a kilobyte and more on some pages).
  const freeCost = (a: KitGroup, b: KitGroup) => Math.max(0, ...added(a, b).map((bytes, page) => (bytes > 0 ? unused[page]! + bytes : 0)));
  // A crowded page's join: the one leaving the heaviest page it adds to lightest (source bytes, the kit's and the page's own).
  let loadedBytes: number[] = [];
  const crowdedCost = (a: KitGroup, b: KitGroup) =>
    Math.max(0, ...added(a, b).map((bytes, page) => (bytes > 0 ? pageBytes[page]! + loadedBytes[page]! + bytes : 0)));
  const join = (a: KitGroup, b: KitGroup) => {
    groups = groups.filter((group) => group !== a && group !== b);
    groups.push({ users: new Set([...a.users, ...b.users]), modules: [...a.modules, ...b.modules], bytes: a.bytes + b.bytes });
  };
  const cheapest = (candidates: KitGroup[], priceOf = cost) => {
    let best: [KitGroup, KitGroup, number] | null = null;
    for (let i = 0; i < candidates.length; i++)
      for (let j = i + 1; j < candidates.length; j++) {
        const price = priceOf(candidates[i]!, candidates[j]!);
        if (!best || price < best[2]) best = [candidates[i]!, candidates[j]!, price];
      }
    return best;
  };
  for (;;) {
    survey();
    loadedBytes = loads.map((loaded) => [...loaded].reduce((sum, group) => sum + group.bytes, 0));
    unused = loadedBytes.map((bytes, page) => bytes - needed[page]!);
    const over = loads.map((loaded, page) => loaded.size - maxFilesOf[page]!);
    const most = over.indexOf(Math.max(0, ...over));
    const pair = most >= 0 && over[most]! > 0 ? cheapest([...loads[most]!], crowdedCost) : null;
    if (pair) {
      join(pair[0], pair[1]);
      continue;
    }
    const free = cheapest(
      groups.filter((group) => loads.some((loaded) => loaded.has(group))),
      freeCost,
    );
    if (free && free[2] <= JOIN_FREELY_BYTES) join(free[0], free[1]);
    else break;
  }

  const files = new Map<string, string>();
  for (const group of groups) {
    const entries = [...group.users].map((user) => names[user]!).sort();
    const name = `kit-${createHash("sha256").update(entries.join(",")).digest("hex").slice(0, 8)}`;
    for (const id of group.modules) files.set(id, name);
  }
  return files;
}
