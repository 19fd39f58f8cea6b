import type { ExamAnswer } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type DraftStorage, deviceDraftKey, memoryDrafts } from "../../session";
import {
  answer,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
} from "../../testing";
import * as fx from "../../testing/final-work-fixtures";
import { finalWorkHandlers, refusedSend, sendingForever } from "../../testing/final-work-handlers";
import { callsTo, screen } from "../../testing/play";
import { FinalWorkPage } from "./final-work-page";
import { finalWorkPaths } from "./final-work-steps";
import { loadTextEditor } from "./lazy-text-editor";
import { SERVER_SYNC_DEFAULTS } from "./server-draft-sync";

/**
 * The page with its drafts kept in memory, fresh for each showing: stories never find what another story (or
 * an earlier run) left in the browser's IndexedDB.
 */
function PageWithDrafts({ storage }: { storage?: () => DraftStorage }) {
  const [drafts] = useState(() => storage?.() ?? memoryDrafts());
  return <FinalWorkPage drafts={drafts} />;
}
/** The page at each of its steps' addresses, as the app routes them. */
const pagesWith = (storage?: () => DraftStorage) => {
  const element = <PageWithDrafts {...(storage ? { storage } : {})} />;
  return finalWorkPaths.map((path) => ({ path, element }));
};
const pages = pagesWith();
const at = (path: string) => renderCampus({ path, pages });

/** A draft of the single task left on this device by the story learner: text, a link and a PDF. */
const leftDraft = () =>
  memoryDrafts(
    new Map([
      [
        deviceDraftKey(fixtures.learner._id, "c-final-single", "c-final-single-task1"),
        {
          version: 1,
          text: "<p>Mój asystent odpowiada klientom sklepu na pytania o zwroty.</p>",
          links: ["https://youtu.be/dQw4w9WgXcQ"],
          files: [
            {
              name: "projekt.pdf",
              type: "application/pdf",
              lastModified: 0,
              bytes: new TextEncoder().encode("%PDF-1.4 projekt").buffer,
            },
          ],
        },
      ],
    ]),
  );
/** A device whose writes never finish: the draft stays "saving". */
const slowDevice = (): DraftStorage => ({ ...memoryDrafts(), set: () => new Promise<void>(() => undefined) });

const meta = {
  title: "Pages/CourseFinalWork",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  // The editor loads apart from the page; loaded first, so no shot catches its placeholder.
  loaders: [() => loadTextEditor().then(() => ({}))],
  render: at("/course-final-work/c-final-single"),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's handlers with these first (the first handler that matches a call answers it). */
const withPages = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { pages: [...handlers, ...campusHandlers().pages] } },
});
const over = (exam: ExamAnswer | { pl: ExamAnswer; en: ExamAnswer }, ...first: HttpHandler[]) =>
  withPages(...first, ...finalWorkHandlers(exam));
const multi = at("/course-final-work/c-final-multi");

const h1 = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const h2 = (name: string | RegExp) => screen.findByRole("heading", { level: 2, name });
const editor = () => screen.findByRole("textbox", { name: "Tekst odpowiedzi" });
const send = () => screen.getByRole("button", { name: /Wyślij/ });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("The uploader's file input is missing");
  return input;
};
const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
const uploadAny = userEvent.setup({ applyAccept: false });

/**
 * The draft has been kept on this device and saved on the server, a couple of seconds after the last change (so
 * the picture shows the settled status).
 */
const draftSaved = () =>
  waitFor(() => expect(screen.getByTestId("draft-status").dataset.status).toMatch(/^synced/), { timeout: 6000 });

/** The overview has loaded (the skeleton's h1 reads the same as the page's). */
const overview = () => h2("O pracy końcowej");

async function openSingleTask() {
  await overview();
  await userEvent.click(screen.getByRole("button", { name: "Przejdź do zadania" }));
  await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Opisz swój projekt" })).toHaveFocus());
}

