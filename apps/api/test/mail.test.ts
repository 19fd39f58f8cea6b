import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type Db, openPostgres } from "../src/db/db.js";
import { composeMail } from "../src/mail/compose.js";
import { type QueuedMail, queueMail } from "../src/mail/outbox.js";
import { mailPalette, paletteTokens } from "../src/mail/palette.js";
import { sendDueMail } from "../src/mail/sender.js";
import { folderTransport, smtpTransport } from "../src/mail/transport.js";
import { deleteExpired, expiredRows } from "../src/plugins/cleanup.js";
import { inviteAccounts } from "../src/services/invitation-mails.js";
import { createLearner, useApp } from "./helpers.js";

const CAMPUS = "https://campus.example";
const quiet = { info() {}, warn() {}, error() {} };

/** A real SMTP server on a free port: what it received, and a switch to refuse the next recipients. */
interface TestSmtp {
  url: string;
  received: { envelopeTo: string[]; mail: ParsedMail; raw: string }[];
  /** Recipients still to refuse with `refuseCode` (451, temporary: a mail server that is busy). */
  refuse: number;
  refuseCode: number;
  close(): Promise<void>;
}

async function startSmtp(): Promise<TestSmtp> {
  const smtp = { received: [], refuse: 0, refuseCode: 451 } as unknown as TestSmtp;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (smtp.refuse > 0) {
        smtp.refuse--;
        return callback(Object.assign(new Error("Not now, or not here"), { responseCode: smtp.refuseCode }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        smtp.received.push({
          envelopeTo: session.envelope.rcptTo.map((to: SMTPServerAddress) => to.address),
          mail: await simpleParser(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.server.address() as AddressInfo;
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () => new Promise<void>((done) => server.close(() => done()));
  return smtp;
}

const invitation = (over: Partial<QueuedMail["data"]> = {}, to = "ala@example.com", language: "pl" | "en" = "pl") =>
  ({
    template: "invitation",
    to,
    language,
    userId: null,
    data: {
      firstName: "Ala",
      organizationName: "Szkoła Podstawowa nr 5",
      path: "/set-password?token=abc123&x=1",
      expiresAt: "2026-12-09T12:00:00.000Z",
      ...over,
    },
  }) as QueuedMail;

const ctx = useApp({ campusUrl: CAMPUS, mailEveryMs: 60 * 60 * 1000 });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
afterEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = 0;
  smtp.refuseCode = 451;
  await ctx.db.query("delete from mail_outbox");
});

async function send(db: Db = ctx.db, options: Partial<Parameters<typeof sendDueMail>[2]> = {}) {
  const transport = smtpTransport(smtp.url, "Campus <campus@campus.example>");
  try {
    return await sendDueMail(db, transport, { campusUrl: CAMPUS, log: quiet, ...options });
  } finally {
    transport.close();
  }
}

const row = async (id: string) =>
  (
    await ctx.db.query<{ attempts: number; last_error: string | null; sent: boolean; failed: boolean }>(
      "select attempts, last_error, sent_at is not null as sent, failed_at is not null as failed from mail_outbox where id = $1",
      [id],
    )
  )[0];

describe("mail over SMTP", () => {
  it("sends a queued invitation once, in Polish, as text and HTML with the campus's whole link", async () => {
    const id = await queueMail(ctx.db, invitation());
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    expect(await send()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [{ mail, envelopeTo }] = smtp.received as [TestSmtp["received"][number]];
    expect(envelopeTo).toEqual(["ala@example.com"]);
    expect(mail.from?.value).toEqual([{ name: "Campus", address: "campus@campus.example" }]);
    expect(mail.subject).toBe("Szkoła Podstawowa nr 5 zaprasza Cię do Campus AI");
    const link = "https://campus.example/set-password?token=abc123&x=1";
    expect(mail.text).toContain("Cześć Ala,");
    expect(mail.text).toContain(`Ustaw hasło: ${link}`);
    expect(mail.text).toContain("9 grudnia 2026");
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.html).toContain(mailPalette.accent);
    expect(await row(id)).toMatchObject({ attempts: 1, sent: true, failed: false });
  });

  it("sends the invitations staff's import queues, each with its own one-time link", async () => {
    const emails = [await createLearner(ctx.db, "u-mail-invited-1"), await createLearner(ctx.db, "u-mail-invited-2")];
    await ctx.db.transaction((tx) =>
      inviteAccounts(
        tx,
        emails.map((email, n) => ({
          id: `u-mail-invited-${n + 1}`,
          email,
          firstName: "Jan",
          language: "en" as const,
          organizationName: "Acme",
        })),
      ),
    );
    expect(await send()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.flatMap((r) => r.envelopeTo).sort()).toEqual(emails.sort());
    const links = smtp.received.map(
      ({ mail }) => /https:\/\/campus\.example\/password\/\S+/.exec(mail.text ?? "")?.[0],
    );
    expect(new Set(links).size).toBe(2);
    for (const { mail } of smtp.received) expect(mail.subject).toBe("Acme invites you to Campus AI");
  });

  it("sends a password reset in English", async () => {
    await queueMail(ctx.db, {
      template: "password-reset",
      to: "learner@example.com",
      language: "en",
      userId: null,
      data: { firstName: "Sam", path: "/set-password?token=xyz", expiresAt: "2026-12-09T12:00:00.000Z" },
    });
    await send();
    const [{ mail }] = smtp.received as [TestSmtp["received"][number]];
    expect(mail.subject).toBe("Choose a new password for Campus AI");
    expect(mail.text).toContain("Hi Sam,");
    expect(mail.text).toContain("Choose a new password: https://campus.example/set-password?token=xyz");
    expect(mail.text).toContain("9 December 2026");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://campus.example/set-password?token=xyz"');
  });

  it("adds no header for a line break in a name, and escapes names in the HTML", async () => {
    await queueMail(
      ctx.db,
      invitation({
        firstName: "Ala\r\nBcc: intruder@example.com",
        organizationName: '<b>Acme & "Co"</b>\r\nX-Injected: yes',
      }),
    );
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const [{ mail, envelopeTo, raw }] = smtp.received as [TestSmtp["received"][number]];
    expect(envelopeTo).toEqual(["ala@example.com"]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has("x-injected")).toBe(false);
    const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(headers).toMatch(/^To: "Ala Bcc: intruder@example.com" <ala@example.com>$/m);
    expect(mail.subject).toBe('<b>Acme & "Co"</b> X-Injected: yes zaprasza Cię do Campus AI');
    expect(mail.html).toContain("&lt;b&gt;Acme &amp; &quot;Co&quot;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Acme");
  });

  it("retries a mail the server refused, and sends it once when it accepts", async () => {
    const id = await queueMail(ctx.db, invitation());
    smtp.refuse = 1;
    expect(await send(ctx.db, { retrySeconds: () => 0 })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sent: false, failed: false });
    expect((await row(id))?.last_error).toMatch(/451/);

    expect(await send(ctx.db, { retrySeconds: () => 0 })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 2, sent: true, failed: false });
  });

  it("waits before retrying, and gives a mail up after the last attempt", async () => {
    const id = await queueMail(ctx.db, invitation());
    smtp.refuse = 10;
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    // The backoff: not due again at once.
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    await ctx.db.query("update mail_outbox set due_at = now() where id = $1", [id]);
    expect(await send(ctx.db, { maxAttempts: 2 })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 2, sent: false, failed: true });
    await ctx.db.query("update mail_outbox set due_at = now() where id = $1", [id]);
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("gives up at once on a recipient the server refuses for good", async () => {
    const id = await queueMail(ctx.db, invitation({}, "nobody@example.com"));
    smtp.refuse = 1;
    smtp.refuseCode = 550;
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sent: false, failed: true });
    expect((await row(id))?.last_error).toMatch(/550/);
  });

  it("retries when the mail server is down", async () => {
    const id = await queueMail(ctx.db, invitation());
    const nowhere = smtpTransport("smtp://127.0.0.1:1", "campus@campus.example");
    const down = sendDueMail(ctx.db, nowhere, { campusUrl: CAMPUS, log: quiet, retrySeconds: () => 0 });
    expect(await down).toEqual({ sent: 0, failed: 1 });
    nowhere.close();
    expect(await row(id)).toMatchObject({ attempts: 1, sent: false, failed: false });
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("never sends a link off the campus", async () => {
    const id = await queueMail(ctx.db, invitation({ path: "//evil.example/set-password" }));
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ sent: false, failed: true });
    expect(smtp.received).toHaveLength(0);
  });

  it("sends each mail exactly once when two senders race on one database", async () => {
    // On PostgreSQL the second sender is another pool, as another server process would have.
    let other: Db = ctx.db;
    if (ctx.db.kind === "postgres") {
      const [{ name } = { name: "" }] = await ctx.db.query<{ name: string }>("select current_database() as name");
      const url = new URL(process.env.DATABASE_URL ?? "");
      url.pathname = `/${name}`;
      other = await openPostgres(url.toString());
    }
    try {
      const count = 24;
      for (let n = 0; n < count; n++) await queueMail(ctx.db, invitation({ path: `/set-password?n=${n}` }));
      const [a, b] = await Promise.all([send(ctx.db), send(other)]);
      expect(a.sent + b.sent).toBe(count);
      const links = smtp.received.map(({ mail }) => /\?n=(\d+)/.exec(mail.text ?? "")?.[1]);
      expect(links).toHaveLength(count);
      expect(new Set(links).size).toBe(count);
    } finally {
      if (other !== ctx.db) await other.close();
    }
  });
});

describe("the outbox's cleanup", () => {
  it("deletes mail sent or given up over 30 days ago, and keeps the rest", async () => {
    const ids = [];
    for (let n = 0; n < 4; n++) ids.push(await queueMail(ctx.db, invitation()));
    const [oldSent, oldFailed, recent, queued] = ids;
    await ctx.db.query("update mail_outbox set sent_at = now() - interval '31 days' where id = $1", [oldSent]);
    await ctx.db.query("update mail_outbox set failed_at = now() - interval '31 days' where id = $1", [oldFailed]);
    await ctx.db.query("update mail_outbox set sent_at = now() - interval '29 days' where id = $1", [recent]);
    await deleteExpired(ctx.db, expiredRows);
    const left = await ctx.db.query<{ id: string }>("select id from mail_outbox order by id");
    expect(left.map((r) => r.id)).toEqual([recent, queued].sort());
  });
});

describe("mail without SMTP_URL", () => {
  it("is written to MAIL_DIR as an .eml file, its link in the log", async () => {
    const dir = await mkdtemp(join(tmpdir(), "campus-mail-test-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const lines: { o: Record<string, unknown>; m: string }[] = [];
    const log = { info: (o: object, m: string) => lines.push({ o: o as Record<string, unknown>, m }) };
    await queueMail(ctx.db, invitation({}, "ola@example.com", "en"));
    expect(
      await sendDueMail(ctx.db, folderTransport(dir, "Campus <campus@localhost>", log), {
        campusUrl: CAMPUS,
        log: quiet,
      }),
    ).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(dir, files[0] as string)));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: "Ala", address: "ola@example.com" },
    ]);
    expect(mail.subject).toBe("Szkoła Podstawowa nr 5 invites you to Campus AI");
    expect(lines).toEqual([
      expect.objectContaining({
        m: "mail written",
        o: expect.objectContaining({ links: ["https://campus.example/set-password?token=abc123&x=1"] }),
      }),
    ]);
  });
});

