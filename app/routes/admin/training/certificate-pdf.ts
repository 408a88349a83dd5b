import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { certificatePdfForStaff } from "~/services/training";
import type { Route } from "./+types/certificate-pdf";

/** A certificate's PDF, as its holder received it (revoked ones too: staff keep the record). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const { code, pdf } = await loadOrUnavailable(context, () => certificatePdfForStaff(context, user.actor, params.certificateId));
  return new Response(Buffer.from(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="certificate-${code}.pdf"`, "Cache-Control": "no-store" },
  });
}
