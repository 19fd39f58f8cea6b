import fp from "fastify-plugin";

/** Whether the process is draining: set on SIGTERM, so the balancer stops sending before the process stops. */
export interface Drain {
  readonly isDraining: boolean;
  start(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    drain: Drain;
  }
}

/** The process's drain state: readiness fails once `start` is called (main.ts, on SIGTERM). */
export default fp(
  async function drain(app) {
    let draining = false;
    app.decorate<Drain>("drain", {
      get isDraining() {
        return draining;
      },
      start() {
        draining = true;
      },
    });
  },
  { name: "drain" },
);
