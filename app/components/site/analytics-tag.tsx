import { useNonce } from "~/lib/nonce";
import { useIdentity } from "~/lib/root-data";

/** Our own GA4 loader, only when an analytics ID is configured: otherwise no third-party script at all. */
export function AnalyticsTag() {
  const { analyticsId } = useIdentity();
  const nonce = useNonce();
  if (!analyticsId) return null;
  return <script src="/scripts/ga-loader.js" data-measurement-id={analyticsId} nonce={nonce} async />;
}
