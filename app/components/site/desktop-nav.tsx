import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { CONTACT_LINK, HEADER_ENTRIES, type HeaderEntry } from "~/content/navigation";
import { cn } from "~/lib/cn";

type Props = { opaque: boolean };

/**
 * Menu for 768 px and wider. Dropdowns open on click (or Enter, Space, arrow keys), one at a time,
 * and close on a link choice, an outside click or Escape: Radix handles the keyboard and focus.
 */
export function DesktopNav({ opaque }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Read synchronously while menus open and close within one press.
  const openIdRef = useRef<string | null>(null);
  const changeOpen = (id: string, open: boolean) => {
    const next = open ? id : openIdRef.current === id ? null : openIdRef.current;
    openIdRef.current = next;
    setOpenId(next);
  };
  const anotherIsOpen = (id: string) => openIdRef.current !== null && openIdRef.current !== id;
  const itemClass = cn(
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors",
    opaque ? "text-slate-700 hover:bg-brand-50 hover:text-brand-900" : "text-white hover:bg-white/10",
  );
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {HEADER_ENTRIES.map((entry) =>
        entry.kind === "dropdown" ? (
          <NavDropdown
            key={entry.id}
            entry={entry}
            open={openId === entry.id}
            onOpenChange={(open) => changeOpen(entry.id, open)}
            anotherIsOpen={() => anotherIsOpen(entry.id)}
            triggerClass={itemClass}
          />
        ) : entry.link.href === CONTACT_LINK.href ? (
          <ContactLink key={entry.link.href} opaque={opaque} />
        ) : (
          <NavLink key={entry.link.href} to={entry.link.href} end className={({ isActive }) => cn(itemClass, isActive && (opaque ? "text-brand-800" : "underline underline-offset-8"))}>
            {entry.link.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}

function NavDropdown({
  entry,
  open,
  onOpenChange,
  anotherIsOpen,
  triggerClass,
}: {
  entry: Extract<HeaderEntry, { kind: "dropdown" }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anotherIsOpen: () => boolean;
  triggerClass: string;
}) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={cn(triggerClass, "data-[state=open]:bg-black/5")}>
        {entry.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          onCloseAutoFocus={(event) => {
            // Pressing the next menu's trigger closes this one: returning focus to this trigger
            // would count as a focus outside the new menu and close it straight away.
            if (anotherIsOpen()) event.preventDefault();
          }}
          className="z-[60] min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
        >
          {entry.links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                to={link.href}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Outlined button on the white header; a solid badge on the dark translucent one. */
function ContactLink({ opaque }: { opaque: boolean }) {
  return (
    <Link
      to={CONTACT_LINK.href}
      data-look={opaque ? "outline" : "badge"}
      className={cn(
        "ml-2 inline-flex items-center text-sm font-semibold transition-colors",
        opaque
          ? "h-9 rounded-md border border-brand-700 px-4 text-brand-800 hover:bg-brand-50"
          : "h-8 rounded-full bg-white px-4 text-brand-900 shadow-sm hover:bg-brand-50",
      )}
    >
      {CONTACT_LINK.label}
    </Link>
  );
}
