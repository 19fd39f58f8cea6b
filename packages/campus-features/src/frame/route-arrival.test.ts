import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ArrivalOptions, arriveOnPage as startArrival } from "./route-arrival";

// Every arrival of a test ends with it, so none keeps watching the next test's page.
const arrivals: (() => void)[] = [];
const arriveOnPage = (doc: Document, options: ArrivalOptions) => arrivals.push(startArrival(doc, options));

/** The campus as a page replaced another: a header with the menu button, a main with the new page. */
function showPage(main: string) {
  document.body.innerHTML = `<header><button id="menu-button">Menu</button></header><main>${main}</main>`;
  document.title = "Narzędzia AI – Campus AI";
}

describe("arriveOnPage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const cancel of arrivals.splice(0)) cancel();
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("focuses the new page's h1, making it focusable, and announces nothing", () => {
    showPage("<h1>Narzędzia AI</h1><a href='/tools/x'>DataLens</a>");
    const announce = vi.fn();
    arriveOnPage(document, { announce });
    const heading = document.querySelector("h1");
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute("tabindex")).toBe("-1");
    vi.advanceTimersByTime(2000);
    expect(announce).not.toHaveBeenCalled();
  });

  it("keeps the heading focused when a closing menu hands focus back to its button", () => {
    showPage("<h1>Narzędzia AI</h1>");
    const button = document.getElementById("menu-button") as HTMLButtonElement;
    button.focus();
    arriveOnPage(document, { announce: vi.fn() });
    button.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.querySelector("h1"));
  });

  it("announces the title of a page still loading, then focuses its h1 once loaded", () => {
    showPage('<h1>Kurs</h1><div aria-busy="true">Wczytywanie kursu…</div>');
    const announce = vi.fn();
    arriveOnPage(document, { announce });
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(600);
    expect(announce).toHaveBeenCalledWith("Narzędzia AI – Campus AI");
    document.querySelector("[aria-busy]")?.removeAttribute("aria-busy");
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.querySelector("h1"));
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("leaves focus the page gave itself and announces the title instead", () => {
    showPage("<h1>Zaloguj się</h1><input aria-label='E-mail' />");
    const field = document.querySelector("input") as HTMLInputElement;
    // The page focused its field as it mounted, after the link that led here had focus.
    field.focus();
    const announce = vi.fn();
    arriveOnPage(document, { announce, ledHere: document.body });
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(field);
    expect(announce).toHaveBeenCalledWith("Narzędzia AI – Campus AI");
  });

  it("stops moving focus once the learner presses a key", () => {
    showPage('<h1>Kurs</h1><div aria-busy="true"></div>');
    const announce = vi.fn();
    arriveOnPage(document, { announce });
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    document.querySelector("[aria-busy]")?.removeAttribute("aria-busy");
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
    expect(announce).not.toHaveBeenCalled();
  });
});
