// The card the pages of a learner without a session sit in (signing in, a forgotten password, choosing one): its
// own floor, not the frame's, so that the pages in the shell, which load the frame, download none of it.
export { PublicCardPage } from "./public-card-page";
