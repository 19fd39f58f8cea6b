/**
 * What the campus meets outside itself in the end-to-end journeys, as real servers on loopback ports:
 * - an SMTP server (smtp-server) that keeps every mail it receives;
 * - a small HTTP service the journeys ask for those mails (GET /mails?to=...) and tell who signs in at the
 *   identity provider next (PUT /provider/person/<sub>);
 * - an OpenID Provider (oidc-provider) whose one client is the campus.
 * Started by tests/e2e/playwright.config.ts beside the campus, with the ports in E2E_SMTP_PORT, E2E_MAILBOX_PORT
 * and E2E_PROVIDER_PORT.
 */
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type ProviderPerson, startTestProvider } from "./oidc-provider.js";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT);
const providerPort = Number(process.env.E2E_PROVIDER_PORT);
const campusUrl = process.env.E2E_CAMPUS_URL ?? "";

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const text = parsed.text ?? "";
        const to = [parsed.to]
          .flat()
          .flatMap((a) => a?.value ?? [])
          .map((a) => a.address ?? "");
        for (const address of to) {
          mails.push({
            to: address.toLowerCase(),
            subject: parsed.subject ?? "",
            text,
            links: text.match(/https?:\/\/\S+/g) ?? [],
          });
        }
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const people: Record<string, ProviderPerson> = {
  anna: { email: "learner@example.com", email_verified: true, given_name: "Anna", family_name: "Nowak" },
  stranger: { email: "stranger@acme.example", email_verified: true, given_name: "Sam", family_name: "Obcy" },
};
const provider = await startTestProvider(`${campusUrl}/api/auth/sso/callback`, people, providerPort);

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://mailbox");
  if (request.method === "GET" && url.pathname === "/mails") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(mails.filter((mail) => mail.to === to)));
  } else if (request.method === "PUT" && url.pathname.startsWith("/provider/person/")) {
    provider.signInAs(decodeURIComponent(url.pathname.slice("/provider/person/".length)));
    response.end();
  } else if (url.pathname === "/") {
    response.end("ready");
  } else {
    response.statusCode = 404;
    response.end();
  }
});
mailbox.listen(mailboxPort, "127.0.0.1");
