import { HeaderBackground } from "@campus/design-system";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PublicHeader } from "../frame";

/**
 * The look of the pages of a learner without a session (signing in, a forgotten password, choosing a password):
 * the public header over the campus's band, and one card in the middle holding the page's heading and form.
 */
export function PublicCardPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-surface text-fg">
      <HeaderBackground desktopHeight={469} mobileHeight={442} />
      <PublicHeader settingsLabel={t("login.settings")} />
      <main className="flex flex-1 items-start justify-center px-4 py-10 desktop:py-20">
        <div className="flex w-full max-w-md flex-col gap-6 rounded-card bg-surface-raised p-6 shadow-xl border-edge border-border sm:p-10">
          {children}
        </div>
      </main>
    </div>
  );
}
