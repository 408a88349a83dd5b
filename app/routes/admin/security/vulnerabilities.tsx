import { VulnerabilitiesPanel } from "./vulnerabilities-panel";
import { bySeverity } from "~/lib/security/security-score";
import { openFindings } from "~/services/security-checks";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { securityReport } from "./security-report.server";
import type { Route } from "./+types/vulnerabilities";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  // Running the checks first brings the findings up to date.
  const { report, findings } = await loadOrUnavailable(context, async () => {
    const report = await securityReport(request, context, user.actor);
    return { report, findings: await openFindings(context.database.db) };
  });
  const titles = new Map(report.results.map((result) => [result.id, result.title]));
  return {
    vulnerabilities: bySeverity(findings.filter((finding) => titles.has(finding.checkId))).map((finding) => ({
      checkId: finding.checkId,
      title: titles.get(finding.checkId) ?? finding.checkId,
      severity: finding.severity,
      summary: finding.summary,
      firstSeenAt: finding.firstSeenAt.toISOString(),
    })),
  };
}

export default function SecurityVulnerabilities({ loaderData }: Route.ComponentProps) {
  return <VulnerabilitiesPanel vulnerabilities={loaderData.vulnerabilities} />;
}
