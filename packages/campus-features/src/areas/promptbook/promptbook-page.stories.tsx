import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { answer, campusHandlers, failure, outage, pageParameters, pending, renderCampus } from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { longPolishPrompts, prompts, promptsEn } from "../../testing/promptbook-fixtures";
import { promptbookStore } from "../../testing/promptbook-handlers";
import { PromptbookPage } from "./promptbook-page";

const pages = [{ path: "/promptbook", element: <PromptbookPage /> }];
const store = promptbookStore(prompts);

const meta = {
  title: "Pages/Promptbook",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: { ...campusHandlers(), pages: store.handlers } } },
  beforeEach: () => store.reset(),
  render: renderCampus({ path: "/promptbook", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Zapisane prompty" });
const cards = (canvas: ReturnType<typeof within>) => within(list(canvas)).queryAllByRole("article");

/** A clipboard the story controls: Chromium under test asks for a permission nobody grants. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  // The browser's own clipboard (on Navigator's prototype) shows through again.
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/**
 * The learner's prompts, newest first: each names the lesson and course it came from and leads back to it (a
 * sub-lesson inside its lesson); a prompt saved on its own says so.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Mój Promptbook" })).toBeVisible();
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(canvas.getByRole("status")).toHaveTextContent("3 zapisane prompty");
    const [first, second, third] = cards(canvas) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveAccessibleName("Jak uczą się modele");
    await expect(within(first).getByText("Wprowadzenie do AI")).toBeVisible();
    await expect(within(first).getByText("21 listopada 2026")).toBeVisible();
    await expect(within(first).getByRole("link", { name: "Otwórz lekcję" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l2",
    );
    await expect(within(second).getByRole("link", { name: "Otwórz lekcję" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
    await expect(third).toHaveAccessibleName("Prompt bez lekcji");
    await expect(within(third).queryByRole("link")).toBeNull();
    await expect(document.title).toBe("Mój Promptbook – Campus AI");
  },
};

/** While the prompts load: cards in their shape, announced once as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("promptbook")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Mój Promptbook" })).toBeVisible();
    await expect(await canvas.findByText("Wczytywanie Twoich promptów…")).toBeInTheDocument();
    await expect(canvas.queryByRole("search")).toBeNull();
  },
};

/** Nothing saved yet: the page says how to save a prompt from a lesson and leads to the courses. */
export const Empty: Story = {
  parameters: { msw: { handlers: { pages: [answer("promptbook", { items: [] })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Twój Promptbook jest jeszcze pusty" })).toBeVisible();
    await expect(canvas.getByText(/naciśnij „Zapisz w Promptbooku”/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Przejdź do swoich kursów" })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("search")).toBeNull();
  },
};

const promptbookDown = outage("promptbook", 500, { items: prompts });

/** The Promptbook failed to load: the page says so, and the retry, by keyboard, shows the prompts. */
export const LoadErrorRetried: Story = {
  parameters: { msw: { handlers: { pages: [promptbookDown.handler] } } },
  beforeEach: () => promptbookDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać Promptbooka.");
    promptbookDown.end();
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }), 40);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The search looks in the prompts and their lessons, without case or Polish letters, and keeps the phrase. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    const field = canvas.getByRole("searchbox", { name: "Szukaj w Promptbooku" });
    // A theme's second rendering keeps the page: the field starts empty each time.
    await userEvent.clear(field);
    await userEvent.type(field, "zrodla");
    await waitFor(() => expect(cards(canvas)).toHaveLength(1));
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 1 prompt");
    await expect(cards(canvas)[0]).toHaveAccessibleName("Jak uczą się modele");
  },
};

/** A search that finds nothing: the page says so and brings every prompt back in one press. */
export const NoResults: Story = {
  render: renderCampus({ path: "/promptbook?search=faktura", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Nie znaleziono promptów" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Szukaj w Promptbooku" })).toHaveValue("faktura");
    await expect(canvas.getByRole("status")).toHaveTextContent("Znaleziono 0 promptów");
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż wszystkie prompty" }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(canvas.getByRole("searchbox", { name: "Szukaj w Promptbooku" })).toHaveValue("");
  },
};

const writeText = fn(async (_text: string) => {});

/** Copy puts the prompt's exact text on the clipboard, and a toast says so. */
export const Copied: Story = {
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    const second = cards(canvas)[1] as HTMLElement;
    await tabTo(within(second).getByRole("button", { name: "Kopiuj" }), 60);
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Prompt skopiowany do schowka.")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(prompts[1]?.prompt);
  },
};

