import type { ReviewWork } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  campusHandlers,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
  reviewFixtures,
  reviewHandlers,
  storyNow,
} from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import * as fx from "../../testing/review-work-fixtures";
import { decisionRefused } from "../../testing/review-work-handlers";
import { ReviewWorkPage } from "./review-work-page";
import { clearAllFeedbackDrafts, feedbackDraftKey } from "./work/feedback-drafts";
import { forgetShortcutsSetting } from "./work/shortcuts";
import { dateTimeOf, timeOf } from "./work/work-dates";

const pages = [{ path: "/staff/reviews/:id", element: <ReviewWorkPage /> }];

/** Every story begins with no feedback kept in the browser and the shortcuts on, whatever the one before left. */
function FreshBrowser({ children }: { children: ReactNode }) {
  useState(() => {
    clearAllFeedbackDrafts(localStorage);
    forgetShortcutsSetting(localStorage);
    return true;
  });
  return children;
}

/** The queue the default work was opened from: pending works of one course. */
const queue = "status=pending&courseId=c-final-single";
const at =
  (path: string, stored: Record<string, string> = {}) =>
  (args: unknown, context: { globals: Record<string, unknown> }) => (
    <FreshBrowser>{renderCampus({ path, pages, stored })(args, context)}</FreshBrowser>
  );

/** The staff's campus with the review's calls over these works, and any handlers first (the first match answers). */
const staffCampus = (works: ReviewWork[] = fx.workPageWorks, ...first: HttpHandler[]) => {
  const campus = campusHandlers({ login: fixtures.loginAnswer(fixtures.staff) });
  return { msw: { handlers: { ...campus, pages: [...first, ...reviewHandlers({ works }), ...campus.pages] } } };
};

const meta = {
  title: "Pages/ReviewWork",
  tags: ["responsive"],
  parameters: { ...pageParameters, ...staffCampus() },
  render: at(`/staff/reviews/s-writer?${queue}`),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const feedback = () => screen.getByRole("textbox", { name: /Uwagi dla uczestnika/ });
const approve = () => screen.getByRole("button", { name: "Zatwierdź" });
const giveBack = () => screen.getByRole("button", { name: "Zwróć do poprawy" });
const time = (iso: string) => timeOf("pl", iso);

/** The work has loaded and its claim has been answered (the note under the decision's heading says so). */
async function opened(name = "Anna Kowalska") {
  await h1(name);
  await waitFor(() => expect(callsTo("claimReview").length).toBeGreaterThan(0));
}

async function typeFeedback(text: string) {
  await userEvent.click(feedback());
  await userEvent.paste(text);
}

/**
 * A pending work with every kind of answer: the task as sent, the answer's text, two links opening in a new tab, an
 * image and a PDF in place and a Word file to download, each with its kind and size, and one earlier answer folded
 * away. The header keeps the queue's filters on the way back and to the works before and after this one, says where
 * the work stands against its due time, and the page holds the work for its reviewer.
 */
export const Pending: Story = {
  play: async () => {
    await opened();
    await waitFor(() =>
      expect(document.title).toBe("Anna Kowalska: Zaprojektuj asystenta AI dla swojego zespołu – Campus AI"),
    );
    await expect(screen.getByText("writer@example.com")).toBeVisible();
    await expect(screen.getByRole("link", { name: "Prace do oceny" })).toHaveAttribute(
      "href",
      `/staff/reviews?${queue}`,
    );
    const place = screen.getByRole("navigation", { name: "Praca w kolejce" });
    await expect(within(place).getByText("Praca 4 z 37 w kolejce")).toBeInTheDocument();
    await expect(within(place).getByRole("link", { name: "Poprzednia praca w kolejce" })).toHaveAttribute(
      "href",
      `/staff/reviews/s-long?${queue}`,
    );
    await expect(within(place).getByRole("link", { name: "Następna praca w kolejce" })).toHaveAttribute(
      "href",
      `/staff/reviews/s-next?${queue}`,
    );
    await expect(screen.getByText("za 3 dni")).toBeVisible();
    await expect(screen.getByText(/^Opisz asystenta AI, który odciąży Twój zespół/)).toBeVisible();

    const answer = screen.getByRole("region", { name: "Odpowiedź" });
    const text = within(answer).getByRole("group", { name: "Tekst odpowiedzi" });
    await expect(within(text).getByText("odpowiadać na pytania")).toBeVisible();
    const links = screen.getAllByRole("link", { name: /otwiera się w nowej karcie/ });
    for (const link of links) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link.getAttribute("rel")).toMatch(/noopener noreferrer/);
    }
    await expect(
      screen.getByRole("link", {
        name: "https://docs.example.com/prototyp-asystenta-obslugi-klienta (otwiera się w nowej karcie)",
      }),
    ).toBeVisible();

    const image = screen.getByRole("img", { name: "Obraz z odpowiedzi: schemat-asystenta.png" });
    await expect(image).toHaveAttribute("src", "/api/staff/reviews/s-writer/files/f-chart");
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(screen.getByText("Obraz PNG · 894 bajty")).toBeVisible();
    await expect(screen.getByTitle("Podgląd PDF: opis-projektu.pdf")).toHaveAttribute(
      "src",
      "/api/staff/reviews/s-writer/files/f-pdf",
    );
    await expect(
      screen.getByRole("link", { name: "Otwórz opis-projektu.pdf (otwiera się w nowej karcie)" }),
    ).toHaveAttribute("href", "/api/staff/reviews/s-writer/files/f-pdf");
    const word = screen.getByRole("link", { name: "Pobierz harmonogram-wdrożenia.docx" });
    await expect(word).toHaveAttribute("href", "/api/staff/reviews/s-writer/files/f-docx");
    await expect(word).toHaveAttribute("download", "harmonogram-wdrożenia.docx");
    await expect(screen.getByText("Dokument Word · 179,1 kB")).toBeVisible();

    // The earlier answer is there, folded away.
    await expect(screen.getByText("Pokaż 1 wcześniejszą odpowiedź")).toBeVisible();
    await expect(screen.getByText(/Opisz, kto zatwierdza odpowiedzi asystenta/)).not.toBeVisible();

    await expect(
      screen.getByText(/Ta praca jest zarezerwowana dla Ciebie na 15 minut, dopóki ta strona jest otwarta/),
    ).toBeVisible();
    await expect(approve()).toBeEnabled();
    await expect(callsTo("reviewWork")[0]?.url).toMatch(new RegExp(`/api/staff/reviews/s-writer\\?${queue}$`));
    await expect(callsTo("claimReview").map((call) => call.body)).toEqual([{}]);
    // The picture shows the files: the image and the PDF in place, the Word file to download.
    within(answer).getByRole("heading", { level: 3, name: "Pliki" }).scrollIntoView({ block: "start" });
  },
};

