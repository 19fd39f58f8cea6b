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

/** Text that goes into a header (the recipient's name, the subject) on one line: no line break can start another. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

/** The campus's time zone: the expiry is told as a learner in Poland reads a clock, with the zone named. */
function formatTime(iso: unknown, lang: Lang): string {
  const at = new Date(String(iso));
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

type MailKey = `mail.${string}`;

/**
 * What one mail says, by its strings' keys: the subject, the paragraphs before the button (a quoted text after them,
 * say the reviewer's feedback), the button and the paragraphs after it; with the values its placeholders take and
 * the campus path the button leads to.
 */
interface Wording {
  values: Record<string, string>;
  subject: MailKey;
  paragraphs: MailKey[];
  quote: { intro: MailKey; text: string } | null;
  action: MailKey;
  after: MailKey[];
  path: string;
}

/** Each template's wording; the keys are written whole so that the locale usage check finds them. */
const wordings: { [T in MailTemplate]: (data: Partial<MailTemplates[T]>, lang: Lang) => Wording } = {
  invitation: (data, lang) => ({
    values: {
      organizationName: oneLine(String(data.organizationName ?? "")),
      expiresAt: formatTime(data.expiresAt, lang),
    },
    subject: "mail.invitation.subject",
    paragraphs: ["mail.invitation.body"],
    quote: null,
    action: "mail.invitation.action",
    after: ["mail.invitation.expires", "mail.invitation.notYou"],
    path: String(data.path),
  }),
  "password-reset": (data, lang) => ({
    values: { expiresAt: formatTime(data.expiresAt, lang) },
    subject: "mail.passwordReset.subject",
    paragraphs: ["mail.passwordReset.body"],
    quote: null,
    action: "mail.passwordReset.action",
    after: ["mail.passwordReset.expires", "mail.passwordReset.notYou"],
    path: String(data.path),
  }),
  "final-work-reviewed": (data) => {
    const approved = data.verdict === "approved";
    if (!approved && data.verdict !== "rejected")
      throw new UncomposableMail(`A verdict is approved or rejected, not ${JSON.stringify(data.verdict)}.`);
    const feedback = typeof data.feedback === "string" ? data.feedback.trim() : "";
    return {
      values: {
        courseTitle: oneLine(String(data.courseTitle ?? "")),
        taskTitle: oneLine(String(data.taskTitle ?? "")),
      },
      subject: approved ? "mail.finalWorkReviewed.approvedSubject" : "mail.finalWorkReviewed.rejectedSubject",
      paragraphs: [approved ? "mail.finalWorkReviewed.approvedBody" : "mail.finalWorkReviewed.rejectedBody"],
      quote: feedback ? { intro: "mail.finalWorkReviewed.feedback", text: feedback } : null,
      action: approved ? "mail.finalWorkReviewed.approvedAction" : "mail.finalWorkReviewed.rejectedAction",
      after: approved ? [] : ["mail.finalWorkReviewed.rejectedAfter"],
      path: String(data.path),
    };
  },
};

/** A campus path made whole on the campus's address; a path that would leave the campus (`//host`) is refused. */
export function campusLink(path: string, campusUrl: string): string {
  const campus = new URL(campusUrl);
  const link = new URL(path, campus);
  if (!path.startsWith("/") || link.origin !== campus.origin) {
    throw new UncomposableMail(`The link ${JSON.stringify(path)} is not a path of the campus.`);
  }
  return link.toString();
}

const isTemplate = (name: string): name is MailTemplate => Object.hasOwn(wordings, name);

/** The mail an outbox row stands for, in its recipient's language. */
export function composeMail(mail: MailToCompose, campusUrl: string): ComposedMail {
  if (!isTemplate(mail.template)) throw new UncomposableMail(`Unknown mail template ${JSON.stringify(mail.template)}.`);
  const lang = mail.language;
  const data = (mail.data ?? {}) as { firstName?: unknown };
  const wording = (wordings[mail.template] as (data: unknown, lang: Lang) => Wording)(data, lang);
  const campus = mailString(lang, "mail.campusName");
  const values = { ...wording.values, campus, firstName: oneLine(String(data.firstName ?? "")) };
  const link = campusLink(wording.path, campusUrl);
  const say = (key: MailKey) => mailString(lang, key, values);
  const subject = oneLine(say(wording.subject));
  const greeting = say("mail.greeting");
  const paragraphs = wording.paragraphs.map(say);
  const quote = wording.quote && { intro: say(wording.quote.intro), lines: wording.quote.text.split(/\r?\n/) };
  const after = wording.after.map(say);
  const action = say(wording.action);
  const footer = say("mail.footer");
  const linkHelp = say("mail.linkHelp");

  const text = [
    greeting,
    "",
    ...paragraphs,
    ...(quote ? ["", quote.intro, ...quote.lines.map((line) => `> ${line}`.trimEnd())] : []),
    "",
    `${action}: ${link}`,
    ...(after.length > 0 ? ["", ...after] : []),
    "",
    "-- ",
    footer,
    "",
  ].join("\n");
  return {
    to: { name: values.firstName, address: mail.recipient },
    subject,
    text,
    html: mailHtml({ lang, campus, subject, greeting, paragraphs, quote, action, link, linkHelp, after, footer }),
    links: [link],
  };
}

interface MailPage {
  lang: Lang;
  campus: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A text quoted as it was written (the reviewer's feedback), its lines kept, after a line that introduces it. */
  quote: { intro: string; lines: string[] } | null;
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
${page.quote ? `${p(page.quote.intro, "margin-bottom:8px")}\n<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${c.accent};background:${c.surface};font-size:16px;line-height:24px;color:${c.fg}">${page.quote.lines.map(e).join("<br>")}</blockquote>` : ""}
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