async function addLink(url: string) {
  await userEvent.click(screen.getByRole("button", { name: "Dodaj link" }));
  // The new row is the last one.
  const field = (await screen.findAllByRole("textbox", { name: /^Link \d/ })).at(-1) as HTMLElement;
  await userEvent.click(field);
  await userEvent.paste(url);
  await userEvent.tab();
}

/**
 * Step 1 of a single-task final work: its course, title, description, the one task with the kinds of answer it
 * takes, the limits and how long review takes. The single task is flagged and Start opens it directly.
 */
export const Overview: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await overview();
    await expect(await h1("Praca końcowa")).toBeVisible();
    await expect(screen.getByText("Jedno zadanie")).toBeVisible();
    // One task is spoken of as one.
    await expect(screen.getByRole("heading", { level: 3, name: "Zadanie" })).toBeVisible();
    await expect(screen.getByText("Ocena pracy trwa do 3 dni roboczych.")).toBeVisible();
    // The trail: Programs, the course's program, the course, the final work.
    await expect(screen.getByRole("link", { name: "Podstawy AI" })).toHaveAttribute("href", "/program/p-foundations");
    await expect(screen.getByText(/Pliki: do 3, każdy do 5 MB/)).toBeVisible();
    await expect(screen.getByRole("link", { name: "Projekt: asystent AI" })).toHaveAttribute(
      "href",
      "/course/c-final-single",
    );
    await expect(document.title).toBe("Praca końcowa – Projekt: asystent AI – Campus AI");
  },
};

