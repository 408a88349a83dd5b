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
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import type { Plugin } from "vite";
import { ADMIN_TABS, type AdminPage } from "../../app/routes/admin/admin-tabs";
import { ADMIN_JS_BUDGET } from "./admin-bundles.mjs";
import { kitFiles } from "./kit-files";

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
/**
 * Vite's helper behind every dynamic import (it preloads the imported file's own imports): the
 * frame loads its toasts with the first one shown, so every page has it (0.8 KB gzip), and a tab's
 * dialog loaded when first opened costs no more than the dialog's file.
 */
const PRELOAD_HELPER = /vite[\\/]preload-helper\.js$/;
/** The share of the admin pages that must use a module for it to join the frame. */
const MOST_PAGES = 2 / 3;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/;

/**
 * The admin pages outside the editors, each as the route files it shows below the frame: a tab's
 * page alone, and with each page nested under it (a layout and its list). Read from the tab list
 * that generates the route table (routes/admin/routes.ts).
 */
export function adminPageFiles(root: string): string[][] {
  const folder = (tabId: string) => path.join(root, "app/routes/admin", tabId);
  const chains: string[][] = [[path.join(root, "app/routes/admin/dashboard/home.tsx")]];
  const walk = (tabId: string, above: string[], children: readonly AdminPage[]) => {
    for (const child of children) {
      const chain = [...above, path.join(folder(tabId), child.file)];
      chains.push(chain);
      walk(tabId, chain, child.children ?? []);
    }
  };
  for (const tab of ADMIN_TABS) {
    const top = [path.join(folder(tab.id), tab.page)];
    chains.push(top);
    walk(tab.id, top, "children" in tab ? tab.children : []);
  }
  return chains.filter((chain) => !/[\\/](editor|sign-in)[\\/]/.test(chain.at(-1)!));
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
      // In the project's order, not the bundler's (which differs with the checkout's path): the same code builds the same files.
      const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
      const ids = [...this.getModuleIds()].sort((a, b) => (relative(a) < relative(b) ? -1 : relative(a) > relative(b) ? 1 : 0));
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
      const entryOf = new Map(entries.flatMap((id, index) => (isRoute(id) ? [[id.split("?")[0]!, index] as const] : [])));
      const pages = adminPageFiles(root).map((files) => files.flatMap((file) => (entryOf.has(file) ? [entryOf.get(file)!] : [])));
      const reaches = entries.map((entry) => reachable((id) => this.getModuleInfo(id), [entry]));
      // What the public pages' routes import too: left to rolldown, it would be a file shared with them.
      const publicReach = reachable(
        (id) => this.getModuleInfo(id),
        ids.filter((id) => isRoute(id) && !id.split("?")[0]!.startsWith(adminRoutes)),
      );
      const candidates = ids.filter(
        (id) =>
          hydrated.has(id) &&
          !shell.has(id) &&
          !SHELL_ICONS.test(id) &&
          !PRELOAD_HELPER.test(id) &&
          !FRAMEWORK.test(id) &&
          !isRoute(id) &&
          !entries.includes(id),
      );
      const users = (id: string) => reaches.filter((reach) => reach.has(id)).length;
      // What most admin pages use (the button, the card) joins the frame, which every page loads: in a
      // kit file it was joined with other small modules a page did not use, to keep pages within 15 files.
      const pagesUsing = (id: string) => pages.filter((page) => page.some((entry) => reaches[entry]!.has(id))).length;
      for (const id of candidates) if (pagesUsing(id) >= MOST_PAGES * pages.length) shell.add(id);
      const kitModules = candidates.filter((id) => !shell.has(id) && (users(id) >= 2 || publicReach.has(id)));
      const inKit = new Set(kitModules);
      // A module's weight is its gzip bytes (what a browser downloads), not its length: source length
      // counts comments, names and JSX that minification and compression remove unevenly, and misjudged
      // which page a crowded join made heaviest (Media took the Backups' texts, 1.2 KB gzip, for 120.9 KB).
      const gzipBytes = new Map<string, number>();
      const codeBytes = (id: string) => {
        if (!gzipBytes.has(id)) gzipBytes.set(id, gzipSync(this.getModuleInfo(id)?.code ?? "").length);
        return gzipBytes.get(id)!;
      };
      // Each page's own source besides the frame's and the kit's: its routes' modules.
      const pageBytes = pages.map((page) => {
        const own = new Set(page.flatMap((entry) => [...reaches[entry]!].filter((id) => !inKit.has(id) && !shell.has(id) && !FRAMEWORK.test(id))));
        return [...own].reduce((sum, id) => sum + codeBytes(id), 0);
      });
      kit = kitFiles({
        reaches,
        modules: kitModules,
        bytesOf: codeBytes,
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        pages,
        names: entries.map(relative),
        pageBytes,
        // Beside the kit's files a page loads the client entry, the runtime, the framework, the frame's
        // file, the root's and the frame's route files, and its own route files (a sub-layout and its page, or a page).
        maxFilesOf: pages.map((page) => ADMIN_JS_BUDGET.files - 6 - page.length),
      });
    },
  };
  const codeSplitting = {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 3 },
      // Its dependencies are in the set already: it is closed under static imports.
      // The History icon too (250 bytes gzip): shared with the editors, it pulled their toolbar's
      // icons and the restore offer's files (4 KB gzip, two files) into the Site Content list.
      { name: "shell", test: (id: string) => shell.has(id) || SHELL_ICONS.test(id) || PRELOAD_HELPER.test(id), priority: 2 },
      // What the admin routes share, by the routes using it (kitFiles); each import is grouped on its own.
      { name: (id: string) => kit.get(id) ?? null, test: (id: string) => kit.has(id), priority: 1, includeDependenciesRecursively: false },
    ],
  };
  return { plugin, codeSplitting };
}
