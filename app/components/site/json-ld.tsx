import { serializeJsonLd } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

/** Structured data for search engines, allowed by the page's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
