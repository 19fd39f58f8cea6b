import { I18nProvider as ComponentLocaleProvider } from "@campus/design-system";
import { applyTheme, isTheme } from "@campus/design-system/theme";
import { createCampusI18n, I18nextProvider, isLanguage, type Language, resolveLanguage } from "@campus/features/i18n";
import type { Decorator, Preview } from "@storybook/react-vite";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";
import { type ReactNode, useRef } from "react";
import { configure } from "storybook/test";
import { BothThemes, bothThemes, isolateThemeTwin } from "./both-themes";
import { CampusDocsContainer } from "./docs-container";
import "./preview.css";

isolateThemeTwin();

// Play functions wait up to 5 s for what they find: the checks run two stories at a time on a small
// machine, where a retried call and its re-render can outlast the library's default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Viewports of the campus shells: the mobile shell below 1300px, the desktop shell from 1300px. The two
 * widths on either side of the breakpoint show where the layout changes.
 */
export const campusViewports = {
  mobile: { name: "Mobile (390px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  belowDesktop: {
    name: "Widest mobile layout (1299px)",
    styles: { width: "1299px", height: "900px" },
    type: "tablet",
  },
  desktopEdge: { name: "Narrowest desktop (1300px)", styles: { width: "1300px", height: "900px" }, type: "desktop" },
  desktop: { name: "Desktop (1440px)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

/**
 * Feature stories meet the API only through MSW: a call no story answers fails loudly instead of reaching a
 * server that is not there. Media and Storybook's own files pass through.
 */
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: "./mockServiceWorker.js" },
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol !== "http") return;
      const { pathname } = new URL((frame.data as { request: Request }).request.url);
      if (pathname.startsWith("/api/") && !pathname.startsWith("/api/media/")) defaults.error();
    },
  });
  return worker;
};

/**
 * The demo's six covers, fetched and decoded once before the first story renders and kept: a card whose
 * cover arrives after the card's first paint is drawn with other anti-aliasing at its rounded corners, so
 * two screenshots of one story could differ by a few pixels. Relative, like the fixtures' media addresses.
 */
let covers: Promise<HTMLImageElement[]> | undefined;
const decodeCovers = async () => {
  covers ??= Promise.all(
    [1, 2, 3, 4, 5, 6].map(async (n) => {
      const image = new Image();
      image.src = `api/media/cover-${n}.jpg`;
      await image.decode().catch(() => undefined);
      return image;
    }),
  );
  await covers;
  return {};
};

const i18n = createCampusI18n(resolveLanguage({ search: window.location.search, storage: undefined }), {
  storage: undefined,
});

/**
 * Puts the interface in the toolbar's language when a story mounts and when the toolbar's language changes,
 * but not at every re-render: a story that switched the language itself (the campus's language switcher) keeps
 * it when only the theme changes.
 */
function ToolbarLocale({ locale, children }: { locale: Language; children: ReactNode }) {
  const applied = useRef<Language | null>(null);
  if (applied.current !== locale) {
    applied.current = locale;
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }
  return children;
}

/**
 * The toolbar's language, or until one is chosen: English on docs pages, whose prose is English, and
 * Polish, the campus's own language, on a story's canvas, where play functions find the Polish texts.
 */
const storyLocale = (globals: Record<string, unknown>, viewMode: string): Language =>
  isLanguage(globals.locale) ? globals.locale : viewMode === "docs" ? "en" : "pl";

const withThemeAndLocale: Decorator = (Story, context) => {
  const both = context.globals.theme === bothThemes;
  const theme = isTheme(context.globals.theme) ? context.globals.theme : "light";
  const locale = storyLocale(context.globals, context.viewMode);
  // Both themes: the page stays light and each pane carries its own theme (see both-themes.tsx).
  applyTheme(theme);
  return (
    <ToolbarLocale locale={locale}>
      <ComponentLocaleProvider locale={locale === "pl" ? "pl-PL" : "en-US"}>
        <I18nextProvider i18n={i18n}>
          {both ? <BothThemes context={context} Story={Story} /> : <Story />}
        </I18nextProvider>
      </ComponentLocaleProvider>
    </ToolbarLocale>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  loaders: [mswLoader(startWorker), decodeCovers],
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: "Campus theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "high-contrast", title: "High contrast" },
          { value: bothThemes, title: "Both, side by side" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Interface language: English on docs pages and Polish in stories until you choose one",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "pl", title: "Polski" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: "light",
    // Under automation (the story checks) the addon's own axe run after every render is left out: the
    // checks run axe themselves, with AAA contrast in high contrast. Designers' browsers keep the panel live.
    a11y: { manual: navigator.webdriver },
  },
  parameters: {
    layout: "padded",
    docs: { container: CampusDocsContainer },
    viewport: { options: campusViewports },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // react-aria's live announcer is a visually hidden log of transient messages, not page content (the
      // story checks leave it out as well).
      context: { exclude: ["[data-live-announcer]"] },
      // Landmarks and the page heading are page concerns, checked on whole pages (stories of the
      // shell enable them again); a component alone has neither.
      config: {
        rules: [
          { id: "region", enabled: false },
          { id: "landmark-one-main", enabled: false },
          { id: "page-has-heading-one", enabled: false },
        ],
      },
    },
    options: {
      storySort: { order: ["Introduction", "Tokens", "Components", "Features", "Pages", "Developers"] },
    },
  },
};

export default preview;