/** Step 1 of the three-task final work: each task with its answer types, counted. */
export const OverviewMultiTask: Story = {
  parameters: over(fx.examMulti),
  render: multi,
  play: async () => {
    await overview();
    await expect(screen.getByText("3 zadania")).toBeVisible();
    await expect(screen.getByRole("heading", { level: 3, name: "Zadania" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Rozpocznij pracę" })).toBeVisible();
  },
};

/** Step 2: the task list with where each task stands; reached from a sent task, focus moves to its heading. */
export const TaskList: Story = {
  parameters: over(fx.examMultiStarted),
  render: multi,
  play: async () => {
    await h2("Pokaż wideo z prezentacją");
    // Nothing unsent on a task waiting for review: no question asked.
    await userEvent.click(screen.getByRole("button", { name: "Zmień zadanie" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Wybierz zadanie" })).toHaveFocus());
    await expect(screen.getByText("Zaakceptowana")).toBeVisible();
    await expect(screen.getByText("Oczekuje na ocenę")).toBeVisible();
    await expect(screen.getByText("Nie wysłano")).toBeVisible();
  },
};

/** Step 3 of the single task: an empty answer of text, links and files. */
export const TaskEmpty: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await expect(await editor()).toHaveAccessibleDescription(/0 \/ 5000 znaków/);
    await expect(screen.getByRole("button", { name: "Dodaj link" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Wybierz pliki" })).toBeVisible();
  },
};

/**
 * Lessons are left (issue 40): the task can be read and the answer written (kept as a draft), but in place of
 * the send button the page says how many lessons are left, why, and links to the next one.
 */
export const LessonsLeft: Story = {
  parameters: over(fx.examSingle, answer("course", fixtures.courseFinalWork)),
  play: async () => {
    await openSingleTask();
    await expect(await editor()).toBeVisible();
    await expect(await screen.findByText("Zostały 3 lekcje")).toBeVisible();
    await expect(screen.getByText(/Pracę końcową wyślesz, gdy ukończysz wszystkie lekcje kursu/)).toBeVisible();
    await expect(screen.getByRole("link", { name: "Przejdź do następnej lekcji" })).toHaveAttribute(
      "href",
      "/course/c-final-single?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
    await expect(screen.queryByRole("button", { name: /Wyślij/ })).toBeNull();
  },
};

/** A task that takes links only: no editor, no uploader. */
export const TaskLinksOnly: Story = {
  parameters: over(fx.examMulti),
  render: multi,
  play: async () => {
    await overview();
    await userEvent.click(screen.getByRole("button", { name: "Rozpocznij pracę" }));
    await userEvent.click(await screen.findByRole("button", { name: "Otwórz zadanie: Pokaż wideo z prezentacją" }));
    await h2("Pokaż wideo z prezentacją");
    await expect(screen.queryByRole("textbox", { name: "Tekst odpowiedzi" })).toBeNull();
    await expect(screen.queryByRole("button", { name: "Wybierz pliki" })).toBeNull();
    await expect(screen.getByRole("button", { name: "Dodaj link" })).toBeVisible();
  },
};

/** An answer being written: text with the live counter, a YouTube link and a chosen file. */
export const Writing: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    // Writing, the learner has no footer links to leave the answer by (SPEC section 2: hidden per page).
    await expect(screen.queryByRole("contentinfo")).toBeNull();
    await userEvent.click(await editor());
    await userEvent.keyboard("Mój asystent pomaga klientom.");
    await waitFor(async () => expect(await editor()).toHaveAccessibleDescription(/29 \/ 5000 znaków/));
    await addLink("https://youtu.be/dQw4w9WgXcQ");
    await expect(await screen.findByText("YouTube")).toBeVisible();
    await userEvent.upload(fileInput(), pdf("projekt.pdf"));
    await expect(await screen.findByRole("list", { name: "Dodane pliki" })).toHaveTextContent("projekt.pdf");
    await draftSaved();
  },
};

/**
 * Coming back to the task (a reload, a closed tab): the unsent answer kept on this device is back, its file
 * included, and the status says where it came from.
 */
export const DraftRestored: Story = {
  parameters: over(fx.examSingle),
  render: renderCampus({ path: "/course-final-work/c-final-single", pages: pagesWith(leftDraft) }),
  play: async () => {
    await openSingleTask();
    const restored = "Przywrócono niewysłaną odpowiedź zapisaną na tym urządzeniu";
    await waitFor(() => expect(screen.getByTestId("draft-status")).toHaveTextContent(restored));
    await expect(document.querySelector("[aria-live=polite].sr-only")).toHaveTextContent(restored);
    await expect(await editor()).toHaveTextContent("Mój asystent odpowiada klientom sklepu na pytania o zwroty.");
    await expect(screen.getByRole("textbox", { name: /^Link 1/ })).toHaveValue("https://youtu.be/dQw4w9WgXcQ");
    await expect(screen.getByRole("list", { name: "Dodane pliki" })).toHaveTextContent("projekt.pdf");
  },
};

/** Just after a change the draft is being written to this device. */
export const DraftSaving: Story = {
  parameters: over(fx.examSingle),
  render: renderCampus({ path: "/course-final-work/c-final-single", pages: pagesWith(slowDevice) }),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Mój asystent");
    await expect(await screen.findByText("Zapisywanie…")).toBeVisible();
  },
};

/**
 * A moment after the last change the draft is kept on this device and saved on the server, where another device
 * finds it: "Zapisano", said once through the polite region.
 */
export const DraftSaved: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Mój asystent pomaga klientom.");
    await draftSaved();
    await expect(screen.getByTestId("draft-status")).toHaveTextContent(/^Zapisano$/);
    const region = document.querySelector("[aria-live=polite].sr-only");
    await expect(region).toHaveTextContent("Zapisano");
    await expect(callsTo("saveExamDraft").at(-1)?.body).toMatchObject({ text: "<p>Mój asystent pomaga klientom.</p>" });
  },
};

/** Send with nothing written: the answer says it is empty and nothing is sent. */
export const EmptyAnswerError: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(send());
    await expect(await screen.findByText("Odpowiedź jest pusta: napisz tekst, dodaj link lub plik.")).toBeVisible();
    await expect(callsTo("createExamSubmit")).toHaveLength(0);
  },
};

/** A link to a service that is not allowed is marked on its row before anything is sent. */
export const InvalidLinkProvider: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await addLink("https://example.com/moja-praca");
    await userEvent.click(send());
    await expect(await screen.findByText(/Popraw zaznaczone linki/)).toBeVisible();
    await expect(callsTo("createExamSubmit")).toHaveLength(0);
    await draftSaved();
  },
};

