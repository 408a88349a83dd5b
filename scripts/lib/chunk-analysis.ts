// CHUNK_ANALYSIS=<file> npx react-router build: writes which modules each browser file holds (their
// rendered bytes before minification), the input of the bundle analysis in docs/guides/performance-log.md.
import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

export function analyzeChunks(out: string): Plugin {
  return {
    name: "chunk-analysis",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[file] = {
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facade: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
        };
      }
      writeFileSync(out, JSON.stringify(chunks));
    },
  };
}
