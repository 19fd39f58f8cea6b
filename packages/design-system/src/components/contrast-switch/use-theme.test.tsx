import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { darkModeStorageKey } from "../../theme/theme-boot";
import { ContrastSwitch } from "./contrast-switch";
import { useTheme } from "./use-theme";

function ThemeToggle({ name }: { name: string }) {
  const { theme, setTheme } = useTheme();
  return <ContrastSwitch theme={theme} onChange={setTheme} label={name} />;
}

/** Another tab of the same site changing the stored flag. */
function storeInAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(darkModeStorageKey);
  else localStorage.setItem(darkModeStorageKey, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: darkModeStorageKey, newValue: value }));
  });
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
  vi.restoreAllMocks();
});

describe("useTheme", () => {
  it("starts from the stored choice and applies it to the page", () => {
    localStorage.setItem(darkModeStorageKey, "true");
    render(<ThemeToggle name="High contrast" />);
    expect(screen.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
  });

  it("is light when nothing is stored", () => {
    render(<ThemeToggle name="High contrast" />);
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("stores and applies a switch, and every user of the hook follows", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle name="In the header" />
        <ThemeToggle name="In the settings" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "In the header" }));
    expect(localStorage.getItem(darkModeStorageKey)).toBe("true");
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
    expect(screen.getByRole("button", { name: "In the settings" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "In the settings" }));
    expect(localStorage.getItem(darkModeStorageKey)).toBe("false");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(screen.getByRole("button", { name: "In the header" })).toHaveAttribute("aria-pressed", "false");
  });

  it("follows a switch made in another tab", () => {
    render(<ThemeToggle name="High contrast" />);
    storeInAnotherTab("true");
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
    storeInAnotherTab(null);
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("ignores other keys changing in another tab", () => {
    render(<ThemeToggle name="High contrast" />);
    localStorage.setItem(darkModeStorageKey, "true");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse", newValue: "1" }));
    });
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("keeps the choice for the page when storage is blocked", async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    render(<ThemeToggle name="High contrast" />);
    await user.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
    vi.restoreAllMocks();
    // Once storage works again, the page and the hook follow it.
    await user.click(screen.getByRole("button"));
    expect(localStorage.getItem(darkModeStorageKey)).toBe("false");
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });
});
