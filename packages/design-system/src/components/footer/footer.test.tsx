import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer, type FooterProps } from "./footer";

const props: FooterProps = {
  year: 2026,
  copyrightText: "Campus.",
  privacyPolicy: { label: "Privacy policy", href: "https://example.org/privacy" },
  termsOfService: { label: "Terms of service", href: "https://example.org/terms" },
  followUsLabel: "Follow us",
  social: {
    professionalNetwork: { label: "Professional", href: "https://example.org/a" },
    socialNetwork: { label: "Social", href: "https://example.org/b" },
    photoNetwork: { label: "Photo", href: "https://example.org/c" },
    shortVideoNetwork: { label: "Video", href: "https://example.org/d" },
  },
  newTabHint: "(opens in a new tab)",
};

describe("Footer", () => {
  it("shows the year and opens every link in a new tab with a hint", () => {
    render(<Footer {...props} />);
    expect(screen.getByText("© 2026 Campus.")).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
      expect(link.textContent).toContain("(opens in a new tab)");
    }
    expect(screen.getByRole("link", { name: "Video (opens in a new tab)" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Follow us" })).toBeTruthy();
  });

  it("renders nothing when hidden", () => {
    const { container } = render(<Footer {...props} hidden />);
    expect(container.innerHTML).toBe("");
  });
});
