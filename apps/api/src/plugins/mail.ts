import fp from "fastify-plugin";
import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { startMailSender } from "../mail/sender.js";
import { folderTransport, type MailTransport, smtpTransport } from "../mail/transport.js";

/**
 * The mail the campus sends (invitations, password resets) waits in the outbox (`queueMail`); each server process
 * sends what is due every `mailEveryMs` from when it is ready until it drains or closes, so no request waits for the
 * mail server. With SMTP_URL through that server; without it (the embedded default) into MAIL_DIR, links in the log.
 */
export default fp<{ db: Db; config: Config }>(
  async function mail(app, { db, config }) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      const transport: MailTransport = config.smtpUrl
        ? smtpTransport(config.smtpUrl, config.mailFrom)
        : folderTransport(config.mailDir, config.mailFrom, app.log);
      if (!config.smtpUrl) app.log.info({ mailDir: config.mailDir }, "no SMTP_URL: mail is written to a folder");
      ({ stop } = startMailSender(db, transport, {
        campusUrl: config.campusUrl,
        log: app.log,
        everyMs: config.mailEveryMs,
        paused: () => app.drain.isDraining,
      }));
    });
    app.addHook("onClose", async () => {
      await stop?.();
    });
  },
  { name: "mail", dependencies: ["drain"] },
);
