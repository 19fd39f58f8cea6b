import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TestProgress } from "../test-progress/test-progress";
import { type TestAnswer, TestQuestion, type TestQuestionProps } from "./test-question";

const answers: TestAnswer[] = [
  { id: "a", label: "Duży model językowy, który odpowiada na pytania w formie rozmowy" },
  { id: "b", label: "Arkusz kalkulacyjny do prowadzenia budżetu" },
  { id: "c", label: "Przeglądarka internetowa" },
];

const multipleAnswers: TestAnswer[] = [
  { id: "a", label: "ChatGPT" },
  { id: "b", label: "Microsoft Excel 2003" },
  { id: "c", label: "Midjourney" },
  { id: "d", label: "Notatnik systemu Windows" },
];

const markLabels = {
  correct: "Poprawna odpowiedź",
  incorrect: "Błędna odpowiedź",
  missed: "Poprawna odpowiedź, której nie zaznaczono",
};

/** The question keeps its own picked answers, as the test page would. */
function Stateful(props: TestQuestionProps) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <TestQuestion
      {...props}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

const meta = {
  title: "Components/TestQuestion",
  component: TestQuestion,
  args: {
    question: "Czym jest ChatGPT?",
    type: "single",
    hint: "Wybierz jedną odpowiedź",
    answers,
    value: [],
    markLabels,
    onChange: fn(),
  },
  argTypes: {
    type: { control: "inline-radio", options: ["single", "multiple"] },
    answers: { control: false },
  },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof TestQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const multiple = {
  question: "Które z tych narzędzi korzystają ze sztucznej inteligencji?",
  type: "multiple",
  hint: "Wybierz wszystkie poprawne odpowiedzi",
  answers: multipleAnswers,
} satisfies Partial<TestQuestionProps>;

export const Playground: Story = {};

/** Single choice, nothing picked yet. */
export const SingleUnanswered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Czym jest ChatGPT?" });
    await expect(group).toHaveAccessibleDescription("Wybierz jedną odpowiedź");
  },
};

/** One Tab stop for the whole group; arrows move and pick. */
export const SingleAnsweredByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: answers[0]?.label as string })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("radio", { name: answers[0]?.label as string })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(["a"]);
  },
};

export const MultipleUnanswered: Story = { args: multiple };

/** Tab moves from answer to answer; Space ticks. */
export const MultipleAnsweredByKeyboard: Story = {
  args: multiple,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "Midjourney" })).toHaveFocus();
    await expect(canvas.getByRole("checkbox", { name: "ChatGPT" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(["a", "c"]);
  },
};

/** Checked and right: every answer is marked in words, the verdict says so, and the answers are locked. */
export const CheckedCorrect: Story = {
  args: {
    value: ["a"],
    check: {
      correctAnswerIds: ["a"],
      correctTitle: "Dobra odpowiedź!",
      incorrectTitle: "Niestety, to nie jest poprawna odpowiedź",
      feedback: "ChatGPT to model językowy, z którym rozmawiasz jak z człowiekiem.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Dobra odpowiedź!");
  },
};

/** Checked and wrong: a picked wrong answer, a missed right one, and an explanation. */
export const CheckedIncorrect: Story = {
  args: {
    ...multiple,
    value: ["a", "b"],
    check: {
      correctAnswerIds: ["a", "c"],
      correctTitle: "Dobra odpowiedź!",
      incorrectTitle: "Niestety, to nie jest poprawna odpowiedź",
      feedback: "Excel 2003 nie miał funkcji opartych na AI, a Midjourney tworzy obrazy z opisu.",
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const wrong = canvas.getByRole("checkbox", { name: /Microsoft Excel 2003 Błędna odpowiedź/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(wrong).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(wrong).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: ["b"] } };

export const LongPolishText: Story = {
  args: {
    question:
      "Który z opisanych poniżej sposobów najlepiej chroni poufne dane klientów podczas korzystania z narzędzi sztucznej inteligencji w codziennej pracy zespołu sprzedażowego?",
    hint: "Wybierz jedną odpowiedź, która najlepiej opisuje bezpieczne postępowanie",
    answers: [
      {
        id: "a",
        label: "Usunięcie z treści zapytania imion, nazwisk, numerów telefonów i adresów przed wklejeniem jej do czatu",
      },
      { id: "b", label: "Wklejanie pełnych umów, ponieważ narzędzie i tak niczego nie zapamiętuje" },
      { id: "c", label: "Korzystanie wyłącznie z prywatnego konta poza godzinami pracy" },
    ],
    value: ["b"],
    check: {
      correctAnswerIds: ["a"],
      correctTitle: "Świetnie, to bezpieczny sposób pracy z danymi!",
      incorrectTitle: "Niestety, ta odpowiedź naraża dane klientów na ujawnienie",
      feedback:
        "Dane osobowe klientów nie powinny trafiać do zewnętrznych narzędzi. Zanim wkleisz tekst, usuń z niego wszystko, co pozwala kogoś rozpoznać.",
    },
  },
};

export const NarrowWidth: Story = {
  args: { ...multiple, value: ["c"] },
  render: (args) => (
    <div className="w-80 p-4">
      <Stateful {...args} />
    </div>
  ),
};

type StepQuestion = Pick<TestQuestionProps, "question" | "type" | "hint" | "answers">;
const firstStepQuestion: StepQuestion = {
  question: "Czym jest ChatGPT?",
  type: "single",
  hint: "Wybierz jedną odpowiedź",
  answers,
};
const stepQuestions: StepQuestion[] = [firstStepQuestion, multiple];

/** A whole test step: position, the question, and Next that waits for an answer; keyboard only. */
export const InATestStep: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const [picked, setPicked] = useState<Record<number, string[]>>({});
    const question = stepQuestions[index] ?? firstStepQuestion;
    const value = picked[index] ?? [];
    return (
      <div className="max-w-2xl p-4">
        <TestProgress
          current={index + 1}
          total={stepQuestions.length}
          formatPosition={(current, total) => `Pytanie ${current} z ${total}`}
          progressLabel="Postęp testu"
          timeHint="Test zajmie maksymalnie 20 minut"
          backLabel="Wstecz"
          nextLabel="Dalej"
          finishLabel="Zakończ test"
          canGoNext={value.length > 0}
          onBack={() => setIndex((current) => Math.max(0, current - 1))}
          onNext={() => setIndex((current) => current + 1)}
          onFinish={fn()}
        >
          <TestQuestion
            key={index}
            {...question}
            markLabels={markLabels}
            value={value}
            onChange={(ids) => {
              setPicked((current) => ({ ...current, [index]: ids }));
              args.onChange?.(ids);
            }}
          />
        </TestProgress>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Dalej" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: answers[1]?.label as string })).toBeChecked();
    const next = canvas.getByRole("button", { name: "Dalej" });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Pytanie 2 z 2")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Zakończ test" })).toBeDisabled();
    // The page decides where focus goes after Next; from wherever it is, Tab reaches the first answer.
    const first = canvas.getByRole("checkbox", { name: "ChatGPT" });
    for (let step = 0; step < 10 && document.activeElement !== first; step += 1) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "ChatGPT" })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Zakończ test" })).toBeEnabled());
  },
};
