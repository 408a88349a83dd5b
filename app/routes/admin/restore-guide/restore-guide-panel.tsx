import { CircleCheck, CircleX, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { BACKUP_EXCLUDES, BACKUP_INCLUDES, BACKUP_PRACTICES, RESTORE_STEPS } from "./restore-guide-steps";

function ListCard({ title, items, icon }: { title: string; items: readonly string[]; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function RestoreGuidePanel({ dailyAt }: { dailyAt: string }) {
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-900">Restore Guide</h2>
        <p className="mt-1 text-sm text-slate-600">
          How to bring the site back from a backup. {dailyAt === "off" ? "The daily backup is turned off." : `A backup is taken every day at ${dailyAt} UTC.`}
        </p>
        <ol className="mt-4 space-y-3">
          {RESTORE_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="text-sm text-slate-700">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <ListCard
          title="What a backup includes"
          items={BACKUP_INCLUDES}
          icon={<CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />}
        />
        <ListCard
          title="What a backup does not include"
          items={BACKUP_EXCLUDES}
          icon={<CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />}
        />
      </div>
      <ListCard title="Best practices" items={BACKUP_PRACTICES} icon={<Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />} />
    </div>
  );
}
