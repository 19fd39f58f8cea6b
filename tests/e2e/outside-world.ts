/** The campus's port in the journeys, and the outside world's beside it (apps/api/test/outside-world.ts). */
export const campusPort = Number(process.env.E2E_PORT ?? 3170);
export const outsideWorld = { smtp: campusPort + 3, mailbox: campusPort + 4, provider: campusPort + 5 };
export const mailboxUrl = `http://127.0.0.1:${outsideWorld.mailbox}`;

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails the outside world's SMTP server received for an address, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const answer = await fetch(`${mailboxUrl}/mails?to=${encodeURIComponent(address)}`);
  return (await answer.json()) as ReceivedMail[];
}

/** Who signs in at the identity provider next (its people: `anna`, the demo learner; `stranger`, no account). */
export async function signInAtProviderAs(person: "anna" | "stranger"): Promise<void> {
  await fetch(`${mailboxUrl}/provider/person/${person}`, { method: "PUT" });
}
