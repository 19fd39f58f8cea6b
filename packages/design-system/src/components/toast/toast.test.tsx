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
    expect(screen.getByText("Uwaga").closest("[data-variant]")).toHaveAttribute("data-variant", "warning");
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

  describe("out of the focused element's way (WCAG 2.4.11)", () => {
    // jsdom lays nothing out: the boxes are given. The viewport is 768px high; the region's 1rem gap is 16px.
    const boxes = new Map<string, Partial<DOMRect>>([
      ["Powiadomienia", { left: 620, right: 1004, top: 552, bottom: 752, height: 200 }],
      ["Regulamin", { left: 700, right: 780, top: 720, bottom: 744, height: 24 }],
      ["Menu", { left: 700, right: 780, top: 16, bottom: 40, height: 24 }],
      ["Polityka prywatności", { left: 40, right: 200, top: 720, bottom: 744, height: 24 }],
    ]);
    beforeEach(() => {
      vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
        const name = this.getAttribute("aria-label") ?? this.textContent ?? "";
        return { x: 0, y: 0, width: 0, toJSON: () => ({}), ...(boxes.get(name) ?? {}) } as DOMRect;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    function renderWithFooter() {
      const queue = createToastQueue();
      render(
        <>
          <button type="button">Menu</button>
          <a href="/privacy">Polityka prywatności</a>
          <a href="/terms">Regulamin</a>
          <Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" />
        </>,
      );
      act(() => {
        queue.show({ variant: "success", title: "Zapisano" }, { timeout: null });
      });
      return screen.getByRole("region", { name: "Powiadomienia" });
    }

    it("moves to the top while focus is on a footer link it would cover, and back when focus moves on", () => {
      const region = renderWithFooter();
      expect(region).toHaveAttribute("data-placement", "bottom");
      expect(region.style.top).toBe("");
      act(() => screen.getByRole("link", { name: "Regulamin" }).focus());
      expect(region).toHaveAttribute("data-placement", "top");
      // Inline, so a host's own bottom offset in `className` cannot keep it down.
      expect(region.style.top).toBe("1rem");
      expect(region.style.bottom).toBe("auto");
      act(() => screen.getByRole("button", { name: "Menu" }).focus());
      expect(region).toHaveAttribute("data-placement", "bottom");
      expect(region.style.top).toBe("");
    });

    it("stays at the bottom for a focused element beside it, not under it", () => {
      const region = renderWithFooter();
      act(() => screen.getByRole("link", { name: "Polityka prywatności" }).focus());
      expect(region).toHaveAttribute("data-placement", "bottom");
    });

    it("moves when a toast appears over an element that already has focus", () => {
      const queue = createToastQueue();
      render(
        <>
          <a href="/terms">Regulamin</a>
          <Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" />
        </>,
      );
      act(() => screen.getByRole("link", { name: "Regulamin" }).focus());
      act(() => {
        queue.show({ variant: "success", title: "Zapisano" }, { timeout: null });
      });
      expect(screen.getByRole("region", { name: "Powiadomienia" })).toHaveAttribute("data-placement", "top");
    });

    it("measures a host's own gap to the bottom (above a bottom bar) and keeps to it", () => {
      const regionBox = boxes.get("Powiadomienia");
      // Raised 72px above the bottom bar: a bar entry below the region is not covered, a link under it is.
      boxes.set("Powiadomienia", { left: 620, right: 1004, top: 480, bottom: 680, height: 200 });
      boxes.set("Kursy", { left: 700, right: 780, top: 700, bottom: 744, height: 44 });
      boxes.set("Więcej", { left: 700, right: 780, top: 600, bottom: 624, height: 24 });
      try {
        const queue = createToastQueue();
        render(
          <>
            <a href="/more">Więcej</a>
            <button type="button">Kursy</button>
            <Toaster queue={queue} closeLabel="Zamknij" regionLabel="Powiadomienia" className="bottom-[88px]" />
          </>,
        );
        act(() => {
          queue.show({ variant: "success", title: "Zapisano" }, { timeout: null });
        });
        const region = screen.getByRole("region", { name: "Powiadomienia" });
        act(() => screen.getByRole("button", { name: "Kursy" }).focus());
        expect(region).toHaveAttribute("data-placement", "bottom");
        act(() => screen.getByRole("link", { name: "Więcej" }).focus());
        expect(region).toHaveAttribute("data-placement", "top");
        expect(region.style.bottom).toBe("auto");
      } finally {
        boxes.set("Powiadomienia", regionBox ?? {});
      }
    });

    it("does not jump away while focus is inside it", () => {
      const region = renderWithFooter();
      act(() => screen.getByRole("link", { name: "Regulamin" }).focus());
      act(() => screen.getByRole("button", { name: "Zamknij" }).focus());
      expect(region).toHaveAttribute("data-placement", "top");
    });
  });
});
