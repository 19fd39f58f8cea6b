/*
 * The certificate worker as the sources run it (tests, `pnpm dev`): a thread does not inherit the TypeScript
 * loader of the one that made it (vite's for the tests, tsx's for the development server), so tsx's loader is
 * registered here before the drawing code loads. The built server has its own worker, dist/certificate-worker.mjs
 * (build.mjs), JavaScript with nothing to register.
 */
import { register } from "tsx/esm/api";

register();

const { default: draw, pdf } = await import("./certificate-draw");

export default draw;
export { pdf };
