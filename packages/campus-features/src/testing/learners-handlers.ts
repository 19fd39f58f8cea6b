import type { InviteBody, LearnerAccount } from "@campus/contract";
import { type HttpHandler, HttpResponse, http } from "msw";
import { answer, callLog, callPath, record } from "./handlers";
import { accounts, invitedAccount, learnersAnswerFor, organizations } from "./learners-fixtures";

type AccountCall = "inviteLearner" | "deactivateLearner" | "reactivateLearner" | "resendInvitation";

/** The statuses each change starts from, and the one it leaves (the server's rules). */
const changes = {
  deactivateLearner: { from: ["active", "invited"], to: "deactivated" },
  reactivateLearner: { from: ["deactivated"], to: "active" },
  resendInvitation: { from: ["invited"], to: "invited" },
} as const;

const idIn = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-2) ?? "");

/**
 * Applies one call to the accounts as the server would, or says why it refuses it: an invitation adds an invited
 * account (an email that has one is refused), a change of status needs the status it starts from.
 */
function apply(list: readonly LearnerAccount[], name: AccountCall, url: string, body: unknown) {
  if (name === "inviteLearner") {
    const invite = body as InviteBody;
    if (list.some((each) => each.email === invite.email)) return { refused: "An account with this email exists." };
    const made = invitedAccount(invite);
    return { list: [...list, made], account: made };
  }
  const found = list.find((each) => each._id === idIn(url));
  const { from, to } = changes[name];
  if (!found || !(from as readonly string[]).includes(found.status)) return { refused: "The account changed." };
  const changed: LearnerAccount = { ...found, status: to };
  return { list: list.map((each) => (each._id === changed._id ? changed : each)), account: changed };
}

/** The accounts as the story's calls so far left them (the log starts empty with every story). */
function accountsAfterCalls(start: readonly LearnerAccount[], upTo = callLog.length): readonly LearnerAccount[] {
  let list = start;
  for (const call of callLog.slice(0, upTo)) {
    if (call.name in changes || call.name === "inviteLearner") {
      list = apply(list, call.name as AccountCall, call.url, call.body).list ?? list;
    }
  }
  return list;
}

/**
 * The staff's account calls over `start`: the list filtered, sorted and paged as the server does it, and the
 * invitations and changes of status applied to it, refused with a 409 where the server would refuse them.
 */
export function learnersHandlers(start: readonly LearnerAccount[] = accounts): HttpHandler[] {
  const change = (name: AccountCall) =>
    http.post(callPath(name), async ({ request }) => {
      const before = accountsAfterCalls(start);
      await record(name, request);
      const outcome = apply(before, name, request.url, callLog.at(-1)?.body);
      if (outcome.refused) {
        return HttpResponse.json({ statusCode: 409, error: "Conflict", message: outcome.refused }, { status: 409 });
      }
      return HttpResponse.json(outcome.account);
    });
  return [
    answer("learners", (request: Request) => learnersAnswerFor(accountsAfterCalls(start), new URL(request.url))),
    answer("organizations", { organizations }),
    change("inviteLearner"),
    change("deactivateLearner"),
    change("reactivateLearner"),
    change("resendInvitation"),
  ];
}
