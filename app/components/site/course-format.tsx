import { Clock, MonitorPlay } from "~/components/site/icons";
import type { CourseFormat } from "~/content/training";

/**
 * The course's delivery and workload, under its introduction (what the Course data tells search
 * engines, said on the page); the workload only once staff have set the hours.
 */
export function CourseFormatLine({ format }: { format: CourseFormat }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
      <span className="inline-flex items-center gap-2">
        <MonitorPlay aria-hidden="true" className="size-4 text-brand-700" />
        {format.mode === "Onsite" ? "On-site course" : `${format.mode} course`}
      </span>
      {format.workloadHours === null ? null : (
        <span className="inline-flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          {`About ${format.workloadHours} hours of coursework`}
        </span>
      )}
    </p>
  );
}
