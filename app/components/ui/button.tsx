import { cloneElement, type ComponentProps, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/ui/cn";

const VARIANT = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-600 text-white hover:bg-accent-500",
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  // A quiet button for a destructive step (delete, remove): its colours in place of ghost's, not on top of them.
  "destructive-ghost": "text-red-700 hover:bg-red-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
};

const SIZE = {
  sm: "h-8 px-3",
  md: "h-10 px-4",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

export type ButtonVariants = { variant?: keyof typeof VARIANT | null; size?: keyof typeof SIZE | null };

/**
 * A button's classes. No two set the same property, since `cn` does not resolve conflicts
 * (decision 086): the large size's text replaces the small text the others have.
 */
export function buttonVariants({ variant, size }: ButtonVariants = {}) {
  const chosenSize = size ?? "md";
  return [
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md",
    chosenSize === "lg" ? null : "text-sm",
    "font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANT[variant ?? "primary"],
    SIZE[chosenSize],
  ]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ComponentProps<"button"> & ButtonVariants & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one. */
export function Button({ className, variant, size, asChild, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button className={classes} {...props} />;
}

/**
 * `asChild`: the button's props on its one child element (a link), the child's own props winning
 * and both class lists kept, the button's first, as Radix's Slot did (its 1.5 KB gzip were in every
 * admin page; decision 063).
 */
function Slot({ children, className, ...props }: { children?: ReactNode; className: string } & Record<string, unknown>) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<{ className?: string } & Record<string, unknown>>;
  return cloneElement(child, { ...props, ...child.props, className: [className, child.props.className].filter(Boolean).join(" ") });
}
