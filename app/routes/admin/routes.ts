import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { ADMIN_TABS, type AdminPage } from "./admin-tabs";

const folder = (tabId: string) => `routes/admin/${tabId}`;

function pageRoute(tabId: string, page: AdminPage): RouteConfigEntry {
  const file = `${folder(tabId)}/${page.file}`;
  const children = page.children?.map((child) => pageRoute(tabId, child));
  const options = page.id ? { id: page.id } : undefined;
  if (page.index) return index(file, options);
  return route(page.path ?? "", file, options ?? {}, children);
}

// Admin pages sit outside the public site layout: their own shell, their own JavaScript chunks.
// Each tab's pages and endpoints come from its declaration in admin-tabs.ts.
export const adminRoutes: RouteConfigEntry[] = [
  route("svcs/team", "routes/admin/sign-in/login.tsx"),
  route("svcs/team/two-factor", "routes/admin/sign-in/two-factor.tsx"),
  route("svcs/team/forgot-password", "routes/admin/sign-in/forgot-password.tsx"),
  route("svcs/team/reset-password", "routes/admin/sign-in/reset-password.tsx"),
  route("svcs/logout", "routes/admin/sign-in/logout.tsx"),
  route("svcs/admin-dashboard", "routes/admin/dashboard/layout.tsx", [
    index("routes/admin/dashboard/home.tsx"),
    ...ADMIN_TABS.map((tab) =>
      route(
        tab.id,
        `${folder(tab.id)}/${tab.page}`,
        ("children" in tab ? tab.children : []).map((child) => pageRoute(tab.id, child)),
      ),
    ),
  ]),
  // What the posts and site content editors share (app/routes/admin/+shared): one lifecycle, one autosave.
  route("svcs/admin-dashboard/publishing", "routes/admin/+shared/publishing.ts"),
  route("svcs/admin-dashboard/autosave", "routes/admin/+shared/autosave.ts"),
  ...ADMIN_TABS.flatMap((tab) =>
    ("endpoints" in tab ? tab.endpoints : []).map((endpoint) => route(`svcs/admin-dashboard/${tab.id}/${endpoint.path}`, `${folder(tab.id)}/${endpoint.file}`)),
  ),
];