/** The earlier answer opened: what the learner sent then and the feedback they got. */
export const EarlierAnswers: Story = {
  play: async () => {
    await opened();
    const disclosure = screen.getByText("Pokaż 1 wcześniejszą odpowiedź");
    await userEvent.click(disclosure);
    const history = screen.getByRole("region", { name: "Wcześniejsze odpowiedzi" });
    await expect(within(history).getByRole("heading", { level: 3, name: "Odpowiedź 1" })).toBeVisible();
    await expect(within(history).getByText("Zwrócona do poprawy")).toBeVisible();
    await expect(screen.getByText(/Opisz, kto zatwierdza odpowiedzi asystenta/)).toBeVisible();
    await expect(screen.getByText("szkic.pdf")).toBeVisible();
    await expect(disclosure).toHaveTextContent("Ukryj wcześniejszą odpowiedź");
    within(history).getByRole("heading", { level: 2 }).scrollIntoView({ block: "start" });
  },
};

/** The same work in English: dates, sizes, the due state and the claim's note in the reviewer's language. */
export const English: Story = {
  globals: { locale: "en" },
  play: async () => {
    await opened();
    await expect(screen.getByRole("link", { name: "Works to review" })).toBeVisible();
    await expect(screen.getByText("in 3 days")).toBeVisible();
    await expect(screen.getByText("Word document · 179.1 kB")).toBeVisible();
    await expect(screen.getByText("Show 1 earlier answer")).toBeVisible();
    await expect(
      screen.getByText(
        "This work is held for you for 15 minutes while this page is open, so no one else reviews it at the same time.",
      ),
    ).toBeVisible();
    await expect(screen.getByRole("button", { name: "Return for correction" })).toBeVisible();
  },
};

/** While the work loads: the page's heading and placeholders in the shape of the work beside the decision. */
export const Loading: Story = {
  parameters: staffCampus(fx.workPageWorks, pending("reviewWork")),
  play: async () => {
    await expect(await h1("Praca do oceny")).toBeVisible();
    await expect(screen.getByRole("status")).toHaveTextContent("Wczytywanie pracy…");
    await expect(callsTo("claimReview")).toHaveLength(0);
  },
};

const workDown = outage("reviewWork", 500, reviewFixtures.workAnswer());

