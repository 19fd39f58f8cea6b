import type { Lang } from "@campus/contract";
import type { MailTemplate, MailTemplates } from "./outbox.js";
import { mailPalette as c } from "./palette.js";
import { mailString } from "./strings.js";

/** A mail ready for the transport: who it goes to, its subject, its plain text and HTML, and the links it carries. */
export interface ComposedMail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The whole campus addresses the mail leads to (the embedded default prints them in the log). */
  links: string[];
}

/** What the sender composes from: an outbox row. */
export interface MailToCompose {
  template: string;
  language: Lang;
  recipient: string;
  data: unknown;
}

/** A mail that can never be composed (an unknown template, a link off the campus): retrying will not help. */
export class UncomposableMail extends Error {}

/** Each template's strings; the keys are written whole so that the locale usage check finds them. */
const templateKeys = {
  invitation: {
    subject: "mail.invitation.subject",
    body: "mail.invitation.body",
    action: "mail.invitation.action",
    expires: "mail.invitation.expires",
    notYou: "mail.invitation.notYou",
  },
  "password-reset": {
    subject: "mail.passwordReset.subject",
    body: "mail.passwordReset.body",
    action: "mail.passwordReset.action",
    expires: "mail.passwordReset.expires",
    notYou: "mail.passwordReset.notYou",
  },
} as const satisfies Record<MailTemplate, Record<string, `mail.${string}`>>;

/** Text that goes into a header (the recipient's name, the subject) on one line: no line break can start another. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

/** The campus's time zone: the expiry is told as a learner in Poland reads a clock, with the zone named. */
function formatTime(iso: string, lang: Lang): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new UncomposableMail(`expiresAt is not a time: ${JSON.stringify(iso)}`);
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Warsaw",
    timeZoneName: "short",
  }).format(at);
}

/** A campus path made whole on the campus's address; a path that would leave the campus (`//host`) is refused. */
export function campusLink(path: string, campusUrl: string): string {
  const campus = new URL(campusUrl);
  const link = new URL(path, campus);
  if (!path.startsWith("/") || link.origin !== campus.origin) {
    throw new UncomposableMail(`The link ${JSON.stringify(path)} is not a path of the campus.`);
  }
  return link.toString();
}

const isTemplate = (name: string): name is MailTemplate => Object.hasOwn(templateKeys, name);

/** The mail an outbox row stands for, in its recipient's language. */
export function composeMail(mail: MailToCompose, campusUrl: string): ComposedMail {
  if (!isTemplate(mail.template)) throw new UncomposableMail(`Unknown mail template ${JSON.stringify(mail.template)}.`);
  const lang = mail.language;
  const keys = templateKeys[mail.template];
  const data = mail.data as Partial<MailTemplates["invitation"]> & MailTemplates["password-reset"];
  const campus = mailString(lang, "mail.campusName");
  const values = {
    campus,
    firstName: oneLine(String(data.firstName ?? "")),
    organizationName: oneLine(String(data.organizationName ?? "")),
    expiresAt: formatTime(String(data.expiresAt), lang),
  };
  const link = campusLink(String(data.path), campusUrl);
  const say = (key: `mail.${string}`) => mailString(lang, key, values);
  const subject = oneLine(say(keys.subject));
  const greeting = say("mail.greeting");
  const paragraphs = [say(keys.body)];
  const after = [say(keys.expires), say(keys.notYou)];
  const action = say(keys.action);
  const footer = say("mail.footer");
  const linkHelp = say("mail.linkHelp");

  const text = [greeting, "", ...paragraphs, "", `${action}: ${link}`, "", ...after, "", "-- ", footer, ""].join("\n");
  return {
    to: { name: values.firstName, address: mail.recipient },
    subject,
    text,
    html: mailHtml({ lang, campus, subject, greeting, paragraphs, action, link, linkHelp, after, footer }),
    links: [link],
  };
}

interface MailPage {
  lang: Lang;
  campus: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  link: string;
  linkHelp: string;
  after: string[];
  footer: string;
}

/**
 * The mail as HTML in the campus's look: one column in tables with inline styles (what mail programs render), the
 * campus's name on its hero colour, one button and the same address written out for programs that block it.
 * Every value is escaped.
 */
function mailHtml(page: MailPage): string {
  const e = escapeHtml;
  const font = "font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif";
  const p = (text: string, style = "") =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${c.fg};${style}">${e(text)}</p>`;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(page.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${c.surface};${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.surface}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${c.raised};border:1px solid ${c.border};border-radius:12px;overflow:hidden">
<tr><td style="background:${c.hero};color:${c.heroFg};padding:20px 32px;font-size:20px;font-weight:700;${font}">${e(page.campus)}</td></tr>
<tr><td style="padding:32px;${font}">
${p(page.greeting)}
${page.paragraphs.map((text) => p(text)).join("\n")}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${c.accent}">
<a href="${e(page.link)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;line-height:24px;color:${c.accentFg};text-decoration:none;border-radius:8px;${font}">${e(page.action)}</a>
</td></tr></table>
${page.after.map((text) => p(text)).join("\n")}
${p(page.linkHelp, `font-size:14px;line-height:20px;color:${c.fgMuted};margin-bottom:4px`)}
<p style="margin:0 0 16px;font-size:14px;line-height:20px;word-break:break-all"><a href="${e(page.link)}" style="color:${c.accentText}">${e(page.link)}</a></p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${c.border};font-size:13px;line-height:20px;color:${c.fgMuted};${font}">${e(page.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
