import { useTranslation } from "react-i18next";

/**
 * The app-loading screen while the first chunks of the campus load. It draws exactly what the design
 * system's `AppLoadingScreen` draws (which the login gate shows next, so nothing flickers), with plain
 * markup: the first download stays free of the component library.
 */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-surface px-6 text-center text-fg">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className="size-12 shrink-0 animate-spin text-accent-text motion-reduce:animate-none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p role="status" className="max-w-md text-lead font-semibold">
        {t("app.loadingScreen")}
      </p>
    </div>
  );
}
