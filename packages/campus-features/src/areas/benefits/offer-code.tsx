import { Button } from "@campus/design-system";
import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../../toasts";

/** The partner's discount code, shown large and copied with one press (a toast says whether it worked). */
export function OfferCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toasts.success(t("benefits.partner.codeCopied", { code }));
    } catch {
      // A browser that refuses the clipboard (no permission, an insecure page): the code stays on screen to copy by hand.
      toasts.error(t("benefits.partner.codeNotCopied"));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-small font-semibold text-fg-muted">{t("benefits.partner.code")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="min-w-0 max-w-full rounded-control border-2 border-dashed border-border-strong bg-surface px-4 py-2 font-mono text-heading font-bold tracking-wider break-all text-fg">
          {code}
        </code>
        <Button variant="secondary" icon={<Copy />} onPress={() => void copy()}>
          {t("benefits.partner.copyCode")}
        </Button>
      </div>
    </div>
  );
}