/** The editor's link dialog refuses a malformed address: 'Invalid URL address'. */
export const LinkDialogInvalidUrl: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Dodaj link" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Adres URL lub e-mail" }), "http://zly adres");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zapisz" }));
    await expect(await within(dialog).findByText("Nieprawidłowy adres URL")).toBeVisible();
  },
};

/** The editor's link dialog refuses a malformed e-mail address: 'Invalid email address'. */
export const LinkDialogInvalidEmail: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Dodaj link" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Adres URL lub e-mail" }), "jan@");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zapisz" }));
    await expect(await within(dialog).findByText("Nieprawidłowy adres e-mail")).toBeVisible();
  },
};

/** Files refused by the uploader: a wrong format, and one over the size limit (SPEC section 5's message). */
export const FileErrors: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await uploadAny.upload(fileInput(), [
      new File(["<html>"], "strona.html", { type: "text/html" }),
      pdf("skan.pdf", 6 * 1024 * 1024),
    ]);
    await expect(await screen.findByText("Nieprawidłowy format pliku")).toBeVisible();
    await expect(screen.getByText("Plik skan.pdf jest za duży. Maksymalny rozmiar to 5MB")).toBeVisible();
  },
};

/**
 * The server refuses a link (SPEC section 5): its error shows on that link's row in the learner's language (from
 * the refusal's code, never the server's English), the toast says the answer was not sent, and the whole answer
 * stays on screen to be fixed.
 */
export const PerLinkServerErrors: Story = {
  parameters: over(fx.examSingle, ...refusedSend({ "https://vimeo.com/76979871": { code: "vimeoNotVideo" } })),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Opis projektu.");
    await addLink("https://youtu.be/dQw4w9WgXcQ");
    await addLink("https://vimeo.com/76979871");
    await userEvent.click(send());
    await expect(await screen.findByText("Ten link do Vimeo nie prowadzi do filmu.")).toBeVisible();
    await expect(screen.queryByText(/Refused by the server/)).toBeNull();
    await expect(await screen.findByText("Błąd wysyłania odpowiedzi")).toBeVisible();
    await expect(await editor()).toHaveTextContent("Opis projektu.");
    await expect(screen.getByRole("textbox", { name: "Link 1" })).toHaveValue("https://youtu.be/dQw4w9WgXcQ");
    await draftSaved();
  },
};

/**
 * A file whose name says picture but whose bytes do not (a web page saved as .png): the server tells it from its
 * first bytes and refuses it, and the uploader names it in the learner's language; the answer stays.
 */
export const FileRefusedByServer: Story = {
  parameters: over(fx.examSingle, ...refusedSend({ files: { code: "invalidFormat", fileName: "zrzut.png" } })),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Opis projektu.");
    await userEvent.upload(fileInput(), [new File(["<!doctype html>"], "zrzut.png", { type: "image/png" })]);
    await userEvent.click(send());
    await expect(await screen.findByText("Nieprawidłowy format pliku: zrzut.png")).toBeVisible();
    await expect(await screen.findByText("Błąd wysyłania odpowiedzi")).toBeVisible();
    await expect(await editor()).toHaveTextContent("Opis projektu.");
    await draftSaved();
  },
};

