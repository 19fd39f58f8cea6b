import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeaderBackground } from "./header-background";

describe("HeaderBackground", () => {
  it("passes both heights as custom properties and hides itself from assistive technology", () => {
    const { container } = render(<HeaderBackground desktopHeight={600} mobileHeight={540} />);
    const band = container.firstElementChild as HTMLElement;
    expect(band.getAttribute("aria-hidden")).toBe("true");
    expect(band.style.getPropertyValue("--header-bg-desktop")).toBe("600px");
    expect(band.style.getPropertyValue("--header-bg-mobile")).toBe("540px");
    expect(band.className).toContain("desktop:h-(--header-bg-desktop)");
  });

  it("fills the area it is placed in for the 404 page, not the screen's height", () => {
    const { container } = render(<HeaderBackground desktopHeight={600} mobileHeight={540} fullHeight />);
    const band = container.firstElementChild as HTMLElement;
    expect(band.className).toContain("bottom-0");
    expect(band.className).not.toContain("h-dvh");
    expect(band.className).not.toContain("desktop:h-(--header-bg-desktop)");
  });
});
