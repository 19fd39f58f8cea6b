import { ToolsLauncher } from "@campus/design-system";
import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { externalLinks, UNIVERSITY_MIN_RANK } from "./external-links";

/** SPEC section 2's tools launcher: the external university, locked with 'rank too low' below rank 2. */
export function CampusToolsLauncher({ rankStage, className }: { rankStage: number; className?: string }) {
  const { t } = useTranslation();
  const isLocked = rankStage < UNIVERSITY_MIN_RANK;
  return (
    <ToolsLauncher
      label={t("shell.apps.label")}
      title={t("shell.apps.title")}
      newTabLabel={t("shell.newTab")}
      {...(className ? { className } : {})}
      apps={[
        {
          id: "university",
          name: t("shell.apps.university"),
          description: t("shell.apps.universityDescription"),
          href: externalLinks.university,
          icon: <GraduationCap />,
          isLocked,
          ...(isLocked ? { lockedReason: t("shell.apps.rankTooLow") } : {}),
        },
      ]}
    />
  );
}
