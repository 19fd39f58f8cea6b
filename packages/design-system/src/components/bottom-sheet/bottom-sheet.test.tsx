import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { DrawerTrigger } from "../drawer/drawer";
import { BottomSheet } from "./bottom-sheet";

describe("BottomSheet", () => {
  it("opens from its trigger, shows the profile, logs out, and Escape returns focus", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <DrawerTrigger>
        <Button>Konto</Button>
        <BottomSheet
          title="Konto"
          name="Anna Kowalska"
          rankLine="Ranga: Odkrywca"
          logoutLabel="Wyloguj"
          onLogout={onLogout}
        />
      </DrawerTrigger>,
    );
    const trigger = screen.getByRole("button", { name: "Konto" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Konto" })).toBeInTheDocument();
    expect(screen.getByText("Anna Kowalska")).toBeInTheDocument();
    expect(screen.getByText("Ranga: Odkrywca")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Wyloguj" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("links entries, external ones in a new tab with a spoken hint", () => {
    render(
      <BottomSheet
        isOpen
        title="Konto"
        name="Anna"
        logoutLabel="Wyloguj"
        onLogout={() => {}}
        newTabLabel="(nowa karta)"
        entries={[
          { id: "p", label: "Profil", href: "https://example.com/p", isExternal: true },
          { id: "h", label: "Pomoc", href: "/pomoc" },
        ]}
      />,
    );
    const profile = screen.getByRole("link", { name: "Profil (nowa karta)" });
    expect(profile).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Pomoc" })).not.toHaveAttribute("target");
  });
});
