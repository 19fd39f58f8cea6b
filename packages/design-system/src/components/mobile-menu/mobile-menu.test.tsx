import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { MobileMenu, type MobileMenuProps } from "./mobile-menu";

type Callbacks = Pick<MobileMenuProps, "onLanguageChange" | "onThemeChange" | "onLogout">;

function Host(callbacks: Partial<Callbacks>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button aria-label="Menu" icon={<span />} onPress={() => setOpen(true)} />
      <MobileMenu
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Menu"
        closeLabel="Zamknij"
        backLabel="Wróć"
        navLabel="Menu główne"
        items={[
          {
            id: "programs",
            label: "Programy",
            allLabel: "Wszystkie programy",
            allHref: "/programs",
            children: [{ id: "p1", label: "Program A", href: "/program/1" }],
          },
          { id: "tools", label: "Narzędzia", href: "/tools", isCurrent: true },
        ]}
        name="Anna Kowalska"
        rankLine="Ranga: Odkrywca"
        languageLabel="Język"
        languageApplyLabel="Zastosuj"
        languages={[
          { alias: "pl", label: "Polski" },
          { alias: "en", label: "English" },
        ]}
        language="pl"
        onLanguageChange={callbacks.onLanguageChange ?? (() => {})}
        darkThemeLabel="Tryb ciemny"
        theme="light"
        onThemeChange={callbacks.onThemeChange ?? (() => {})}
        logoutLabel="Wyloguj"
        onLogout={callbacks.onLogout ?? (() => {})}
      />
    </>
  );
}

// Nested drawers take several render passes; a busy machine needs more than the default 5 s.
describe("MobileMenu", () => {
  it("opens from the hamburger, lists items and the profile, and Escape returns focus", async () => {
    const user = userEvent.setup();
    render(<Host />);
    const hamburger = screen.getByRole("button", { name: "Menu" });
    hamburger.focus();
    await user.keyboard("{Enter}");
    const menu = screen.getByRole("dialog", { name: "Menu" });
    expect(within(menu).getByText("Anna Kowalska")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Narzędzia" })).toHaveAttribute("aria-current", "page");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it("opens an item's children in a second drawer and goes back", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const programs = screen.getByRole("button", { name: "Programy" });
    await user.click(programs);
    const submenu = screen.getByRole("dialog", { name: "Programy" });
    expect(within(submenu).getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute("href", "/programs");
    expect(within(submenu).getByRole("link", { name: "Program A" })).toHaveAttribute("href", "/program/1");
    await user.click(within(submenu).getByRole("button", { name: "Wróć" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Programy" })).toBeNull());
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
  });

  it("changes the language, the theme and logs out", async () => {
    const user = userEvent.setup();
    const onLanguageChange = vi.fn();
    const onThemeChange = vi.fn();
    const onLogout = vi.fn();
    render(<Host onLanguageChange={onLanguageChange} onThemeChange={onThemeChange} onLogout={onLogout} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("switch", { name: "Tryb ciemny" }));
    expect(onThemeChange).toHaveBeenCalledWith("dark");
    await user.click(screen.getByRole("button", { name: "Wyloguj" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: /Język/ }));
    const drawer = screen.getByRole("dialog", { name: "Język" });
    await user.click(within(drawer).getByRole("radio", { name: "English" }));
    // Choosing is not applying (WCAG 3.2.2): the button applies and returns to the menu.
    expect(onLanguageChange).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole("button", { name: "Zastosuj" }));
    expect(onLanguageChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Język" })).toBeNull());
  });
});
