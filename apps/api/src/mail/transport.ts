import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { ComposedMail } from "./compose.js";

/** Where composed mail goes: an SMTP server, or (the embedded default) a folder of .eml files. */
export interface MailTransport {
  /** Hands one mail over; rejects when it was not taken (the sender retries it later). */
  send(mail: ComposedMail, id: string): Promise<void>;
  close(): void;
}

/** The log lines the transports write. */
export interface MailLog {
  info(o: object, m: string): void;
}

const message = (mail: ComposedMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

/**
 * An SMTP server by its address (`smtp://user:pass@host:587`, `smtps://...:465`). One connection is kept open and
 * reused while mail keeps coming (an import invites thousands at once: no TLS handshake per mail). A server that does
 * not answer fails the attempt in seconds rather than nodemailer's minutes, well inside the sender's claim on it.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default, with no mail server: each mail is written as an .eml file to `dir` (any mail program opens
 * it) and its links are printed in the log, so that an invitation or a password reset can be followed in a demo.
 */
export function folderTransport(dir: string, from: string, log: MailLog): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail, id) {
      const info = await transporter.sendMail(message(mail, from));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ mailId: id, to: mail.to.address, subject: mail.subject, file, links: mail.links }, "mail written");
    },
    close: () => transporter.close(),
  };
}
