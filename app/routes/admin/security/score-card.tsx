import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Link, href } from "react-router";
import { Card } from "~/components/ui/card";
import { scoreGrade } from "~/lib/security/security-score";
import { cn } from "~/lib/ui/cn";

const TONE = { good: "text-emerald-700", fair: "text-amber-700", poor: "text-red-700" } as const;

/** The security status card: the score from this installation's checks, and how many failed. */
export function ScoreCard({ score, failed, total }: { score: number; failed: number; total: number }) {
  const grade = scoreGrade(score);
  const Icon = failed === 0 ? ShieldCheck : ShieldAlert;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <Icon aria-hidden className={cn("size-12 shrink-0", TONE[grade.tone])} />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">Security status</h2>
        <p className="text-sm text-slate-600">
          {failed === 0 ? `All ${total} checks of this installation pass.` : `${failed} of ${total} checks of this installation fail.`}{" "}
          <Link
            to={failed === 0 ? href("/svcs/admin-dashboard/security/warnings") : href("/svcs/admin-dashboard/security/vulnerabilities")}
            className="font-medium text-brand-700 underline"
          >
            {failed === 0 ? "See the checks" : "See what failed"}
          </Link>
        </p>
      </div>
      <p className="text-right">
        <span className="sr-only">{`Security score ${score} out of 100, ${grade.label}`}</span>
        <span aria-hidden="true">
          <span className={cn("text-4xl font-bold", TONE[grade.tone])}>{score}</span>
          <span className="text-slate-600">/100</span>
          <span className={cn("block text-sm font-semibold", TONE[grade.tone])}>{grade.label}</span>
        </span>
      </p>
    </Card>
  );
}
