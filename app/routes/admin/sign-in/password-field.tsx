import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

/**
 * The sign-in step's password field. Its show/hide button needs the sign-in script, so it is sent
 * hidden and the script shows it; both icons are in the markup and aria-pressed picks one.
 */
export function PasswordField(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <Input {...props} type="password" className="pr-11" />
      <button
        type="button"
        hidden
        {...flag(ENHANCE.passwordToggle)}
        aria-label="Show password"
        data-label-show="Show password"
        data-label-hide="Hide password"
        aria-pressed="false"
        aria-controls={props.id}
        className="group/toggle absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
      >
        <Eye aria-hidden className="size-4 group-aria-pressed/toggle:hidden" />
        <EyeOff aria-hidden className="hidden size-4 group-aria-pressed/toggle:block" />
      </button>
    </div>
  );
}
