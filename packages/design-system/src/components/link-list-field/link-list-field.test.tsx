import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { detectLinkProvider } from "./detect-link-provider";
import { LinkListField, type LinkListFieldProps, type LinkListItem } from "./link-list-field";

describe("detectLinkProvider", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
    ["https://youtube.com/shorts/abc123", "youtube"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share", "youtube"],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", "youtube"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube"],
    ["http://YouTube.com/watch?v=x", "youtube"],
    ["https://vimeo.com/76979871", "vimeo"],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e", "vimeo"],
    ["https://drive.google.com/file/d/1AbCdEf/view?usp=sharing", "google-drive"],
    ["https://drive.google.com/drive/folders/1AbCdEf", "google-drive"],
    ["https://docs.google.com/document/d/1AbCdEf/edit", "google-drive"],
    ["https://docs.google.com/presentation/d/1AbCdEf/edit#slide=id.p", "google-drive"],
    ["https://onedrive.live.com/?cid=ABC&id=ABC%21123", "onedrive"],
    ["https://1drv.ms/w/s!AbCdEf", "onedrive"],
    ["https://contoso-my.sharepoint.com/:w:/g/personal/jan_contoso_com/EabCdE", "onedrive"],
    ["https://contoso.sharepoint.com/sites/kurs/Shared%20Documents/praca.docx", "onedrive"],
    ["  https://youtu.be/dQw4w9WgXcQ  ", "youtube"],
  ])("%s is %s", (url, provider) => {
    expect(detectLinkProvider(url)).toBe(provider);
  });

  it.each([
    "",
    "youtube.com/watch?v=x",
    "https://example.com/youtube.com",
    "https://youtube.com.evil.example/watch",
    "https://notyoutube.com/watch?v=x",
    "https://vimeo.com.example.org/1",
    "https://google.com/drive",
    "https://mail.google.com/mail/u/0",
    "https://sharepoint.com.example.net/x",
    "ftp://drive.google.com/file",
    "javascript:alert('youtube.com')",
    "nie jest adresem",
  ])("%s is not an allowed provider", (url) => {
    expect(detectLinkProvider(url)).toBeNull();
  });
});

const labels = {
  label: "Linki do pracy",
  formatLinkLabel: (index: number) => `Link ${index + 1}`,
  formatRemoveLabel: (index: number) => `Usuń link ${index + 1}`,
  addLabel: "Dodaj link",
  maxReachedMessage: "Możesz dodać najwyżej 3 linki",
  invalidProviderMessage: "Dozwolone są linki do YouTube, Vimeo, Google Drive lub OneDrive",
} satisfies Partial<LinkListFieldProps>;

function Host({ initial, ...props }: Partial<LinkListFieldProps> & { initial: LinkListItem[] }) {
  const [value, setValue] = useState(initial);
  const next = useRef(0);
  return (
    <LinkListField
      {...labels}
      maxLinks={3}
      value={value}
      onChange={setValue}
      createId={() => `new-${next.current++}`}
      {...props}
    />
  );
}

// These tests render and operate the whole field in jsdom, which on a busy machine can outlast the default 5 s.
describe("LinkListField", () => {
  it("shows the provider of a link and refuses other hosts once the field is left", async () => {
    const user = userEvent.setup();
    render(<Host initial={[{ id: "a", url: "" }]} />);
    const field = screen.getByRole("textbox", { name: "Link 1" });
    await user.click(field);
    await user.paste("https://youtu.be/abc");
    expect(screen.getByText("YouTube")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("YouTube");
    await user.clear(field);
    await user.paste("https://example.com/film");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(labels.invalidProviderMessage);
  });

  it("adds rows up to the maximum, focusing each new one", async () => {
    const user = userEvent.setup();
    render(<Host initial={[{ id: "a", url: "https://vimeo.com/1" }]} />);
    const add = screen.getByRole("button", { name: "Dodaj link" });
    await user.click(add);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Link 2" })).toHaveFocus());
    await user.click(add);
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("Możesz dodać najwyżej 3 linki");
  });

  it("removes a row by keyboard and returns focus to the add button", async () => {
    const user = userEvent.setup();
    render(
      <Host
        initial={[
          { id: "a", url: "https://vimeo.com/1" },
          { id: "b", url: "https://1drv.ms/w/s!x" },
        ]}
      />,
    );
    screen.getByRole("button", { name: "Usuń link 1" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Link 1" })).toHaveValue("https://1drv.ms/w/s!x");
    await waitFor(() => expect(screen.getByRole("button", { name: "Dodaj link" })).toHaveFocus());
  });

  it("shows server errors by link id", () => {
    render(
      <Host
        initial={[
          { id: "a", url: "https://vimeo.com/1" },
          { id: "b", url: "https://youtu.be/x" },
        ]}
        errors={{ a: "Film jest prywatny", b: "Nie znaleziono filmu" }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Link 1" })).toHaveAccessibleDescription(/Film jest prywatny/);
    expect(screen.getByRole("textbox", { name: "Link 2" })).toHaveAccessibleDescription(/Nie znaleziono filmu/);
  });
});
