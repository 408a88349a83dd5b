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

/** The modules reached from `roots` through static imports only (a dynamic import is a page's own choice to load later). */
function staticallyReachable(getModuleInfo: (id: string) => { importedIds: readonly string[] } | null, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => getModuleInfo(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

const KIT = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|app[\\/]components[\\/](admin|ui|forms)[\\/]/;
const SHELL_ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]rotate-ccw-clock\.mjs$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/;

/**
 * A plugin recording which modules the frame needs (read after the module graph is complete,
 * before chunking), and the `output.codeSplitting` options that use it.
 */
export function clientChunks(root: string) {
  const shellRoots = [path.join(root, "app/root.tsx"), path.join(root, "app/routes/admin/dashboard/layout.tsx")];
  let shell = new Set<string>();
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
      shell = staticallyReachable((id) => this.getModuleInfo(id), roots);
    },
  };
  const codeSplitting = {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 3 },
      // Its dependencies are in the set already: it is closed under static imports.
      // The History icon too (250 bytes gzip): shared with the editors, it pulled their toolbar's
      // icons and the restore offer's files (4 KB gzip, two files) into the Site Content list.
      { name: "shell", test: (id: string) => shell.has(id) || SHELL_ICONS.test(id), priority: 2 },
      // Icons and the admin's shared components that two or more routes use: one file rather than one per icon or component.
      { name: "kit", test: KIT, minShareCount: 2, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 8_000 },
    ],
  };
  return { plugin, codeSplitting };
}
