import { Outlet } from "react-router";
import { useIdentity } from "~/lib/root-data";

/** Header and footer around every public page. */
export default function SiteLayout() {
  const identity = useIdentity();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <a href="/" className="text-lg font-bold text-brand-900">
            {identity.siteName}
          </a>
        </div>
      </header>
      <Outlet />
      <footer className="border-t border-slate-200 bg-slate-50">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700">
          © {new Date().getFullYear()} {identity.siteName}. All rights reserved.
        </p>
      </footer>
    </>
  );
}
