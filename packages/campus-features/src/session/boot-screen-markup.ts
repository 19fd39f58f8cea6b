import type { Language } from "../i18n";

/**
 * The app-loading screen (SPEC section 2) as plain HTML, for index.html: the page paints it before any script
 * has run, in the theme the theme boot script set and the language the language boot script set (each message
 * carries its language; the campus's style sheet shows the one of `<html lang>`). The app's first render,
 * `BootScreen`, draws the same classes and spinner, and the login gate's `AppLoadingScreen` after it, so the
 * screen stays still while the scripts take over. Built at build time from the locale files' strings.
 */
export const bootScreenClasses = {
  screen: "fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-surface px-6 text-center text-fg",
  spinner: "size-12 shrink-0 animate-spin text-accent-text motion-reduce:animate-none",
  message: "max-w-md text-lead font-semibold",
} as const;

/** The spinner's drawing: a faint ring and a quarter arc, in the current colour. */
export const bootSpinnerShapes = {
  ring: { cx: "12", cy: "12", r: "9", stroke: "currentColor", "stroke-opacity": "0.3", "stroke-width": "3" },
  arc: { d: "M21 12a9 9 0 0 0-9-9", stroke: "currentColor", "stroke-width": "3", "stroke-linecap": "round" },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");

/** The screen's HTML with the message in each language (`app.loadingScreen` of each locale file). */
export function bootScreenHtml(messages: Record<Language, string>): string {
  const spinner =
    `<svg viewBox="0 0 24 24" fill="none" aria-hidden="true" class="${bootScreenClasses.spinner}">` +
    `<circle${attributes(bootSpinnerShapes.ring)}></circle><path${attributes(bootSpinnerShapes.arc)}></path></svg>`;
  const paragraphs = Object.entries(messages).map(
    ([language, message]) =>
      `<p role="status" class="${bootScreenClasses.message}" lang="${language}" data-boot-language="${language}">${escapeHtml(message)}</p>`,
  );
  return `<div class="${bootScreenClasses.screen}" data-boot-screen>${spinner}${paragraphs.join("")}</div>`;
}
