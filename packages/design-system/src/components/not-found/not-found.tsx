import { House } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { LinkButton } from "../button/button";

export type NotFoundProps = {
  /** Page heading, e.g. "Nie znaleziono strony". */
  title: string;
  /** Explanation under the heading. */
  text: string;
  /** Label of the link home, e.g. "Wróć na stronę główną". */
  goHomeLabel: string;
  /** Where "go home" leads; "/" by default. */
  homeHref?: string;
  /** The element to render: a whole page is a `main`; inside the shell's own main use "div". */
  as?: "main" | "div";
  /** Extra classes for the page's main block. */
  className?: string;
  /**
   * The decoration above the heading, hidden from assistive technology: the status code by default; a page
   * that says why something is out of reach other than "not found" gives its own (an icon).
   */
  mark?: ReactNode;
};

/**
 * The 404 page: the full-height hero band with a card telling the user the page does not exist and a
 * way home. The status code is decoration next to the real heading.
 */
export function NotFound({
  title,
  text,
  goHomeLabel,
  homeHref = "/",
  as: Root = "main",
  className,
  mark,
}: NotFoundProps) {
  return (
    <Root
      className={cn(
        "flex min-h-dvh w-full items-center justify-center bg-hero px-5 py-12 text-fg desktop:px-10",
        className,
      )}
    >
      <div className="flex w-full max-w-xl flex-col items-center gap-4 rounded-card bg-surface-raised px-6 py-10 text-center shadow-xl border-edge border-border forced-colors:border forced-colors:border-solid desktop:px-12">
        {mark === undefined ? (
          <p aria-hidden="true" className="text-display leading-none font-bold text-accent-text">
            404
          </p>
        ) : (
          <span aria-hidden="true">{mark}</span>
        )}
        <h1 className="text-title font-bold text-balance">{title}</h1>
        <p className="text-body text-fg-muted text-pretty">{text}</p>
        <LinkButton href={homeHref} size="lg" icon={<House />} className="mt-2">
          {goHomeLabel}
        </LinkButton>
      </div>
    </Root>
  );
}
