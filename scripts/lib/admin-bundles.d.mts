export const ADMIN_JS_BUDGET: { files: number; gzipBytes: number };
export const EDITOR_PAGE: RegExp;
export function scriptsOfHtml(html: string): string[];
export function gzipBytesOf(root: string, url: string): number;
export function clientManifestOf(root: string): {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; path?: string; index?: boolean; parentId?: string; module: string; imports?: string[]; hasDefaultExport?: boolean }>;
};
export type AdminPage = { id: string; url: string; editor: boolean };
export function adminPagesOf(root: string): AdminPage[];
export type PageScripts = { url: string; files: number; gzipBytes: number; scripts: { url: string; gzipBytes: number }[] };
export function measurePage(root: string, baseUrl: string, url: string, cookie: string): Promise<PageScripts>;
export function untilAnswering(baseUrl: string, timeoutMs?: number): Promise<void>;
