import { certificatePdfByLink } from "~/services/training";
import { DomainError } from "~/services/platform";
import type { Route } from "./+types/certificate";

/** The certificate's PDF from the link mailed to its holder. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { code, pdf } = await certificatePdfByLink(context, params.token);
    return new Response(Buffer.from(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="certificate-${code}.pdf"`,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    if (error instanceof DomainError)
      return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    throw error;
  }
}
