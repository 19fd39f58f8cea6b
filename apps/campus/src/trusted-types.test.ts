import { describe, expect, it } from "vitest";
import { allowedHtml } from "./trusted-types";

describe("the default Trusted Types policy", () => {
  it("lets an element be cleared", () => {
    expect(allowedHtml("", "TrustedHTML", "Element innerHTML")).toBe("");
  });

  it("lets markup be parsed into an inert document, as the rich-text editor does", () => {
    expect(allowedHtml("<p>Odpowiedź</p>", "TrustedHTML", "DOMParser parseFromString")).toBe("<p>Odpowiedź</p>");
  });

  it("refuses any other markup written into the page", () => {
    expect(allowedHtml('<img src=x onerror="alert(1)">', "TrustedHTML", "Element innerHTML")).toBeNull();
    expect(allowedHtml("<p>x</p>", "TrustedHTML", "Element outerHTML")).toBeNull();
    expect(allowedHtml("<p>x</p>", "TrustedHTML", "Element insertAdjacentHTML")).toBeNull();
    expect(allowedHtml("<p>x</p>", "TrustedHTML", "Document write")).toBeNull();
  });

  it("answers only the browser at a sink: code that asks it by name is refused, and turns to a policy of its own", () => {
    expect(() => allowedHtml("<p>wklejone</p>")).toThrow(TypeError);
  });
});
