// How the browser's JavaScript is cut into files (docs/decisions/063). Rolldown's default gives
// every set of routes sharing a module its own file: an admin tab loaded 40-75 files, most of a few
// hundred bytes (one per icon, one per text module). Here instead:
// - "framework": React, React DOM, the scheduler and React Router: every hydrated page needs them,
//   and they change only with an upgrade, so browsers keep them across deployments of the app;
// - "shell": everything the root route and the admin frame (routes/admin/dashboard/layout.tsx)
//   import statically: every admin page loads the frame anyway;
// - the rest stays with rolldown's default: a tab's own modules in its route file, what some tabs
//   share in files of their own (lazily imported libraries: charts, the editors, QR codes, in the
//   files of the dynamic import that needs them).
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

const KIT = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|app[\\/]components[\\/](admin|ui|forms)[\\/]/;
const SHELL_ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]rotate-ccw-clock\.mjs$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/;

/** Below this many bytes of source, a kit file joins a larger one every page of it loads anyway. */
const KIT_MERGE_BYTES = 3_000;

/**
 * The kit's files: each icon or shared admin component goes with the others that the same admin
 * routes use (`reaches`: the modules each hydrating entry imports), and a small set joins the
 * smallest one used by a superset of its routes, so a page loads one more file only for a set worth
 * a file. The public pages' routes are left out: they are never hydrated (decision 012), and
 * rolldown's own grouping by every route using a module (its `entriesAware`) put the public
 * site's icons into files the admin pages loaded (decision 095).
 */
export function kitFiles(reaches: Set<string>[], modules: string[], bytesOf: (id: string) => number): Map<string, string> {
  const groups = new Map<string, { users: number[]; modules: string[]; bytes: number }>();
  for (const id of modules) {
    const users = reaches.flatMap((reach, index) => (reach.has(id) ? [index] : []));
    if (!users.length) continue;
    const key = users.join(",");
    const group = groups.get(key) ?? { users, modules: [], bytes: 0 };
    group.modules.push(id);
    group.bytes += bytesOf(id);
    groups.set(key, group);
  }
  const within = (inner: number[], outer: number[]) => inner.every((user) => outer.includes(user));
  // Smallest sets of routes first: each may join a larger set that has already taken its own joiners.
  const ordered = [...groups.values()].sort((a, b) => b.users.length - a.users.length);
  const home = new Map<(typeof ordered)[number], (typeof ordered)[number]>();
  for (const group of ordered) {
    if (group.bytes >= KIT_MERGE_BYTES) continue;
    const supersets = ordered.filter((other) => other !== group && other.users.length > group.users.length && within(group.users, other.users));
    const target = supersets.sort((a, b) => a.users.length - b.users.length)[0];
    if (target) home.set(group, home.get(target) ?? target);
  }
  const names = new Map<string, string>();
  for (const group of ordered) {
    const target = home.get(group) ?? group;
    for (const id of group.modules) names.set(id, `kit-${createHash("sha256").update(target.users.join(",")).digest("hex").slice(0, 8)}`);
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
      const entries = ids.filter(
        (id) =>
          (id.split("?")[0]!.startsWith(adminRoutes) && id.includes("?__react-router-build-client-route")) ||
          (hydrated.has(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
      );
      kit = kitFiles(
        entries.map((entry) => reachable((id) => this.getModuleInfo(id), [entry])),
        ids.filter((id) => KIT.test(id) && hydrated.has(id) && !shell.has(id) && !SHELL_ICONS.test(id)),
        (id) => this.getModuleInfo(id)?.code?.length ?? 0,
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
      // Icons and the admin's shared components, by the admin routes using them (kitFiles).
      { name: (id: string) => kit.get(id) ?? null, test: (id: string) => kit.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
