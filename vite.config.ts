import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, from its ES modules (their "module" condition), so the server
  // and each render worker load the few dozen icons the site uses instead of lucide-react's whole
  // CommonJS bundle (about 1,600 icons: 8 MB of heap and ~90 ms of start-up per thread).
  ssr: { noExternal: ["lucide-react"] },
});
