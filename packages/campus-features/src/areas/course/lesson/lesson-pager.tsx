import { cn, focusRing } from "@campus/design-system";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { LessonTarget } from "./lesson-target";
import { wantTitleFocus } from "./title-focus";

/** A step beside the lesson open: where it is, and its title. */
export interface PagerStep {
  target: LessonTarget;
  title: string;
  href: string;
}

const linkClass = cn(
  "flex min-w-0 flex-col gap-1 rounded-card border border-border-strong bg-surface-raised p-3 text-fg sm:p-4",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "forced-colors:data-[hovered]:border-[Highlight]",
  focusRing,
);

/**
 * The lessons before and after this one in the course's order (a lesson's parts are steps of their own), as links
 * to their addresses, so Back returns and a link opens in a new tab too. The lesson opened takes focus to its title.
 */
export function LessonPager({ previous, next }: { previous: PagerStep | null; next: PagerStep | null }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav aria-label={t("lesson.pager.label")} className="grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} onPress={wantTitleFocus} className={linkClass}>
          <span className="inline-flex items-center gap-1 text-small text-fg-muted">
            <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
            {t("lesson.pager.previous")}
          </span>
          <span className="font-semibold break-words">{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link href={next.href} onPress={wantTitleFocus} className={cn(linkClass, "items-end text-end sm:col-start-2")}>
          <span className="inline-flex items-center gap-1 text-small text-fg-muted">
            {t("lesson.pager.next")}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </span>
          <span className="font-semibold break-words">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