describe("the mail plugin", () => {
  const dir = join(tmpdir(), `campus-mail-plugin-${process.pid}-${Date.now()}`);
  const served = useApp({ campusUrl: CAMPUS, mailEveryMs: 50, mailDir: dir, smtpUrl: undefined });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("sends what is queued shortly after, without anyone asking", async () => {
    await queueMail(served.db, invitation());
    const deadline = Date.now() + 5000;
    let files: string[] = [];
    while (Date.now() < deadline && files.length === 0) {
      files = await readdir(dir).catch(() => []);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(files).toHaveLength(1);
    const [sent] = await served.db.query<{ sent: boolean }>("select sent_at is not null as sent from mail_outbox");
    expect(sent?.sent).toBe(true);
  });
});

describe("the mail's look", () => {
  it("takes its colours from the design system's light theme", async () => {
    const css = await readFile(
      resolve(import.meta.dirname, "../../../packages/design-system/src/styles/tokens.css"),
      "utf8",
    );
    const light = css.slice(0, css.indexOf('[data-theme="high-contrast"]'));
    for (const [name, token] of Object.entries(paletteTokens)) {
      const value = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, "i").exec(light)?.[1];
      expect(value, token).toBe(mailPalette[name as keyof typeof mailPalette]);
    }
  });

  it("writes the whole link in the text and the HTML", () => {
    const mail = composeMail(
      { template: "password-reset", language: "pl", recipient: "a@b.example", data: invitation().data },
      `${CAMPUS}/`,
    );
    expect(mail.links).toEqual(["https://campus.example/set-password?token=abc123&x=1"]);
    expect(mail.subject).toBe("Ustaw nowe hasło do Campus AI");
  });
});
