import { Skeleton, SkeletonRegion } from "@campus/design-system";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCall, useCallMutation } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { useSession } from "../../session";
import { explainedByPage, useLoadErrorToast, useToasts } from "../../toasts";
import { OnboardingSteps } from "./onboarding-steps";

/**
 * Onboarding (`/onboarding`, SPEC section 4): the provider's steps for a learner of rank 1. Finishing it
 * raises the rank, and the onboarding gate then takes the learner home.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const onboarding = useCall("onboarding", {});
  const complete = useCallMutation("completeOnboarding");
  const data = onboarding.data?.data;
  useLoadErrorToast(onboarding.error, data !== undefined, "onboarding.loadErrorToast", explainedByPage);

  const finish = async () => {
    try {
      const answer = await complete.trigger({});
      toasts.success(t("onboarding.completed"));
      session.update(answer);
    } catch {
      toasts.error(t("onboarding.completeError"));
    }
  };

  return (
    <div className={pageColumn.plain}>
      {onboarding.error && !data ? (
        <>
          <OnboardingHeading title={t("onboarding.fallbackTitle")} />
          <LoadError
            message={errorMessage(onboarding.error, t, "onboarding.loadError")}
            onRetry={() => void onboarding.mutate()}
          />
        </>
      ) : !data ? (
        <>
          {/* The page has its h1 while the provider's own title loads. */}
          <OnboardingHeading title={t("onboarding.fallbackTitle")}>
            <Skeleton className="w-1/2 max-w-md text-lead" />
          </OnboardingHeading>
          <SkeletonRegion label={t("onboarding.loading")}>
            <div className="grid overflow-hidden rounded-card border border-border bg-surface-raised desktop:grid-cols-2">
              <Skeleton shape="block" className="h-56 rounded-none desktop:h-96" />
              <div className="flex flex-col gap-4 p-5 sm:p-8">
                <Skeleton className="w-24 text-small" />
                <Skeleton className="w-4/5 text-title" />
                <Skeleton lines={3} className="text-lead" />
              </div>
            </div>
          </SkeletonRegion>
        </>
      ) : (
        <>
          <OnboardingHeading title={data.title}>
            <p className="max-w-2xl text-lead">{data.intro}</p>
          </OnboardingHeading>
          <OnboardingSteps steps={data.steps} onFinish={() => void finish()} isFinishing={complete.isMutating} />
        </>
      )}
    </div>
  );
}

/** The page's heading on the hero band, with what goes under it. */
function OnboardingHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2 text-hero-fg">
      <title>{t("app.documentTitle", { title })}</title>
      <h1 className="text-title font-bold text-balance break-words desktop:text-display">{title}</h1>
      {children}
    </header>
  );
}
