import { CircleAlert } from "lucide-react";

/**
 * A database failure, shown across the dashboard above every tab. The dashboard layout renders it
 * from its loader's data; `message` says what could not load.
 */
export function DatabaseErrorBanner({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{title}</strong> - {message}
      </p>
    </div>
  );
}
