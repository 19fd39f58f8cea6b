import { calls, type Lang } from "@campus/contract";
import type { FastifyReply } from "fastify";
import type { SessionUser } from "../auth/sessions.js";
import { attachment } from "../http/attachment.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { type CertificateImage, drawCertificate, drawCertificatePdf } from "../services/certificate.js";
import { learnerCertificate } from "../services/learner-certificate.js";

type FileRequest = { user: SessionUser; params: { courseId: string }; lang: Lang };

/** The learner's certificate of a course as a PNG image or a PDF (issued now if the pass did not issue it). */
export function certificateFileRoutes(app: App, { db, config }: ServerResources) {
  /** A certificate drawn by `draw` and downloaded as a file of `type`, named after its course and day. */
  const file =
    (draw: (image: CertificateImage) => Promise<Buffer>, type: string, extension: string) =>
    async ({ user, params, lang }: FileRequest, reply: FastifyReply) => {
      const { course, view, image } = await learnerCertificate(db, config, user, params.courseId, lang);
      const drawn = await draw(image);
      reply.header("content-type", type);
      reply.header("content-disposition", attachment(`certificate-${course.id}-${view.issuedOn}.${extension}`));
      return reply.send(drawn);
    };

  app.route({ ...def(calls.generateCertificate), handler: file(drawCertificate, "image/png", "png") });
  app.route({ ...def(calls.generateCertificatePdf), handler: file(drawCertificatePdf, "application/pdf", "pdf") });
}
