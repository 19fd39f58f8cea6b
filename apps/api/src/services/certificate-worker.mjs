/*
 * The worker thread that draws certificates (certificate.ts runs a pool of them). Plain JavaScript, so that it
 * starts in any runner's worker thread: a thread does not inherit the TypeScript loader of the one that made it
 * (tsx's for the server, vite's for the tests), so tsx's loader is registered here before the drawing code loads.
 */
import { register } from "tsx/esm/api";

register();

const { certificatePng } = await import("./certificate-render.ts");

/** @param {import("./certificate-layout.ts").CertificateImage} image */
export default function draw(image) {
  return certificatePng(image);
}
