import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PdfPreview } from "./pdf-preview";

/** The page with a feedback field and the preview; the viewer "takes focus" as Chromium's does when it is ready. */
function renderPage() {
  render(
    <>
      <textarea aria-label="Feedback" />
      <PdfPreview src="about:blank" title="PDF preview: report.pdf" />
    </>,
  );
  const field = screen.getByRole("textbox", { name: "Feedback" });
  const frame = screen.getByTitle("PDF preview: report.pdf");
  const viewerTakesFocus = async () => {
    frame.focus();
    fireEvent.blur(window);
    await Promise.resolve();
  };
  return { field, frame, viewerTakesFocus };
}

describe("the PDF preview", () => {
  it("gives focus back when the viewer takes it on its own", async () => {
    const { field, viewerTakesFocus } = renderPage();
    field.focus();
    await viewerTakesFocus();
    expect(document.activeElement).toBe(field);
  });

  it("keeps focus the reviewer moved into it by Tab", async () => {
    const { field, frame, viewerTakesFocus } = renderPage();
    field.focus();
    fireEvent.keyDown(field, { key: "Tab" });
    await viewerTakesFocus();
    expect(document.activeElement).toBe(frame);
  });

  it("keeps focus the reviewer moved into it with the pointer", async () => {
    const { field, frame, viewerTakesFocus } = renderPage();
    field.focus();
    fireEvent.pointerEnter(frame);
    await viewerTakesFocus();
    expect(document.activeElement).toBe(frame);
  });
});
