/** The professional network's "in" mark (lucide ships no brand icons). */
export function LinkedinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} width="16" height="16" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-.95 1.82-1.95 3.74-1.95 4 0 4.7 2.5 4.7 5.8v5.65h-4v-5c0-1.2-.02-2.75-1.7-2.75-1.7 0-1.95 1.3-1.95 2.65v5.1h-4v-11Z" />
    </svg>
  );
}
