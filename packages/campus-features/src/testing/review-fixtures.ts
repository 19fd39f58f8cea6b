import type {
  ReviewClaim,
  Reviewer,
  ReviewFilterOptions,
  ReviewQueueAnswer,
  ReviewQueueItem,
  ReviewWork,
  ReviewWorkAnswer,
  SubmitVersion,
} from "@campus/contract";

/**
 * The staff console's review in the demo's words, dated against the stories' clock (Sunday 22 November 2026,
 * 10:00 UTC): a work sent on Monday the 16th was due on Thursday the 19th and is overdue; one sent on Friday the
 * 20th is due on Wednesday the 25th. `review-fixtures.test.ts` checks each against the contract.
 */

export const me: Reviewer = { _id: "u-staff", firstName: "Ewa", lastName: "Recenzentka" };
export const colleague: Reviewer = { _id: "u-staff-2", firstName: "Marek", lastName: "Zieliński" };

const intro = { _id: "p-basics", title: "Podstawy AI" };
const project = { _id: "c-final-single", title: "Projekt: asystent AI" };
const office = { _id: "c-final-multi", title: "AI w biurze: projekt końcowy" };
const task = { _id: "t-single", title: "Zaprojektuj asystenta AI dla swojego zespołu" };
const taskMail = { _id: "t-multi-1", title: "Automatyzacja poczty" };
const taskReport = { _id: "t-multi-2", title: "Raport z wdrożenia" };

export const filterOptions: ReviewFilterOptions = {
  programs: [intro],
  courses: [
    { ...project, programId: intro._id },
    { ...office, programId: intro._id },
  ],
  tasks: [
    { ...task, courseId: project._id },
    { ...taskMail, courseId: office._id },
    { ...taskReport, courseId: office._id },
  ],
};

const claimBy = (reviewer: Reviewer, until = "2026-11-22T10:12:00.000Z"): ReviewClaim => ({
  reviewer,
  until,
  mine: reviewer._id === me._id,
});

const item = (id: string, fields: Partial<ReviewQueueItem>): ReviewQueueItem => ({
  _id: id,
  status: "pending",
  learner: { _id: "u-writer", firstName: "Anna", lastName: "Kowalska", email: "writer@example.com" },
  program: intro,
  course: project,
  task,
  sentAt: "2026-11-20T09:30:00.000Z",
  dueAt: "2026-11-25T09:30:00.000Z",
  overdue: false,
  claim: null,
  ...fields,
});

/** Pending works, oldest sent first: two overdue, one held by a colleague, one with a long Polish name. */
export const pendingItems: ReviewQueueItem[] = [
  item("s-overdue", {
    learner: { _id: "u-jan", firstName: "Jan", lastName: "Wiśniewski", email: "jan.wisniewski@example.com" },
    sentAt: "2026-11-13T15:10:00.000Z",
    dueAt: "2026-11-18T15:10:00.000Z",
    overdue: true,
  }),
  item("s-claimed", {
    learner: { _id: "u-ola", firstName: "Aleksandra", lastName: "Nowak", email: "ola.nowak@example.com" },
    course: office,
    task: taskMail,
    sentAt: "2026-11-16T08:00:00.000Z",
    dueAt: "2026-11-19T08:00:00.000Z",
    overdue: true,
    claim: claimBy(colleague),
  }),
  item("s-long", {
    learner: {
      _id: "u-long",
      firstName: "Konstantynopolitańczykowianeczka",
      lastName: "Grzegorzewska-Szczebrzeszyńska",
      email: "konstantynopolitanczykowianeczka.grzegorzewska@przyklad.example.com",
    },
    course: office,
    task: taskReport,
    sentAt: "2026-11-19T12:45:00.000Z",
    dueAt: "2026-11-24T12:45:00.000Z",
  }),
  item("s-writer", { sentAt: "2026-11-20T09:30:00.000Z", dueAt: "2026-11-25T09:30:00.000Z" }),
];

export const queueAnswer = (fields: Partial<ReviewQueueAnswer> = {}): ReviewQueueAnswer => ({
  items: pendingItems,
  total: pendingItems.length,
  page: 1,
  pageSize: 25,
  counts: { pending: 4, approved: 12, rejected: 3, overdue: 2 },
  filters: filterOptions,
  ...fields,
});

/** A queue with nothing left to review. */
export const emptyQueue = queueAnswer({
  items: [],
  total: 0,
  counts: { pending: 0, approved: 12, rejected: 3, overdue: 0 },
});

/** Page 2 of a long queue: 37 pending works, 25 a page. */
export const secondPage = queueAnswer({
  total: 37,
  page: 2,
  counts: { pending: 37, approved: 120, rejected: 14, overdue: 9 },
});

const answerText =
  "<p>Mój asystent pomaga zespołowi obsługi klienta <strong>odpowiadać na pytania</strong> o zamówienia.</p>" +
  "<ul><li>Zbiera pytania z poczty i czatu.</li><li>Proponuje odpowiedź, którą pracownik zatwierdza.</li></ul>" +
  '<p>Szczegóły w <a href="https://example.com/asystent" target="_blank" rel="noopener noreferrer nofollow">opisie projektu</a>.</p>';

const earlier: SubmitVersion = {
  _id: "h-1",
  status: "rejected",
  text: "<p>Asystent odpowiada na pytania klientów.</p>",
  links: [],
  files: [{ name: "szkic.pdf", mimeType: "application/pdf", size: 48213 }],
  feedback: "Opisz, kto zatwierdza odpowiedzi asystenta i jak mierzysz jego skuteczność.",
  reviewedAt: "2026-11-18T14:00:00.000Z",
};

