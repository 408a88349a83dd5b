import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code loads when it is first opened, not with the page (issue 43: every admin page
 * within 120 KB of JavaScript). The dialog is never rendered by the server and stays mounted once
 * opened, as a dialog rendered with the page did (its fields and fetchers keep their state when it
 * closes). Focus: the dialog takes the element focused when it opens, the button that opened it,
 * and gives focus back to it on close (AdminDialog), so a moment's load changes nothing there.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
