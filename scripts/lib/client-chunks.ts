// How the browser's JavaScript is cut into files (docs/decisions/063). Rolldown's default gives
// every set of routes sharing a module its own file: an admin tab loaded 40-75 files, most of a few
// hundred bytes (one per icon, one per text module). Here instead:
// - "framework": React, React DOM, the scheduler and React Router: every hydrated page needs them,
//   and they change only with an upgrade, so browsers keep them across deployments of the app;
// - "shell": everything the root route and the admin frame (routes/admin/dashboard/layout.tsx)
//   import statically: every admin page loads the frame anyway;
// - "kit-…": what two or more admin routes (or parts they load later) share, grouped by the routes
//   using it and joined while a page would load more than 15 files (kitFiles, decision 095);
// - the rest stays with rolldown's default: a tab's own modules in its route file, lazily imported
//   libraries (charts, the editors, QR codes) in the files of the dynamic import that needs them.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * lucide-react's icons by exported name (aliases included), read from its ES module index. The
 * index re-exports all 1,600 icons: walking the import graph through it would count every icon
 * any page uses as the frame's.
 */
function lucideIconFiles(root: string): Map<string, string> {
  const index = readFileSync(path.join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g))
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  return files;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** `import { X, Info } from "lucide-react"` as one import per icon module; anything else stays on the index. */
function importIconsDirectly(code: string, files: Map<string, string>): string {
  return code.replace(LUCIDE_IMPORT, (_whole, list: string) => {
    const rest: string[] = [];
    const direct: string[] = [];
    for (const part of list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const [imported = "", local = imported] = part.split(/\s+as\s+/);
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from "lucide-react/dist/esm/icons/${file}.mjs";`);
      else rest.push(part);
    }
    return [...direct, ...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [])].join("\n");
  });
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/**
 * The modules reached from `roots` through static imports only (a dynamic import is a page's own
 * choice to load later), or through dynamic imports too.
 */
function reachable(getModuleInfo: ModuleInfoOf, roots: string[], { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => getModuleInfo(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

const SHELL_ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]rotate-ccw-clock\.mjs$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/;

/** The files a page outside the editors loads besides the kit's: the client entry, rolldown's runtime, framework, shell, root, frame, a sub-layout, the tab. */
const FIXED_FILES = 8;
/** Two kit files join when no page takes more than this many bytes of source it does not use: fewer files, each with its own gzip header and imports. */
const JOIN_FREELY_BYTES = 400;

type KitGroup = { users: Set<number>; modules: string[]; bytes: number };

/**
 * The kit's files. Each module goes with the others that exactly the same hydrating entries use
 * (`reaches`: the modules each entry imports; an entry is an admin route or a lazily loaded part),
 * so a page loads only what its routes use; then, while a page outside the editors (`pages`: the
 * entries that are one) would load more than `maxFiles` files, two of its files join: the two that
 * add the fewest bytes to any page not using one of them. Two files also join when that costs no
 * page more than a few hundred bytes. The public pages' routes are left out: they are never hydrated
 * (decision 012), and rolldown's grouping by every route using a module (its `entriesAware`) put the
 * public site's icons into files the admin pages loaded (decision 095).
 */
export function kitFiles(
  reaches: Set<string>[],
  modules: string[],
  bytesOf: (id: string) => number,
  pages: number[] = reaches.map((_, index) => index),
  maxFiles = 15 - FIXED_FILES,
): Map<string, string> {
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
  const loads = (page: number) => groups.filter((group) => group.users.has(page));
  // What joining two files adds to the page that gains the most it does not use.
  const cost = (a: KitGroup, b: KitGroup) =>
    Math.max(0, ...pages.map((page) => (a.users.has(page) === b.users.has(page) ? 0 : a.users.has(page) ? b.bytes : a.bytes)));
  const join = (a: KitGroup, b: KitGroup) => {
    groups = groups.filter((group) => group !== a && group !== b);
    groups.push({ users: new Set([...a.users, ...b.users]), modules: [...a.modules, ...b.modules], bytes: a.bytes + b.bytes });
  };
  const cheapest = (candidates: KitGroup[]) => {
    let best: [KitGroup, KitGroup, number] | null = null;
    for (let i = 0; i < candidates.length; i++)
      for (let j = i + 1; j < candidates.length; j++) {
        const price = cost(candidates[i]!, candidates[j]!);
        if (!best || price < best[2]) best = [candidates[i]!, candidates[j]!, price];
      }
    return best;
  };
  for (;;) {
    const crowded = pages.map(loads).sort((a, b) => b.length - a.length)[0] ?? [];
    const pair = crowded.length > maxFiles ? cheapest(crowded) : null;
    if (pair) {
      join(pair[0], pair[1]);
      continue;
    }
    const free = cheapest(groups.filter((group) => pages.some((page) => group.users.has(page))));
    if (free && free[2] <= JOIN_FREELY_BYTES) join(free[0], free[1]);
    else break;
  }
  const names = new Map<string, string>();
  for (const group of groups) {
    const name = `kit-${createHash("sha256")
      .update([...group.users].sort((x, y) => x - y).join(","))
      .digest("hex")
      .slice(0, 8)}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

/**
 * A plugin recording which modules the frame needs (read after the module graph is complete,
 * before chunking), and the `output.codeSplitting` options that use it.
 */
export function clientChunks(root: string) {
  const adminRoutes = path.join(root, "app/routes/admin") + path.sep;
  const shellRoots = [path.join(root, "app/root.tsx"), path.join(root, "app/routes/admin/dashboard/layout.tsx")];
  let shell = new Set<string>();
  let kit = new Map<string, string>();
  const iconFiles = lucideIconFiles(root);
  const plugin: Plugin = {
    name: "client-chunks",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    // The kit's groups take no module's imports along (each import has a group of its own): rolldown
    // then lets an entry (a route module) export more than its own exports, which React Router ignores.
    configEnvironment(name) {
      if (name === "client") return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } };
    },
    transform(code, id) {
      if (id.includes("node_modules") || !code.includes("lucide-react")) return null;
      return { code: importIconsDirectly(code, iconFiles), map: null };
    },
    buildEnd() {
      // Route modules are loaded through a virtual "?__react-router-build-client-route" id: walk from those too.
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => shellRoots.some((file) => id.split("?")[0] === file));
      shell = reachable((id) => this.getModuleInfo(id), roots);
      // What a hydrating page may load: the root, the client entry and the admin routes, with what they import later.
      const hydratedRoots = ids.filter((id) => {
        const file = id.split("?")[0]!;
        return file.startsWith(adminRoutes) || file === shellRoots[0] || /[\\/]app[\\/]entry\.client\.tsx$/.test(file);
      });
      const hydrated = reachable((id) => this.getModuleInfo(id), hydratedRoots, { dynamic: true });
      // The files a hydrating page starts from: the admin routes' modules and what they import later (charts, editors).
      const isRoute = (id: string) => id.includes("?__react-router-build-client-route");
      const entries = ids.filter(
        (id) => (isRoute(id) && id.split("?")[0]!.startsWith(adminRoutes)) || (hydrated.has(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
      );
      const pages = entries.flatMap((id, index) => (isRoute(id) && !/[\\/](editor|sign-in)[\\/]/.test(id) ? [index] : []));
      const reaches = entries.map((entry) => reachable((id) => this.getModuleInfo(id), [entry]));
      // What the public pages' routes import too: left to rolldown, it would be a file shared with them.
      const publicReach = reachable(
        (id) => this.getModuleInfo(id),
        ids.filter((id) => isRoute(id) && !id.split("?")[0]!.startsWith(adminRoutes)),
      );
      const candidates = ids.filter(
        (id) => hydrated.has(id) && !shell.has(id) && !SHELL_ICONS.test(id) && !FRAMEWORK.test(id) && !isRoute(id) && !entries.includes(id),
      );
      const users = (id: string) => reaches.filter((reach) => reach.has(id)).length;
      kit = kitFiles(
        reaches,
        candidates.filter((id) => users(id) >= 2 || publicReach.has(id)),
        (id) => this.getModuleInfo(id)?.code?.length ?? 0,
        pages,
      );
    },
  };
  const codeSplitting = {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 3 },
      // Its dependencies are in the set already: it is closed under static imports.
      // The History icon too (250 bytes gzip): shared with the editors, it pulled their toolbar's
      // icons and the restore offer's files (4 KB gzip, two files) into the Site Content list.
      { name: "shell", test: (id: string) => shell.has(id) || SHELL_ICONS.test(id), priority: 2 },
      // What the admin routes share, by the routes using it (kitFiles); each import is grouped on its own.
      { name: (id: string) => kit.get(id) ?? null, test: (id: string) => kit.has(id), priority: 1, includeDependenciesRecursively: false },
    ],
  };
  return { plugin, codeSplitting };
}
