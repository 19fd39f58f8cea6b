import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { LinkDialog } from "./link-dialog";
import { isValidEmail, isValidUrl, parseLinkInput } from "./link-validation";

describe("isValidUrl", () => {
  it.each([
    "https://example.com",
    "http://example.com",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://sub.domain.example.co.uk/path/to/page#section",
    "https://example.com:8080/a",
    "https://zażółć.pl",
    "https://xn--zaw-3qa5a.xn--p1ai/",
  ])("accepts %s", (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    "",
    "example.com",
    "www.example.com",
    "ftp://example.com",
    "javascript:alert(1)",
    "mailto:jan@example.com",
    "data:text/html,hi",
    "https://localhost",
    "http://192.168.0.1",
    "https://example",
    "https://example.c0m",
    "https://exa mple.com",
    "https://user:pass@example.com",
    "https://.example.com",
    "https://",
  ])("refuses %s", (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it("ignores surrounding spaces", () => {
    expect(isValidUrl("  https://example.com  ")).toBe(true);
  });
});

describe("isValidEmail", () => {
  it.each(["jan@example.com", "jan.kowalski+kurs@szkola.edu.pl", "a_b-c@sub.example.org"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "jan",
    "jan@",
    "@example.com",
    "jan@example",
    "jan@@example.com",
    "jan kowalski@example.com",
    "jan@example..com",
    ".jan@example.com",
    "jan..k@example.com",
    "jan@-example.com",
    "jan@example.c",
  ])("refuses %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("parseLinkInput", () => {
  it("turns an e-mail address, bare or with mailto, into a mailto link", () => {
    expect(parseLinkInput("jan@example.com")).toEqual({ href: "mailto:jan@example.com" });
    expect(parseLinkInput("mailto:jan@example.com")).toEqual({ href: "mailto:jan@example.com" });
    expect(parseLinkInput("mailto:jan@")).toEqual({ error: "email" });
  });

  it("takes anything else as a web address", () => {
    expect(parseLinkInput("https://example.com")).toEqual({ href: "https://example.com" });
    expect(parseLinkInput("example")).toEqual({ error: "url" });
    expect(parseLinkInput("https://user@example.com")).toEqual({ error: "url" });
  });
});

function Host({ onSave = () => {}, initialHref }: { onSave?: (href: string) => void; initialHref?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Link</Button>
      <LinkDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Dodaj link"
        urlLabel="Adres URL lub e-mail"
        saveLabel="Zapisz"
        cancelLabel="Anuluj"
        removeLabel="Usuń link"
        onRemove={() => {}}
        invalidUrlMessage="Nieprawidłowy adres URL"
        invalidEmailMessage="Nieprawidłowy adres e-mail"
        initialHref={initialHref}
        onSave={onSave}
      />
    </>
  );
}

// These tests render and operate the whole field in jsdom, which on a busy machine can outlast the default 5 s.
describe("LinkDialog", () => {
  it("shows the URL error on the field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Host onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Link" }));
    const field = screen.getByRole("textbox", { name: "Adres URL lub e-mail" });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard("strona{Enter}");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Nieprawidłowy adres URL");
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field);
    await user.keyboard("jan@{Enter}");
    expect(field).toHaveAccessibleDescription("Nieprawidłowy adres e-mail");
  });

  it("saves a valid address and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Host onSave={onSave} />);
    const trigger = screen.getByRole("button", { name: "Link" });
    await user.click(trigger);
    await user.keyboard("jan@example.com{Enter}");
    expect(onSave).toHaveBeenCalledWith("mailto:jan@example.com");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("shows a mailto link being edited as its address, with a remove button", async () => {
    const user = userEvent.setup();
    render(<Host initialHref="mailto:jan@example.com" />);
    await user.click(screen.getByRole("button", { name: "Link" }));
    expect(screen.getByRole("textbox")).toHaveValue("jan@example.com");
    expect(screen.getByRole("button", { name: "Usuń link" })).toBeInTheDocument();
  });
});
