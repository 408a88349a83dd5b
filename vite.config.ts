import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { analyzeChunks } from "./scripts/lib/chunk-analysis";
import { clientChunks } from "./scripts/lib/client-chunks";

/** The browser's files: framework, admin frame, then per route (decision 063). Budgets: tests/e2e/admin-bundle-budget.spec.ts. */
const chunks = clientChunks(import.meta.dirname);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, ...(process.env.CHUNK_ANALYSIS ? [analyzeChunks(process.env.CHUNK_ANALYSIS)] : [])],
  resolve: {
    tsconfigPaths: true,
    // The browser's zod turns its compiled parsers off first (app/lib/core/zod-browser.ts).
    alias: isSsrBuild ? [] : [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/core/zod-browser.ts") }],
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { codeSplitting: chunks.codeSplitting },
        },
  },
  // The production server build bundles lucide-react from its ES modules (their "module"
  // condition), so the server and each render worker load the few dozen icons the site uses
  // instead of the whole CommonJS bundle (about 1,600 icons: 5.6 MB of heap per thread). Not in
  // development, where Vite would transform every icon module on the first page (+1.4 s).
  ssr: { noExternal: command === "build" ? ["lucide-react"] : [] },
}));