/** The answer on its way: every field locked, each file with its progress. */
export const Uploading: Story = {
  parameters: over(fx.examSingle, ...sendingForever()),
  play: async () => {
    await openSingleTask();
    await userEvent.upload(fileInput(), [pdf("raport.pdf"), pdf("zalacznik.pdf")]);
    await userEvent.click(send());
    await expect(await screen.findByRole("progressbar", { name: "Wysyłanie pliku raport.pdf" })).toBeVisible();
    await expect(screen.getByRole("progressbar", { name: "Wysyłanie pliku zalacznik.pdf" })).toBeVisible();
    await expect(screen.getByRole("button", { name: /Wysyłanie/ })).toBeVisible();
    // While the answer itself is on its way, the draft's server copy waits (it would cross the answer): no save
    // goes out for longer than a save's delay. (On a busy machine the draft may have reached the server before
    // the send began, so its status is either still saving or saved; what must not happen is a later save.)
    const savesWhenSent = callsTo("saveExamDraft").length;
    await new Promise((done) => setTimeout(done, SERVER_SYNC_DEFAULTS.delayMs + 500));
    await expect(callsTo("saveExamDraft")).toHaveLength(savesWhenSent);
    await expect(screen.getByTestId("draft-status").dataset.status).toMatch(/^(saving|saved|synced)/);
  },
};

/** A send that fails on the server: the toast 'Error sending answer', the answer kept. */
export const SendError: Story = {
  parameters: over(fx.examSingle, failure("createExamSubmit", 500)),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Mój tekst.");
    await userEvent.click(send());
    await expect(await screen.findByText("Błąd wysyłania odpowiedzi")).toBeVisible();
    await expect(await editor()).toHaveTextContent("Mój tekst.");
    await draftSaved();
  },
};

/** A sent answer: the success modal says review takes up to 3 business days; the task waits for review. */
export const Sent: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Gotowe.");
    await addLink("https://drive.google.com/file/d/abc/view");
    await userEvent.click(send());
    const modal = await screen.findByRole("dialog", { name: "Odpowiedź została wysłana" });
    await expect(modal).toHaveTextContent("Ocena pracy trwa do 3 dni roboczych.");
    await expect(callsTo("createExamSubmit")[0]?.body).toMatchObject({
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "<p>Gotowe.</p>",
      links: ["https://drive.google.com/file/d/abc/view"],
    });
  },
};

/** A learner who already sent opens on the task (step 3): awaiting review, with the sent answer. */
export const StatusPending: Story = {
  parameters: over(fx.examSinglePending),
  play: async () => {
    await expect(await h2("Opisz swój projekt")).toBeVisible();
    await expect(screen.getByText("Oczekuje na ocenę")).toBeVisible();
    await expect(screen.getByText("opis-asystenta.pdf")).toBeVisible();
    await expect(screen.queryByRole("button", { name: /Wyślij/ })).toBeNull();
    // Nothing is being written: the footer is back (painted once no part of the page is still loading).
    await waitFor(() => expect(screen.getByRole("contentinfo")).toBeInTheDocument());
  },
};

/** An approved answer with the reviewer's words. */
export const StatusApproved: Story = {
  parameters: over(fx.examSingleApproved),
  play: async () => {
    await expect(await screen.findByText("Zaakceptowana")).toBeVisible();
    await expect(screen.getByText("Świetna praca, gratulacje!")).toBeVisible();
  },
};

/**
 * A rejected answer: the reviewer's feedback stays beside the answer while it is corrected, which starts from
 * the sent text and links; the earlier files are named.
 */
export const StatusRejected: Story = {
  parameters: over(fx.examSingleRejected),
  play: async () => {
    await expect(await screen.findByText("Do poprawy")).toBeVisible();
    await expect(screen.getByText(/brakuje opisu/)).toBeVisible();
    await expect(await editor()).toHaveTextContent("Mój asystent odpowiada na pytania");
    await expect(screen.getByText(/opis-asystenta.pdf/)).toBeVisible();
    await expect(send()).toHaveTextContent("Wyślij poprawioną odpowiedź");
  },
};

/** Approved after a correction: the earlier answer and its feedback stay readable. */
export const ApprovedWithHistory: Story = {
  parameters: over(fx.examSingleApprovedWithHistory),
  play: async () => {
    await expect(await screen.findByText("Zaakceptowana")).toBeVisible();
    const history = await screen.findByRole("region", { name: "Wcześniejsze odpowiedzi" });
    await expect(within(history).getByText(/brakuje opisu/)).toBeVisible();
    await expect(within(history).getByText("szkic.pdf")).toBeVisible();
    history.scrollIntoView({ block: "start" });
  },
};

