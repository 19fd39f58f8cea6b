import { TutorialModal } from "@campus/design-system";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampusClient } from "../../data";
import { useLearner, useSession } from "../../session";

const STEPS = ["welcome", "courses", "lessons", "promptbook"] as const;

/**
 * The short tour shown once, on the learner's first visit of home. It is remembered with the account as soon
 * as it shows (finished or closed early), so neither a reload nor another device shows it again. Should saving
 * that fail, nothing is said: the tour shows once more on the next visit, which is the lesser harm.
 */
export function HomeTutorial() {
  const { t } = useTranslation();
  const client = useCampusClient();
  const session = useSession();
  const { user, organizationSettings } = useLearner();
  const [isOpen, setOpen] = useState(() => !user.tutorialSeen);
  const marked = useRef(false);

  useEffect(() => {
    if (!isOpen || marked.current) return;
    marked.current = true;
    client.call("markTutorialSeen").then(
      // The session's learner follows, so home shown again in this visit does not bring the tour back.
      () => session.update({ success: true, user: { ...user, tutorialSeen: true }, organizationSettings }),
      () => {},
    );
  }, [isOpen, client, session, user, organizationSettings]);

  return (
    <TutorialModal
      isOpen={isOpen}
      onOpenChange={setOpen}
      steps={STEPS.map((step) => ({
        title: t(`modals.tutorial.steps.${step}.title`, { name: user.firstName }),
        body: <p>{t(`modals.tutorial.steps.${step}.body`)}</p>,
      }))}
      stepLabel={(step, total) => t("modals.tutorial.stepLabel", { step, total })}
      nextLabel={t("modals.tutorial.next")}
      backLabel={t("modals.tutorial.back")}
      finishLabel={t("modals.tutorial.finish")}
      closeLabel={t("modals.tutorial.close")}
    />
  );
}