/** A browser that refuses the clipboard: the toast says to copy the text by hand. */
export const CopyRefused: Story = {
  beforeEach: () =>
    stubClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await userEvent.click(within(cards(canvas)[0] as HTMLElement).getByRole("button", { name: "Kopiuj" }));
    await expect(await screen.findByText(/Nie udało się skopiować promptu/)).toBeVisible();
  },
};

/**
 * Delete takes the prompt away at once and focus to the list; the toast's undo brings it back in its place with
 * its date and lesson.
 */
export const DeletedAndUndone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await userEvent.click(within(cards(canvas)[0] as HTMLElement).getByRole("button", { name: "Usuń" }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(2));
    await expect(canvas.getByRole("heading", { name: "Zapisane prompty" })).toHaveFocus();
    await expect(await screen.findByText("Prompt usunięty z Promptbooka.")).toBeVisible();
    await expect(callsTo("deletePromptbookItem")[0]?.url).toMatch(/\/api\/course\/promptbook\/pb-sources$/);
    const toasts = screen.getByRole("region", { name: "Komunikaty" });
    // The toast's action by keyboard (F6, Tab, Enter) is the toast's own story; here the undo's effect.
    await userEvent.click(within(toasts).getByRole("button", { name: "Cofnij" }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(cards(canvas)[0]).toHaveAccessibleName("Jak uczą się modele");
    await expect(await screen.findByText("Prompt przywrócony.")).toBeVisible();
    await expect(callsTo("restorePromptbookItem")[0]?.url).toMatch(/\/pb-sources\/restore$/);
  },
};

/** A delete the server refuses: the prompt comes back and an error toast says so. */
export const DeleteFailed: Story = {
  parameters: {
    msw: { handlers: { pages: [...store.handlers.slice(0, 1), failure("deletePromptbookItem", 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await userEvent.click(within(cards(canvas)[2] as HTMLElement).getByRole("button", { name: "Usuń" }));
    await expect(await screen.findByText("Nie udało się usunąć promptu. Spróbuj ponownie.")).toBeVisible();
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(cards(canvas)[2]).toHaveAccessibleName("Prompt bez lekcji");
  },
};

const longStore = promptbookStore(longPolishPrompts);

/** Long Polish titles and a long prompt with a word longer than the screen: everything wraps, nothing scrolls sideways. */
export const LongPolishText: Story = {
  parameters: { msw: { handlers: { pages: longStore.handlers } } },
  beforeEach: () => longStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvas)).toHaveLength(2));
    await expect(cards(canvas)[0]).toHaveAccessibleName(/^Sprawdzian wiedzy/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const englishStore = promptbookStore(promptsEn);

/** The campus in English: the page from the locale file, the lessons' titles as the API sends them in English. */
export const English: Story = {
  globals: { locale: "en" },
  parameters: { msw: { handlers: { pages: englishStore.handlers } } },
  beforeEach: () => englishStore.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "My Promptbook" })).toBeVisible();
    const found = await within(canvas.getByRole("region", { name: "Saved prompts" })).findAllByRole("article");
    await expect(found).toHaveLength(3);
    await expect(found[0]).toHaveAccessibleName("How models learn");
    await expect(within(found[0] as HTMLElement).getByText("21 November 2026")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("3 saved prompts");
  },
};
