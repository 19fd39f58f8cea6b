import { I18nProvider as ComponentLocaleProvider } from "@campus/design-system";
import { applyTheme, isTheme } from "@campus/design-system/theme";
import { createCampusI18n, I18nextProvider, isLanguage, resolveLanguage } from "@campus/features/i18n";
import type { Decorator, Preview } from "@storybook/react-vite";
import "./preview.css";

/** Viewports of the campus shells: the mobile shell below 1300px, the desktop shell above. */
export const campusViewports = {
  mobile: { name: "Mobile (390px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  desktop: { name: "Desktop (1440px)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const i18n = createCampusI18n(resolveLanguage({ search: window.location.search, storage: undefined }), {
  storage: undefined,
});

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : "light";
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : "pl";
  applyTheme(theme);
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return (
    <ComponentLocaleProvider locale={locale === "pl" ? "pl-PL" : "en-US"}>
      <I18nextProvider i18n={i18n}>
        <Story />
      </I18nextProvider>
    </ComponentLocaleProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
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
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "pl", title: "Polski" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: "light",
    locale: "pl",
  },
  parameters: {
    layout: "padded",
    viewport: { options: campusViewports },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
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
      storySort: { order: ["Introduction", "Components", "Features"] },
    },
  },
};

export default preview;
