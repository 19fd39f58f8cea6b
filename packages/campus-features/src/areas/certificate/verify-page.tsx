import { pagePaths } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { ArrowRight } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { errorMessage } from "../../data";
import { LoadError, PublicHeader, useArrivalFocus } from "../../frame";
import { CertificateRecord } from "./certificate-record";
import { useCertificate } from "./hooks";
import { VerifySkeleton } from "./verify-skeleton";

/**
 * /verify/{id}: a certificate's public page, for anyone who holds the certificate or its QR code, signed in or
 * not. It shows what the certificate says (as copied when it was issued) and whether it still stands, and says
 * plainly when no certificate has the id. Search engines are asked not to index it: the holder's name is there
 * for whoever has the id, not for a search.
 */
export function VerifyPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { answer, isUnknown, error, retry } = useCertificate(id);
  const certificate = answer?.certificate;
  useArrivalFocus(heading, certificate !== undefined || isUnknown || error !== undefined);

  let title: string;
  let body: ReactNode;
  if (certificate) {
    title = t(certificate.status === "valid" ? "certificate.verify.validTitle" : "certificate.verify.revokedTitle");
    body = <CertificateRecord certificate={certificate} hasCredential={answer?.credential !== null} />;
  } else if (isUnknown) {
    title = t("certificate.verify.unknownTitle");
    body = (
      <p className="text-body text-fg-muted text-pretty [overflow-wrap:anywhere]">
        {t("certificate.verify.unknownLead", { id })}
      </p>
    );
  } else if (error) {
    title = t("certificate.verify.documentTitle");
    body = <LoadError message={errorMessage(error, t, "certificate.verify.loadError")} onRetry={retry} />;
  } else {
    title = t("certificate.verify.documentTitle");
    body = <VerifySkeleton />;
  }

  return (
    <VerifyFrame>
      <title>{t("app.documentTitle", { title })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex flex-col gap-2">
        <p className="text-small font-semibold text-accent-text">{t("certificate.verify.eyebrow")}</p>
        <h1 ref={heading} tabIndex={-1} className="text-title font-bold text-balance outline-none">
          {title}
        </h1>
      </div>
      {body}
    </VerifyFrame>
  );
}

/** The page around the record: the campus's logo with language and contrast, and a way into the campus. */
function VerifyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken text-fg">
      <PublicHeader settingsLabel={t("certificate.verify.settings")} />
      <main className="flex flex-1 justify-center px-4 py-8 desktop:py-16">
        <div className="flex w-full max-w-2xl flex-col gap-6">
          <div className="flex flex-col gap-6 rounded-card border-frame border-border bg-surface-raised p-5 shadow-sm sm:p-8">
            {children}
          </div>
          <LinkButton href={pagePaths.home} variant="secondary" icon={<ArrowRight />} className="self-start">
            {t("certificate.verify.home")}
          </LinkButton>
        </div>
      </main>
    </div>
  );
}
