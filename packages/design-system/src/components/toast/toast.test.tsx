import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { durations } from "../../theme/constants";
import { Toaster } from "./toast";
import { createToastQueue } from "./toast-queue";

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes a toast by itself after durations.toastMs", () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" />);
    act(() => {
      queue.show({ variant: "success", title: "Zapisano" });
    });
    expect(screen.getByText("Zapisano")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(durations.toastMs - 10);
    });
    expect(screen.getByText("Zapisano")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText("Zapisano")).toBeNull();
  });

  it("pauses the timer while the region has focus and resumes on blur", () => {
    const queue = createToastQueue();
    render(
      <>
        <button type="button">outside</button>
        <Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" />
      </>,
    );
    act(() => {
      queue.show({ variant: "error", title: "Błąd" });
    });
    const close = screen.getByRole("button", { name: "Zamknij" });
    act(() => {
      close.focus();
    });
    act(() => {
      vi.advanceTimersByTime(durations.toastMs * 3);
    });
    expect(screen.getByText("Błąd")).toBeInTheDocument();
    act(() => {
      screen.getByRole("button", { name: "outside" }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(durations.toastMs + 10);
    });
    expect(screen.queryByText("Błąd")).toBeNull();
  });

  it("pauses the timer while the region is hovered", () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" />);
    act(() => {
      queue.show({ variant: "success", title: "Najedź" });
    });
    const region = screen.getByRole("region", { name: "Powiadomienia" });
    act(() => {
      fireEvent.pointerEnter(region, { pointerType: "mouse" });
    });
    act(() => {
      vi.advanceTimersByTime(durations.toastMs * 3);
    });
    expect(screen.getByText("Najedź")).toBeInTheDocument();
    act(() => {
      fireEvent.pointerLeave(region, { pointerType: "mouse" });
    });
    act(() => {
      vi.advanceTimersByTime(durations.toastMs + 10);
    });
    expect(screen.queryByText("Najedź")).toBeNull();
  });

  it("keeps a toast without timeout until closed", () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} closeLabel="Zamknij" />);
    let key = "";
    act(() => {
      key = queue.show({ variant: "warning", title: "Uwaga" }, { timeout: null });
    });
    act(() => {
      vi.advanceTimersByTime(durations.toastMs * 4);
    });
    expect(screen.getByText("Uwaga")).toBeInTheDocument();
    act(() => queue.close(key));
    expect(screen.queryByText("Uwaga")).toBeNull();
  });

  it("closes by the labelled close button", () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} closeLabel="Zamknij" />);
    act(() => {
      queue.show({ variant: "success", title: "OK" }, { timeout: null });
    });
    act(() => {
      screen.getByRole("button", { name: "Zamknij" }).click();
    });
    expect(screen.queryByText("OK")).toBeNull();
  });
});