/** The work failed to load: the page says so and offers a retry, reached by keyboard, which shows the work. */
export const LoadErrorRetried: Story = {
  parameters: staffCampus(fx.workPageWorks, workDown.handler),
  beforeEach: () => workDown.start(),
  play: async () => {
    const alert = await screen.findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać pracy.");
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    workDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await h1("Anna Kowalska")).toBeVisible();
    await expect(screen.queryByRole("alert")).toBeNull();
  },
};

/** A work with long Polish names and an answer as long as the limit allows: everything wraps, nothing overflows. */
export const LongPolishText: Story = {
  render: at(`/staff/reviews/s-long?${queue}`),
  play: async () => {
    await opened("Konstantynopolitańczykowianeczka Grzegorzewska-Szczebrzeszyńska");
    await expect(screen.getByText("konstantynopolitanczykowianeczka.grzegorzewska@przyklad.example.com")).toBeVisible();
    await expect(screen.getAllByText("Raport z wdrożenia").length).toBeGreaterThan(0);
    await expect(screen.queryByRole("heading", { name: "Wcześniejsze odpowiedzi" })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A colleague holds the work: a banner says who until when, with a way to take it over; the work stays readable
 * and the feedback writable, and the verdicts wait.
 */
export const ClaimedByColleague: Story = {
  render: at(`/staff/reviews/s-claimed?${queue}`),
  play: async () => {
    await opened("Aleksandra Nowak");
    const banner = await screen.findByText(`Marek Zieliński ocenia tę pracę (do ${time("2026-11-22T10:12:00.000Z")}).`);
    await expect(banner).toBeVisible();
    await expect(screen.getByRole("button", { name: "Przejmij" })).toBeEnabled();
    await expect(approve()).toBeDisabled();
    await expect(giveBack()).toBeDisabled();
    await expect(feedback()).toBeEnabled();
    await expect(
      screen.getByText("Decyzję podejmiesz, gdy przejmiesz pracę. Możesz ją czytać i pisać uwagi."),
    ).toBeVisible();
    await waitFor(() => expect(callsTo("claimReview").map((call) => call.body)).toEqual([{}]));
  },
};

/** Taking the work over asks first, naming the colleague; cancel has focus, so Enter is the safe choice. */
export const TakeOverConfirmation: Story = {
  render: at(`/staff/reviews/s-claimed?${queue}`),
  play: async () => {
    await opened("Aleksandra Nowak");
    await userEvent.click(await screen.findByRole("button", { name: "Przejmij" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Przejąć tę pracę?" });
    await expect(dialog).toHaveTextContent(
      `Marek Zieliński ocenia ją teraz (rezerwacja do ${time("2026-11-22T10:12:00.000Z")}). Po przejęciu Marek Zieliński nie zapisze już decyzji o tej pracy.`,
    );
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Anuluj" })).toHaveFocus());
    await expect(callsTo("claimReview").map((call) => call.body)).toEqual([{}]);
  },
};

/** Confirmed: the page claims with `takeOver`, the banner goes, the verdicts open and focus is on the decision. */
export const TakenOver: Story = {
  render: at(`/staff/reviews/s-claimed?${queue}`),
  play: async () => {
    await opened("Aleksandra Nowak");
    await userEvent.click(await screen.findByRole("button", { name: "Przejmij" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Przejąć tę pracę?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Przejmij pracę" }));
    await expect(await screen.findByText("Praca jest teraz zarezerwowana dla Ciebie.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Przejmij" })).toBeNull());
    await expect(approve()).toBeEnabled();
    await expect(callsTo("claimReview").map((call) => call.body)).toEqual([{}, { takeOver: true }]);
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Decyzja" })).toHaveFocus());
  },
};

/** Returning a work with no feedback: the field says what to write and takes focus; nothing is sent. */
export const ReturnWithoutFeedback: Story = {
  play: async () => {
    await opened();
    await userEvent.click(giveBack());
    await expect(await screen.findByText("Napisz, co uczestnik ma poprawić, zanim zwrócisz pracę.")).toBeVisible();
    await expect(feedback()).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(feedback()).toHaveFocus());
    await expect(callsTo("decideReview")).toHaveLength(0);
  },
};

/** Feedback 40 characters short of the limit: the counter stands out and screen readers hear how much is left. */
export const FeedbackNearLimit: Story = {
  play: async () => {
    await opened();
    await typeFeedback(fx.feedbackNearLimit);
    await expect(screen.getByText("3960 z 4000 znaków")).toBeVisible();
    await expect(screen.getByText("Zostało 40 znaków.")).toBeInTheDocument();
    await expect(feedback()).toHaveAttribute("maxlength", "4000");
  },
};

/** Feedback kept in this browser from before a reload is back in the field, and the page says so. */
export const DraftRestored: Story = {
  render: at(`/staff/reviews/s-writer?${queue}`, {
    [feedbackDraftKey(fixtures.staff._id, "s-writer")]: JSON.stringify({
      text: fx.keptFeedback,
      savedAt: storyNow.getTime() - 60 * 60 * 1000,
    }),
  }),
  play: async () => {
    await opened();
    await expect(feedback()).toHaveValue(fx.keptFeedback);
    await expect(screen.getByText("Przywrócono uwagi zapisane w tej przeglądarce.")).toBeVisible();
  },
};

/** Leaving with feedback not yet sent asks first; the feedback is already kept as a draft. */
export const LeavingWithUnsavedFeedback: Story = {
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    await waitFor(() =>
      expect(localStorage.getItem(feedbackDraftKey(fixtures.staff._id, "s-writer"))).toContain("Dobry pomysł."),
    );
    await userEvent.click(screen.getByRole("link", { name: "Prace do oceny" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Wyjść bez decyzji?" });
    await expect(dialog).toHaveTextContent(/Twoje uwagi nie zostały wysłane uczestnikowi/);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Zostań" })).toHaveFocus());
  },
};

/** Staying: the dialog closes, the reviewer is on the same work with the feedback as typed. */
export const StayedAfterLeaving: Story = {
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    const crumb = screen.getByRole("link", { name: "Prace do oceny" });
    await userEvent.click(crumb);
    const dialog = await screen.findByRole("alertdialog", { name: "Wyjść bez decyzji?" });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await h1("Anna Kowalska")).toBeVisible();
    await expect(feedback()).toHaveValue(fx.returnFeedback);
    await waitFor(() => expect(crumb).toHaveFocus());
  },
};

/** The learner resent the work while it was being reviewed: the verdict is refused, the feedback kept. */
export const ConflictResent: Story = {
  parameters: staffCampus(
    fx.workPageWorks,
    decisionRefused({ code: "reviewChanged", change: "resent", status: "pending", reviewer: null }),
  ),
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    await userEvent.click(approve());
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent(
      "Uczestnik wysłał nową wersję pracy w trakcie Twojej oceny. Twoje uwagi zostały zachowane; wczytaj pracę ponownie, aby zobaczyć nową odpowiedź.",
    );
    await expect(within(alert).getByRole("button", { name: "Wczytaj pracę ponownie" })).toBeVisible();
    await expect(feedback()).toHaveValue(fx.returnFeedback);
    await expect(callsTo("decideReview").map((call) => call.body)).toEqual([
      { verdict: "approved", version: "3", feedback: fx.returnFeedback },
    ]);
  },
};

/** A colleague decided the work meanwhile: who and how, with the feedback kept and a way to reload. */
export const ConflictDecided: Story = {
  parameters: staffCampus(
    fx.workPageWorks,
    decisionRefused({ code: "reviewChanged", change: "decided", status: "approved", reviewer: fx.decidedBy }),
  ),
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    await userEvent.click(giveBack());
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Ta praca ma już decyzję: zatwierdzona (Marek Zieliński).");
    await expect(alert).toHaveTextContent("Twoje uwagi zostały zachowane.");
    await expect(feedback()).toHaveValue(fx.returnFeedback);
    await expect(callsTo("decideReview").map((call) => call.body)).toEqual([
      { verdict: "rejected", version: "3", feedback: fx.returnFeedback },
    ]);
  },
};

/** A colleague took the work over while it was open: the verdict is refused and the banner shows who holds it. */
export const ClaimLostOnDecide: Story = {
  parameters: staffCampus(
    fx.workPageWorks,
    decisionRefused({ code: "reviewClaimed", reviewer: fx.decidedBy, until: "2026-11-22T10:25:00.000Z" }),
  ),
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    await userEvent.click(approve());
    await expect(
      await screen.findByText(`Marek Zieliński ocenia tę pracę (do ${time("2026-11-22T10:25:00.000Z")}).`),
    ).toBeVisible();
    await expect(approve()).toBeDisabled();
    await expect(feedback()).toHaveValue(fx.returnFeedback);
  },
};

/** A decided work, read only: the verdict, who made it and when, and the feedback; nothing to claim or decide. */
export const Decided: Story = {
  parameters: staffCampus(fx.decidedWorks),
  play: async () => {
    await expect(await h1("Anna Kowalska")).toBeVisible();
    const decision = screen.getByRole("region", { name: "Decyzja" });
    await expect(within(decision).getByText("Zatwierdzona")).toBeVisible();
    await expect(screen.getAllByText("Zatwierdzona")).toHaveLength(2);
    await expect(
      within(decision).getByText(
        `Decyzja: Marek Zieliński, ${dateTimeOf("pl", reviewFixtures.approvedWork.reviewedAt ?? "")}`,
      ),
    ).toBeVisible();
    await expect(within(decision).getByText("Bardzo dobry, przemyślany projekt.")).toBeVisible();
    await expect(screen.queryByRole("textbox")).toBeNull();
    await expect(screen.queryByRole("button", { name: "Zatwierdź" })).toBeNull();
    await expect(screen.queryByText("za 3 dni")).toBeNull();
    await expect(callsTo("claimReview")).toHaveLength(0);
    // On a phone the decision stands below the work.
    decision.scrollIntoView({ block: "nearest" });
  },
};

/**
 * A verdict moves on: approving with feedback sends it with the version seen, says so in a toast, clears the draft
 * and opens the next work of the same queue.
 */
export const VerdictMovesOn: Story = {
  play: async () => {
    await opened();
    await typeFeedback(fx.returnFeedback);
    await userEvent.click(approve());
    await expect(await screen.findByText("Praca zatwierdzona: Anna Kowalska")).toBeVisible();
    await expect(await h1("Piotr Lewandowski")).toBeVisible();
    await expect(callsTo("decideReview").map((call) => call.body)).toEqual([
      { verdict: "approved", version: "3", feedback: fx.returnFeedback },
    ]);
    await expect(localStorage.getItem(feedbackDraftKey(fixtures.staff._id, "s-writer"))).toBeNull();
    await expect(callsTo("reviewWork").at(-1)?.url).toMatch(new RegExp(`/api/staff/reviews/s-next\\?${queue}$`));
    await expect(screen.getByRole("link", { name: "Prace do oceny" })).toHaveAttribute(
      "href",
      `/staff/reviews?${queue}`,
    );
    await waitFor(() => expect(callsTo("claimReview").at(-1)?.url).toMatch(/s-next\/claim$/));
    // The verdict ended the first claim: there was nothing to release.
    await expect(callsTo("releaseReview").filter((call) => call.url.includes("/s-writer/"))).toHaveLength(0);
  },
};

/**
 * The shortcuts' dialog, opened and closed by keyboard (focus returns to its button), lists each key and where the
 * keys work; its switch turns them off, which this browser remembers.
 */
export const KeyboardShortcutsDialog: Story = {
  play: async () => {
    await opened();
    const opener = screen.getByRole("button", { name: "Skróty klawiszowe" });
    await tabTo(opener, 20);
    await userEvent.keyboard("{Enter}");
    let dialog = await screen.findByRole("dialog", { name: "Skróty klawiszowe" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: "Skróty klawiszowe" });
    await expect(dialog).toHaveTextContent("Skróty działają, gdy fokus jest w obszarze pracy uczestnika");
    for (const [key, action] of [
      ["j", "Następna praca w kolejce"],
      ["k", "Poprzednia praca w kolejce"],
      ["a", "Zatwierdź pracę"],
      ["r", "Przejdź do uwag, aby zwrócić pracę do poprawy"],
    ]) {
      await expect(within(dialog).getByText(key as string, { selector: "kbd" })).toBeVisible();
      await expect(within(dialog).getByText(action as string)).toBeVisible();
    }
    const toggle = within(dialog).getByRole("checkbox", { name: "Skróty jednoklawiszowe" });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(localStorage.getItem("reviewShortcuts")).toBe("off");
  },
};

/** In the work, `r` goes to the feedback and `j` to the next work of the queue; in the feedback, keys only type. */
export const ShortcutKeys: Story = {
  play: async () => {
    await opened();
    const work = screen.getByRole("region", { name: "Praca uczestnika" });
    await tabTo(work, 20);
    await userEvent.keyboard("r");
    await expect(feedback()).toHaveFocus();
    await expect(feedback()).toHaveValue("");
    await userEvent.keyboard("j");
    await expect(feedback()).toHaveValue("j");
    await userEvent.clear(feedback());
    work.focus();
    await userEvent.keyboard("j");
    await expect(await h1("Piotr Lewandowski")).toBeVisible();
    await expect(callsTo("decideReview")).toHaveLength(0);
  },
};
