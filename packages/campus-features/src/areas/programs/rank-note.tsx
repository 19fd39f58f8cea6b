import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Why some programs are locked, and that keeping a rank needs an active subscription (SPEC section 6). */
export function RankNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={`flex items-start gap-3 rounded-card border border-border bg-warning-subtle px-4 py-3 text-small text-fg hc:border-warning ${className ?? ""}`}
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{t("programs.rankNote")}</span>
    </p>
  );
}
