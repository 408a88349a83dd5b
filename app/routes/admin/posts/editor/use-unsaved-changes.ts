import { useEffect } from "react";
import { useBlocker } from "react-router";
import { POST_ADMIN_TEXT } from "../post-admin-text";

/** While the form has unsaved changes, leaving asks first: in-app navigation and closing the tab alike. */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(POST_ADMIN_TEXT.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
