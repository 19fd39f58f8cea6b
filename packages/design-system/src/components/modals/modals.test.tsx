import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DialogTrigger } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { ChangeTaskConfirmModal } from "./change-task-confirm-modal";
import { DemoOnlyModal } from "./demo-only-modal";
import { EndTestConfirmModal } from "./end-test-confirm-modal";
import { FinalWorkSuccessModal } from "./final-work-success-modal";
import { ReviewModal } from "./review-modal";
import { TutorialModal } from "./tutorial-modal";

describe("modal compositions", () => {
  it("EndTestConfirmModal: Escape cancels without confirming, focus returns to the trigger", async () => {
    const onConfirm = vi.fn();
    render(
      <DialogTrigger>
        <Button>Zakończ</Button>
        <EndTestConfirmModal
          title="Zakończyć test?"
          message="Nie można zmienić odpowiedzi."
          unansweredText="Nie odpowiedziano na 3 z 20 pytań."
          confirmLabel="Zakończ test"
          cancelLabel="Wróć"
          onConfirm={onConfirm}
        />
      </DialogTrigger>,
    );
    const trigger = screen.getByRole("button", { name: "Zakończ" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByText("Nie odpowiedziano na 3 z 20 pytań.")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("ChangeTaskConfirmModal: confirm calls onConfirm and closes", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ChangeTaskConfirmModal
        isOpen
        onOpenChange={onOpenChange}
        title="Zmienić zadanie?"
        message="Tekst zostanie utracony."
        confirmLabel="Zmień"
        cancelLabel="Anuluj"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole("button", { name: "Anuluj" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Zmień" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("DemoOnlyModal and FinalWorkSuccessModal close by OK", async () => {
    const onOpenChange = vi.fn();
    const onOk = vi.fn();
    const { unmount } = render(
      <DemoOnlyModal
        isOpen
        onOpenChange={onOpenChange}
        title="Demo"
        message="Pełna wersja"
        okLabel="OK"
        closeLabel="Zamknij"
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
    render(
      <FinalWorkSuccessModal
        isOpen
        onOpenChange={onOpenChange}
        onOk={onOk}
        title="Wysłano"
        message="Do 3 dni roboczych"
        okLabel="OK"
        closeLabel="Zamknij"
      />,
    );
    expect(screen.getByRole("button", { name: "Zamknij" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it("FinalWorkSuccessModal offers the next task, and says when it has left the page", async () => {
    const onNext = vi.fn();
    const onClosed = vi.fn();
    render(<SentModalHost onNext={onNext} onClosed={onClosed} />);
    expect(screen.getByText("Czeka jeszcze: Wideo")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Następne zadanie" }));
    expect(onNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });
});

describe("TutorialModal and ReviewModal", () => {
  it("TutorialModal steps forward and back and finishes", async () => {
    const onFinish = vi.fn();
    render(
      <TutorialModal
        isOpen
        steps={[
          { title: "Jeden", body: "a" },
          { title: "Dwa", body: "b" },
        ]}
        stepLabel={(s, t) => `Krok ${s} z ${t}`}
        nextLabel="Dalej"
        backLabel="Wstecz"
        finishLabel="Zakończ"
        closeLabel="Zamknij"
        onFinish={onFinish}
      />,
    );
    expect(screen.getByText("Krok 1 z 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dalej" }));
    expect(screen.getByRole("heading", { name: "Dwa" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Wstecz" }));
    expect(screen.getByText("Krok 1 z 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dalej" }));
    await userEvent.click(screen.getByRole("button", { name: "Zakończ" }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("ReviewModal needs a rating and sends it with the trimmed comment", async () => {
    const onSubmit = vi.fn();
    render(
      <ReviewModal
        isOpen
        title="Oceń"
        ratingLabel="Ocena"
        starLabel={(n) => `${n} gwiazdek`}
        commentLabel="Komentarz"
        submitLabel="Wyślij"
        cancelLabel="Anuluj"
        closeLabel="Zamknij"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("button", { name: "Wyślij" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "3 gwiazdek" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Komentarz" }), "  Dobry  ");
    await userEvent.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, comment: "Dobry" });
  });

  it("ReviewModal's rating is reached with Tab and given with the arrow keys", async () => {
    const onSubmit = vi.fn();
    render(
      <ReviewModal
        isOpen
        title="Oceń"
        ratingLabel="Ocena"
        starLabel={(n) => `${n} gwiazdek`}
        commentLabel="Komentarz"
        submitLabel="Wyślij"
        cancelLabel="Anuluj"
        closeLabel="Zamknij"
        onSubmit={onSubmit}
      />,
    );
    const first = screen.getByRole("radio", { name: "1 gwiazdek" });
    for (let tab = 0; tab < 5 && document.activeElement !== first; tab++) await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "3 gwiazdek" })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("Dobry");
    for (let tab = 0; tab < 5 && document.activeElement !== screen.getByRole("button", { name: "Wyślij" }); tab++)
      await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, comment: "Dobry" });
  });
});

/** The sent modal as a page holds it: open until an action closes it. */
function SentModalHost({ onNext, onClosed }: { onNext: () => void; onClosed: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <FinalWorkSuccessModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title="Wysłano"
      message="Do 3 dni roboczych"
      okLabel="OK"
      closeLabel="Zamknij"
      next={{ message: "Czeka jeszcze: Wideo", label: "Następne zadanie", onPress: onNext }}
      onClosed={onClosed}
    />
  );
}
