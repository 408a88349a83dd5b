/**
 * The CSS variable holding the room the toasts take at the bottom of the window while they show
 * there (none otherwise): the admin frame adds it below its content, so whatever they cover at the
 * page's end can be scrolled clear of them. A module of its own: the frame loads it with every
 * page, the toasts' placement (toaster-placement.ts) loads with the first toast.
 */
export const TOASTER_ROOM = "--toaster-room";
