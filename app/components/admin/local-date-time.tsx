import { useHydrated } from "~/lib/ui/use-hydrated";

/** Formats a moment in the browser's time zone; the server's render says UTC until hydration. */
export function useLocalDateTime(iso: string | null | undefined, formatter: (date: Date) => string): string | null {
  const hydrated = useHydrated();
  if (!iso) return null;
  const date = new Date(iso);
  if (hydrated) return formatter(date);
  const utc = new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
  return `${formatter(utc)} UTC`;
}

export function LocalDateTime({ iso, format }: { iso: string | null; format: (date: Date) => string }) {
  const text = useLocalDateTime(iso, format);
  if (!iso || !text) return <span className="text-slate-500">Never</span>;
  return <time dateTime={iso}>{text}</time>;
}
