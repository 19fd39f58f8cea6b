import type { AccountStatus, InviteBody, LearnerAccount, LearnersAnswer, Organization } from "@campus/contract";

/** The staff console's accounts in the stories: two organizations, every status, a long Polish name. */

export const organizations: Organization[] = [
  {
    _id: "org-demo",
    name: "Campus Demo",
    settings: { accessToToolRepository: true, accessToBenefits: true, accessToCommunity: true },
    learners: 7,
  },
  {
    _id: "org-szkola",
    name: "Szkoła Podstawowa nr 12 im. Marii Skłodowskiej-Curie w Szczebrzeszynie",
    settings: { accessToToolRepository: false, accessToBenefits: false, accessToCommunity: false },
    learners: 2,
  },
];

const organizationOf = (id: string) => {
  const found = organizations.find((organization) => organization._id === id) ?? organizations[0];
  return { _id: found?._id ?? id, name: found?.name ?? id };
};

const account = (
  _id: string,
  firstName: string,
  lastName: string,
  email: string,
  status: AccountStatus,
  organizationId = "org-demo",
  rest: Partial<LearnerAccount> = {},
): LearnerAccount => ({
  _id,
  email,
  firstName,
  lastName,
  organization: organizationOf(organizationId),
  rankStage: 2,
  role: "learner",
  language: "pl",
  status,
  createdAt: "2026-09-14T08:30:00.000Z",
  ...rest,
});

export const accounts: LearnerAccount[] = [
  account("u-kowalski", "Piotr", "Kowalski", "piotr.kowalski@example.com", "active", "org-demo", { rankStage: 1 }),
  account(
    "u-long",
    "Konstantynopolitańczykowianeczka",
    "Grzegorzewska-Szczebrzeszyńska",
    "konstantynopolitanczykowianeczka.grzegorzewska@przyklad.example.com",
    "active",
    "org-szkola",
  ),
  account("u-mazur", "Adam", "Mazur", "adam.mazur@example.com", "deactivated"),
  account("u-nowak", "Anna", "Nowak", "anna.nowak@example.com", "active", "org-demo", { rankStage: 4 }),
  account("u-staff", "Ewa", "Recenzentka", "staff@example.com", "active", "org-demo", { role: "staff" }),
  account("u-wisniewska", "Ewa", "Wiśniewska", "ewa.wisniewska@example.com", "invited", "org-szkola", {
    createdAt: "2026-11-20T09:00:00.000Z",
    language: "en",
  }),
  account("u-wojcik", "Zofia", "Wójcik", "zofia.wojcik@example.com", "active"),
];

/** Many accounts, for the list's pages: 120 learners of the demo organization. */
export const manyAccounts: LearnerAccount[] = Array.from({ length: 120 }, (_, index) => {
  const number = String(index + 1).padStart(3, "0");
  return account(`u-many-${number}`, "Osoba", `Ucząca ${number}`, `osoba.${number}@example.com`, "active");
});

const PAGE_SIZE = 50;

/** The `learners` call's answer over `list`, as the server filters, sorts (by last and first name) and pages it. */
export function learnersAnswerFor(list: readonly LearnerAccount[], url: URL): LearnersAnswer {
  const query = (url.searchParams.get("query") ?? "").toLowerCase();
  const organizationId = url.searchParams.get("organizationId");
  const status = url.searchParams.get("status");
  const page = Number(url.searchParams.get("page") ?? "1");
  const matching = list
    .filter((each) => (query ? `${each.firstName} ${each.lastName} ${each.email}`.toLowerCase().includes(query) : true))
    .filter((each) => (organizationId ? each.organization._id === organizationId : true))
    .filter((each) => (status ? each.status === status : true))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, "pl"));
  return {
    learners: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The account an invitation makes, as the server answers it. */
export const invitedAccount = (body: InviteBody): LearnerAccount =>
  account(`u-${body.email.split("@")[0]}`, body.firstName, body.lastName, body.email, "invited", body.organizationId, {
    rankStage: body.rankStage,
    language: body.language,
    createdAt: "2026-11-22T10:00:00.000Z",
  });
