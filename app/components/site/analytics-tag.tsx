import { useNonce } from "~/lib/ui/nonce";
import { useIdentity } from "~/lib/identity/root-data";

export const GA_LOADER_PATH = "/scripts/ga-loader.js";

/** Our own GA4 loader, only when an analytics ID is configured: otherwise no third-party script at all. */
export function AnalyticsTag() {
  const { analyticsId } = useIdentity();
  const nonce = useNonce();
  return <GaLoaderScript measurementId={analyticsId} nonce={nonce} />;
}

export function GaLoaderScript({ measurementId, nonce }: { measurementId: string | null; nonce: string }) {
  if (!measurementId) return null;
  return <script src={GA_LOADER_PATH} data-measurement-id={measurementId} nonce={nonce} async />;
}
