// What the admin frame imports when it shows an error (lazy-admin-page-error.tsx). The sign-in steps
// import the error page itself: they render HTML only, in one pass that cannot wait for a part to
// load. The frame's own entry lets the bundler split the page off for the frame (issue 43).
export { AdminPageError } from "./admin-page-error";
