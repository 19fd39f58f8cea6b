import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TestQuestion, type TestQuestionProps } from "./test-question";

const answers = [
  { id: "a", label: "Model językowy" },
  { id: "b", label: "Arkusz kalkulacyjny" },
  { id: "c", label: "Generator obrazów" },
];
const markLabels = { correct: "Poprawna", incorrect: "Błędna", missed: "Pominięta poprawna" };

function Controlled(props: Partial<TestQuestionProps> & { onChange?: (ids: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <TestQuestion
      question="Co to jest ChatGPT?"
      type="single"
      hint="Wybierz jedną odpowiedź"
      answers={answers}
      markLabels={markLabels}
      {...props}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

describe("TestQuestion", () => {
  it("single choice: one Tab stop, arrows pick, the hint describes the group", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole("radiogroup", { name: "Co to jest ChatGPT?" });
    expect(group).toHaveAccessibleDescription("Wybierz jedną odpowiedź");
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Model językowy" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(["b"]);
    expect(screen.getByRole("radio", { name: "Arkusz kalkulacyjny" })).toBeChecked();
  });

  it("multiple choice: Tab moves between answers and Space ticks them", async () => {
    const onChange = vi.fn();
    render(<Controlled type="multiple" hint="Wybierz wszystkie poprawne odpowiedzi" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["a", "c"]);
  });

  it("reports unanswered and answered states", async () => {
    const { container } = render(<Controlled />);
    expect(container.firstChild).toHaveAttribute("data-state", "unanswered");
    await userEvent.click(screen.getByRole("radio", { name: "Generator obrazów" }));
    expect(container.firstChild).toHaveAttribute("data-state", "answered");
  });

  it("marks each answer with words after checking and locks the choice", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Controlled
        type="multiple"
        value={["a", "b"]}
        onChange={onChange}
        check={{
          correctAnswerIds: ["a", "c"],
          correctTitle: "Dobrze!",
          incorrectTitle: "Niestety nie",
          feedback: "Arkusz nie jest AI.",
        }}
      />,
    );
    expect(container.firstChild).toHaveAttribute("data-state", "incorrect");
    expect(screen.getByRole("checkbox", { name: "Model językowy Poprawna" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Arkusz kalkulacyjny Błędna" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Generator obrazów Pominięta poprawna" })).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Niestety nieArkusz nie jest AI.");
    await userEvent.click(screen.getByRole("checkbox", { name: /Generator/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the correct verdict when exactly the right answers were picked", () => {
    const { container } = render(
      <Controlled
        value={["a"]}
        check={{ correctAnswerIds: ["a"], correctTitle: "Dobrze!", incorrectTitle: "Niestety nie" }}
      />,
    );
    expect(container.firstChild).toHaveAttribute("data-state", "correct");
    expect(screen.getByRole("status")).toHaveTextContent("Dobrze!");
  });
});
