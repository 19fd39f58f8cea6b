import { beforeEach, describe, expect, it } from "vitest";
import { setShortcutsOn, shortcutOf, shortcutsOn } from "./shortcuts";

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEvent> = {}) =>
  shortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...modifiers });

describe("the work page's shortcuts", () => {
  beforeEach(() => localStorage.clear());

  it("are bare letters: j and k move in the queue, a approves, r goes to the feedback", () => {
    expect(press("j")).toBe("next");
    expect(press("k")).toBe("previous");
    expect(press("a")).toBe("approve");
    expect(press("r")).toBe("feedback");
    expect(press("x")).toBeUndefined();
    expect(press("Enter")).toBeUndefined();
  });

  it("leave a key with a modifier to the browser (Ctrl+R reloads, Shift+A is a capital)", () => {
    expect(press("r", document.body, { ctrlKey: true })).toBeUndefined();
    expect(press("a", document.body, { metaKey: true })).toBeUndefined();
    expect(press("j", document.body, { altKey: true })).toBeUndefined();
    expect(press("A", document.body, { shiftKey: true })).toBeUndefined();
    expect(press("a", document.body, { isComposing: true })).toBeUndefined();
  });

  it("never act in a field being typed in", () => {
    document.body.innerHTML =
      '<textarea></textarea><input><div contenteditable="true"><p>x</p></div><a href="https://example.com">link</a>';
    expect(press("a", document.querySelector("textarea"))).toBeUndefined();
    expect(press("a", document.querySelector("input"))).toBeUndefined();
    expect(press("a", document.querySelector("p"))).toBeUndefined();
    expect(press("a", document.querySelector("a"))).toBe("approve");
    document.body.innerHTML = "";
  });

  it("are on until the reviewer turns them off, which this device remembers", () => {
    expect(shortcutsOn(localStorage)).toBe(true);
    setShortcutsOn(localStorage, false);
    expect(shortcutsOn(localStorage)).toBe(false);
    setShortcutsOn(localStorage, true);
    expect(shortcutsOn(localStorage)).toBe(true);
    expect(shortcutsOn(undefined)).toBe(true);
  });
});
