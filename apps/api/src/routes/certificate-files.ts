import { calls } from "@campus/contract";
import { attachment } from "../http/attachment.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { drawCertificate, drawCertificatePdf } from "../services/certificate.js";
import { learnerCertificate } from "../services/learner-certificate.js";

/** The learner's certificate of a course as a PNG image or a PDF (issued now if the pass did not issue it). */
export function certificateFileRoutes(app: App, { db, config }: ServerResources) {
  app.route({
    ...def(calls.generateCertificate),
    handler: async (request, reply) => {
      const { course, view, image } = await learnerCertificate(
        db,
        config,
        request.user,
        request.params.courseId,
        request.lang,
      );
      const png = await drawCertificate(image);
      reply.header("content-type", "image/png");
      reply.header("content-disposition", attachment(`certificate-${course.id}-${view.issuedOn}.png`));
      return reply.send(png);
    },
  });

  app.route({
    ...def(calls.generateCertificatePdf),
    handler: async (request, reply) => {
      const { course, view, image } = await learnerCertificate(
        db,
        config,
        request.user,
        request.params.courseId,
        request.lang,
      );
      const pdf = await drawCertificatePdf(image);
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", attachment(`certificate-${course.id}-${view.issuedOn}.pdf`));
      return reply.send(pdf);
    },
  });
}
