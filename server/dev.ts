// `npm run dev`: the same Express app with Vite in middleware mode (hot reload, no build).
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { AppServices } from "~/services/platform";
import { createExpressApp } from "./app";

type EntryModule = {
  createServices(options: { appRoot: string }): Promise<AppServices>;
  startScheduledJobs(services: AppServices): { stop(): Promise<void> };
};

const appRoot = path.resolve(import.meta.dirname, "..");
const vite = await createServer({ root: appRoot, server: { middlewareMode: true }, appType: "custom" });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const entry = (await loadBuild()).entry.module as unknown as EntryModule;
const services = await entry.createServices({ appRoot });
entry.startScheduledJobs(services);
// Vite serves the enhancement script from its source in development.
const app = createExpressApp({
  services,
  build: loadBuild,
  devMiddleware: vite.middlewares,
  enhancementScripts: { site: "/app/enhance/site.ts", "sign-in": "/app/enhance/sign-in.ts" },
});
app.listen(services.config.PORT, services.config.HOST, () => {
  console.log(`\n  development server at http://localhost:${services.config.PORT}\n`);
});
