import fp from "fastify-plugin";
import { setAnswerHeaders } from "../http/answer-headers.js";

/** The headers of every answer (security policy, caching, the request id): see http/answer-headers.ts. */
export default fp<{ production: boolean }>(
  async function answerHeaders(app, { production }) {
    app.addHook("onSend", async (request, reply, payload) => {
      setAnswerHeaders(request, reply, production);
      return payload;
    });
  },
  { name: "answer-headers" },
);
