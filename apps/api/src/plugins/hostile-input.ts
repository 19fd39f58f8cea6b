import fp from "fastify-plugin";
import { refuseHostile } from "../hostile-input.js";

/** Input no call takes (a NUL character, nesting past MAX_NESTING) is refused with 400 before any schema sees it. */
export default fp(
  async function hostileInput(app) {
    app.addHook("preValidation", async (request) => refuseHostile(request));
  },
  { name: "hostile-input" },
);
