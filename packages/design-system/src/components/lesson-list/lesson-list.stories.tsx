import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { kindLabels, lessons, longPolishLessons } from "./fixtures/lessons";
import { LessonList } from "./lesson-list";

const meta = {
  title: "Components/LessonList",
  component: LessonList,
  args: {
    title: "Lekcje kursu",
    lessons,
    currentId: "l3",
    kindLabels,
    completedLabel: "Ukończona",
    lockedLabel: "Zablokowana",
    currentLabel: "Teraz",
    formatProgress: (done: number, total: number) => `${done} z ${total} lekcji ukończone`,
    loadingLabel: "Ładowanie lekcji…",
    emptyLabel: "Ten kurs nie ma jeszcze lekcji.",
    onSelect: fn(),
  },
  argTypes: {
    currentType: { control: "inline-radio", options: ["step", "page"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LessonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Completed, current, open and locked lessons with sub-lessons and the progress summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Lekcje kursu" })).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "3 z 8 lekcji ukończone" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Pisanie skutecznych promptów/ })).toHaveAttribute(
      "aria-current",
      "step",
    );
  },
};

/** Tab moves from lesson to lesson, skipping locked ones; Enter opens the focused one. */
export const SelectedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Czym jest sztuczna inteligencja/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Sprawdź się: tokeny i kontekst/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("l2b");
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Ćwiczenia z promptowania/ })).toHaveFocus();
    // Locked lessons come last and are not focusable: focus leaves the list.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Lessons as links (`href`) with the current one marked as the page. */
export const AsLinks: Story = {
  args: {
    currentType: "page",
    lessons: lessons.map((lesson) => ({ ...lesson, href: `#lekcja-${lesson.id}` })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole("link", { name: /Pisanie skutecznych promptów/ });
    await expect(current).toHaveAttribute("aria-current", "page");
    current.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("l3");
  },
};

/** Locked lessons show the lock and the reason and cannot be opened. */
export const Locked: Story = {
  args: {
    currentId: undefined,
    lessons: lessons.map((lesson) => ({
      ...lesson,
      isCompleted: false,
      isLocked: lesson.id !== "l1",
      sublessons: lesson.sublessons?.map((sublesson) => ({ ...sublesson, isCompleted: false, isLocked: true })),
    })),
    formatProgress: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await expect(canvas.getByText("Ukończ poprzednie lekcje")).toBeVisible();
  },
};

/** Every lesson done. */
export const AllCompleted: Story = {
  args: {
    currentId: undefined,
    lessons: lessons.map((lesson) => ({
      ...lesson,
      isLocked: false,
      isCompleted: true,
      sublessons: lesson.sublessons?.map((sublesson) => ({ ...sublesson, isCompleted: true })),
    })),
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Ładowanie lekcji…");
  },
};

export const Empty: Story = {
  args: { lessons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ten kurs nie ma jeszcze lekcji.")).toBeVisible();
  },
};

export const LongPolishText: Story = {
  args: { lessons: longPolishLessons, currentId: "p2a", title: "Lekcje kursu: bezpieczeństwo danych w firmie" },
};

export const NarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div className="w-[320px]">
        <Story />
      </div>
    ),
  ],
};
