import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnswerText } from "./answer-text";

const shown = (html: string) => render(<AnswerText html={html} />).container.firstElementChild?.innerHTML;

describe("a sent answer's text", () => {
  it("keeps paragraphs, lists, emphasis and web links", () => {
    expect(
      shown(
        '<p>Mój <strong>asystent</strong> i <em>ja</em></p><ul><li>jeden</li></ul><p><a href="https://example.com">link</a></p>',
      ),
    ).toBe(
      '<p>Mój <strong>asystent</strong> i <em>ja</em></p><ul><li>jeden</li></ul><p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
  });

  it("shows anything else as its text alone, running nothing", () => {
    const html = shown(
      '<p onclick="alert(1)">A<script>alert(2)</script><img src=x onerror="alert(3)"><span style="color:red">B</span></p>',
    );
    expect(html).toBe("<p>AB</p>");
  });

  it("leaves a link with another scheme unlinked", () => {
    expect(shown('<p><a href="javascript:alert(1)">kliknij</a></p>')).toBe("<p><span>kliknij</span></p>");
  });

  it("says after each link's words, to screen readers, that it opens in a new tab when asked to", () => {
    const html = render(
      <AnswerText html='<p><a href="https://example.com">opis</a></p>' newTabHint="otwiera się w nowej karcie" />,
    ).container.firstElementChild?.innerHTML;
    expect(html).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">opis<span class="sr-only"> (otwiera się w nowej karcie)</span></a></p>',
    );
  });
});
