import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The production server build bundles lucide-react from its ES modules (their "module"
  // condition), so the server and each render worker load the few dozen icons the site uses
  // instead of the whole CommonJS bundle (about 1,600 icons: 5.6 MB of heap per thread). Not in
  // development, where Vite would transform every icon module on the first page (+1.4 s).
  ssr: { noExternal: command === "build" ? ["lucide-react"] : [] },
}));
