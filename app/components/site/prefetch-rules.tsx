import { ADMIN_PATH_PREFIX } from "~/lib/admin/admin-paths";
import { useNonce } from "~/lib/ui/nonce";

/**
 * Public pages are documents (decision 012): Chromium-based browsers fetch a same-origin page
 * while the pointer rests on its link, so the click shows it at once. Prefetching only fetches the
 * HTML (no script runs, so no page view is counted); admin and API addresses are never prefetched.
 */
const RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: `${ADMIN_PATH_PREFIX}*` } }, { not: { href_matches: "/api/*" } }],
      },
      eagerness: "moderate",
    },
  ],
});

export function PrefetchRules() {
  const nonce = useNonce();
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: RULES }} />;
}