/** A pending work with every kind of answer: text, links, an image, a PDF and a Word file, and an earlier answer. */
export const work = (fields: Partial<ReviewWork> = {}): ReviewWork => ({
  ...(pendingItems[3] as ReviewQueueItem),
  version: "3",
  taskDescription:
    "Opisz asystenta AI, który odciąży Twój zespół: komu pomoże, jakie dane przetworzy i kto zatwierdzi jego odpowiedzi. Dołącz schemat lub zrzut ekranu.",
  text: answerText,
  links: ["https://example.com/asystent", "https://docs.example.com/prototyp-asystenta-obslugi-klienta"],
  files: [
    { _id: "f-chart", name: "schemat-asystenta.png", mimeType: "image/png", size: 894 },
    { _id: "f-pdf", name: "opis-projektu.pdf", mimeType: "application/pdf", size: 602 },
    {
      _id: "f-docx",
      name: "harmonogram-wdrożenia.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: 183_400,
    },
  ],
  feedback: null,
  reviewedAt: null,
  reviewedBy: null,
  history: [earlier],
  claim: claimBy(me),
  position: { index: 4, total: 37, previousId: "s-long", nextId: "s-next" },
  ...fields,
});

export const workAnswer = (fields: Partial<ReviewWork> = {}): ReviewWorkAnswer => ({ work: work(fields) });

/** The work a colleague holds. */
export const claimedWork = work({
  ...(pendingItems[1] as ReviewQueueItem),
  claim: claimBy(colleague),
  position: { index: 2, total: 4, previousId: "s-overdue", nextId: "s-long" },
});

/** A text-only answer of Polish text as long as the limit allows. */
export const longTextWork = work({
  ...(pendingItems[2] as ReviewQueueItem),
  text: `<p>${"Wdrożenie asystenta zaczęliśmy od rozmów z zespołem, który codziennie odpowiada na zgłoszenia. ".repeat(40)}</p>`,
  links: [],
  files: [],
  history: [],
});

/** A work approved by a colleague, with the feedback kept. */
export const approvedWork = work({
  status: "approved",
  claim: null,
  feedback: "Bardzo dobry, przemyślany projekt.",
  reviewedAt: "2026-11-21T11:20:00.000Z",
  reviewedBy: colleague,
  position: { index: 0, total: 4, previousId: null, nextId: null },
});

/** The bytes of the work's files, as the server sends them. */
export const fileBytes: Record<string, { type: string; base64?: string; text?: string }> = {
  "f-chart": {
    type: "image/png",
    base64:
      "iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAADRUlEQVR42u3WsQ2DQAyGUZbJZBnXtQdwnSoFBR11uigCnDue9C3w6/wES2RJGrTlvW6SBg1gCWBJAEsCWAJYEsCSAJYEsASwJIAlASwBLAlgSQBLAlgCWBLAkgCWBLAEsCSAJQEsASwJYEkASwJYAlgSwJIAlgSwBLAkgCUBLAEsCWBJAEsCWAJY0l8BjixJg+YLLPmFlgSwJIAlgCUBLAlg6asez1dLAEsAAyyAAZYABlgCGGAJYIAFMMASwABLAAMsAezVBTDAEsAASwADLIABlgAGWAIYYAlggAUwwBLAAEsAAywBLAEMsAQwwBLAAAtggCWAAZYABlgCGGABDLAEMMASwABLAEsADwQ4sqRp6gLctdcXWL7AfqElgAGWAAZYAAMsAQywBDDAEsAAC2CAJYABlgAGWA4aYAEMMMACGGCA5aDtBVgAAyyAAQZYDtpegOWg7QUYYIABFsAAAywHbS/ActAAC2CAARbA9gIsB20vwAADDLAABhhgOWh7AZaDthdggAEGWAADDLActL0AC2CABTDAAAtgewGWg7YXYIABBlgAAwywHLS9xwCOLE1c10Hbe02+wL7AvsB+oQUwwADLQdsLsAAGWAADDLAAthdgOWh7AQYYYIAFMMAAy0HbC7AcNMACGGCABTDAAMtB2wuwB7YXYIAdtL0AA2yvvQB7YHvtBdhB2wswwA7aXoA9sL32AuyB7QUYYAdtL8AAO2h7AfbA9toLsIO2F2CAHbS9AANsr70Ae2B77QXYQdsLMMAO2l6APbC99gLsge0FGGAHbS/AADtoewH2wPbaC7CDthdggB20vQADbK+9xwCOrFvV9cD22ntGvsC+SPb6hQbYQdsLsAe2116APbC9AAPsoO0FGGAHbS/AHtheewF20PYCDLCDthdgD2yvvQB7YHsBBthB2wswwA7aXoA9sL32AuyB7QUYYAdtL8AA22svwB7YXns/AHtge+0F2APbay/AHtheewH2wPYC7IHttRdgD2yvvQB7YHvtBdhB2wuwB7bXXoA9sL32AuyB7QXYA9trL8Ae2F57AfbA9toLsAe2F2APbK+9AHtge+0F2APbay/A9toLsAe2116APbC99v7aDkYEp4MjWnjpAAAAAElFTkSuQmCC",
  },
  "f-pdf": {
    type: "application/pdf",
    text: "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 18 Tf 40 100 Td (Opis projektu) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  },
  "f-docx": { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", text: "PK" },
};