/** Rejected again: the latest feedback beside the correction, the first one below in the history. */
export const RejectedAgainWithHistory: Story = {
  parameters: over(fx.examSingleRejectedAgain),
  play: async () => {
    await expect(await screen.findByText(/opis działania jest za krótki/)).toBeVisible();
    const history = await screen.findByRole("region", { name: "Wcześniejsze odpowiedzi" });
    await expect(within(history).getByText(/brakuje opisu/)).toBeVisible();
    // The page's arrival focus lands on its heading (scrolling to it) once the answer is in: scroll after it.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
    history.scrollIntoView({ block: "start" });
  },
};

/** A corrected answer is sent with PUT to the rejected submission, never created again. */
export const Resubmitted: Story = {
  parameters: over(fx.examSingleRejected),
  play: async () => {
    await userEvent.click(await editor());
    await userEvent.keyboard("Dodaję przykład rozmowy. ");
    await userEvent.click(send());
    await screen.findByRole("dialog", { name: "Odpowiedź została wysłana" });
    await expect(callsTo("updateExamSubmit")).toHaveLength(1);
    await expect(callsTo("updateExamSubmit")[0]?.url).toMatch(/update-exam-submit\/submit-1$/);
    await expect(callsTo("createExamSubmit")).toHaveLength(0);
  },
};

/** Leaving a task with unsent work asks first: the change-task modal. */
export const ChangeTaskGuard: Story = {
  parameters: over(fx.examMulti),
  render: multi,
  play: async () => {
    await overview();
    await userEvent.click(screen.getByRole("button", { name: "Rozpocznij pracę" }));
    await userEvent.click(await screen.findByRole("button", { name: "Otwórz zadanie: Opisz swój projekt" }));
    await userEvent.click(await editor());
    await userEvent.keyboard("Szkic odpowiedzi");
    // The draft's status settles before the modal covers it, so the shot is the same on every run.
    await draftSaved();
    await userEvent.click(screen.getByRole("button", { name: "Zmień zadanie" }));
    const modal = await screen.findByRole("alertdialog", { name: "Zmienić zadanie?" });
    await expect(modal).toHaveTextContent(/nie została wysłana/);
  },
};

/**
 * The answer sent and the modal closed: focus is on the task's heading (the Send button that opened the modal
 * went with the form), and the sent text is formatted text to read, with no editor.
 */
