import type { HttpHandler } from "msw";
import { certificates } from "./certificate-fixtures";
import { answerFound } from "./handlers";

/** The public certificate look-up over the stories' certificates: 404 for any other id, as the API answers. */
export function certificateHandlers(): HttpHandler[] {
  return [
    answerFound("certificate", (request: Request) => {
      const id = decodeURIComponent(new URL(request.url).pathname.split("/").at(-1) ?? "").toUpperCase();
      return certificates.find((answer) => answer.certificate.id === id) ?? null;
    }),
  ];
}