export const SentClosed: Story = {
  parameters: over(fx.examSingle),
  play: async () => {
    await openSingleTask();
    await userEvent.click(await editor());
    await userEvent.keyboard("Mój asystent odpowiada klientom sklepu.");
    await userEvent.click(send());
    const modal = await screen.findByRole("dialog", { name: "Odpowiedź została wysłana" });
    // One task: nothing else to offer.
    await expect(within(modal).queryByRole("button", { name: "Następne zadanie" })).toBeNull();
    await userEvent.click(within(modal).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Opisz swój projekt" })).toHaveFocus());
    await expect(screen.queryByRole("textbox", { name: "Tekst odpowiedzi" })).toBeNull();
    await expect(screen.getByRole("group", { name: "Tekst odpowiedzi" })).toHaveTextContent(
      "Mój asystent odpowiada klientom sklepu.",
    );
  },
};

/** One task of several sent, opened at its own address: the modal offers the next task still without an answer. */
export const SentNextTaskOffered: Story = {
  parameters: over(fx.examMulti),
  render: at("/course-final-work/c-final-multi/tasks/c-final-multi-task1"),
  play: async () => {
    await userEvent.click(await editor());
    await userEvent.keyboard("Kampania dla lokalnej piekarni.");
    await userEvent.click(send());
    const modal = await screen.findByRole("dialog", { name: "Odpowiedź została wysłana" });
    await expect(modal).toHaveTextContent("Na Twoją odpowiedź czeka jeszcze: Pokaż wideo z prezentacją.");
    await expect(within(modal).getByRole("button", { name: "Następne zadanie" })).toBeVisible();
  },
};

/** "Next task" opens it: its address, and focus on its heading once the modal has closed. */
export const NextTaskOpened: Story = {
  parameters: over(fx.examMulti),
  render: at("/course-final-work/c-final-multi/tasks/c-final-multi-task1"),
  play: async () => {
    await userEvent.click(await editor());
    await userEvent.keyboard("Kampania dla lokalnej piekarni.");
    await userEvent.click(send());
    const modal = await screen.findByRole("dialog", { name: "Odpowiedź została wysłana" });
    await userEvent.click(within(modal).getByRole("button", { name: "Następne zadanie" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Pokaż wideo z prezentacją" })).toHaveFocus(),
    );
    await expect(screen.getByText("Zadanie 2 z 3")).toBeVisible();
  },
};

/** The task list's own address (a reload there, or a link) shows the list. */
export const TaskListAddress: Story = {
  parameters: over(fx.examMultiStarted),
  render: at("/course-final-work/c-final-multi/tasks"),
  play: async () => {
    await expect(await h2("Wybierz zadanie")).toBeVisible();
    await expect(screen.getByText("Oczekuje na ocenę")).toBeVisible();
  },
};

/** A task's own address shows that task, even for a learner whose entry would open another. */
export const TaskAddress: Story = {
  parameters: over(fx.examMultiStarted),
  render: at("/course-final-work/c-final-multi/tasks/c-final-multi-task3"),
  play: async () => {
    await expect(await h2("Dołącz raport")).toBeVisible();
    await expect(screen.getByText("Zadanie 3 z 3")).toBeVisible();
  },
};

/** A learner with answers to several tasks opens on the latest sent one. */
export const MultiTaskStarted: Story = {
  parameters: over(fx.examMultiStarted),
  render: multi,
  play: async () => {
    await expect(await h2("Pokaż wideo z prezentacją")).toBeVisible();
    await expect(screen.getByText("Zadanie 2 z 3")).toBeVisible();
  },
};

/** While the final work loads: placeholders in its shape, with the page's one h1. */
export const Loading: Story = {
  parameters: withPages(pending("exam")),
  play: async () => {
    await expect(await screen.findByText("Wczytywanie pracy końcowej")).toBeInTheDocument();
    await expect(screen.getByRole("heading", { level: 1, name: "Praca końcowa" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Praca końcowa – Campus AI"));
  },
};

const examDown = outage("exam", 500, fx.examSingle);
/** The final work failed to load: the toast 'Error loading task' and a retry that brings it. */
export const LoadFailed: Story = {
  parameters: withPages(examDown.handler, ...finalWorkHandlers(fx.examSingle)),
  beforeEach: () => examDown.start(),
  play: async () => {
    await expect(await screen.findByText("Błąd wczytywania zadania", {}, { timeout: 8000 })).toBeVisible();
    await expect(await screen.findByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
  },
};

/** Long Polish titles and descriptions wrap without breaking the layout. */
export const LongPolishText: Story = {
  parameters: over(fx.examLongText),
  render: multi,
  play: async () => {
    await expect(await h1(/kompleksowa kampania marketingowa/)).toBeVisible();
  },
};

/** The final work in English: interface from the locale file, content as the API sends it in English. */
export const English: Story = {
  globals: { locale: "en" },
  parameters: over({ pl: fx.examSingle, en: fx.examSingleEn }),
  play: async () => {
    await h2("About the final work");
    await expect(await h1("Final work")).toBeVisible();
    await expect(screen.getByText("Review takes up to 3 business days.")).toBeVisible();
    await expect(screen.getByText("Single task")).toBeVisible();
  },
};
