import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button, LinkButton } from "../button/button";

export type ErrorPageProps = {
  /** Page heading, e.g. "Coś poszło nie tak". */
  title: string;
  /** What happened and what the user can do. */
  message: string;
  /** Label of the retry button, e.g. "Spróbuj ponownie". */
  tryAgainLabel: string;
  /** Called when the user asks to retry. */
  onTryAgain: () => void;
  /** Shows the retry as pending (a connection attempt is running); presses are refused meanwhile. */
  isRetrying?: boolean;
  /** Label of the link home, e.g. "Wróć na stronę główną". */
  goHomeLabel: string;
  /** Where "go home" leads; "/" by default. */
  homeHref?: string;
  /** Pre-formatted counter, e.g. "Próba połączenia 3". Announced politely when it changes. */
  attemptText?: string;
  /** Optional decorative illustration above the heading. */
  illustration?: ReactNode;
  /** The element to render: a whole page is a `main`; inside an existing main use "div". */
  as?: "main" | "div";
  /** Extra classes for the page's main block. */
  className?: string;
};

/** The page shown when the campus cannot load: retry, go home and how many attempts were made. */
export function ErrorPage({
  title,
  message,
  tryAgainLabel,
  onTryAgain,
  isRetrying,
  goHomeLabel,
  homeHref = "/",
  attemptText,
  illustration,
  as: Root = "main",
  className,
}: ErrorPageProps) {
  return (
    <Root
      className={cn(
        "flex min-h-dvh w-full flex-col items-center justify-center bg-surface px-5 py-12 text-center text-fg",
        className,
      )}
    >
      <div className="flex w-full max-w-xl flex-col items-center gap-5">
        {illustration ? (
          <div aria-hidden="true" className="mb-2 flex max-h-56 max-w-64 items-center justify-center">
            {illustration}
          </div>
        ) : null}
        <h1 className="text-title font-bold text-balance">{title}</h1>
        <p className="text-body text-fg-muted text-pretty">{message}</p>
        <p role="status" className="min-h-[1lh] text-small text-fg-muted">
          {attemptText}
        </p>
        <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">
          <LinkButton href={homeHref} variant="secondary" size="lg">
            {goHomeLabel}
          </LinkButton>
          <Button size="lg" icon={<RotateCw />} onPress={onTryAgain} isPending={isRetrying}>
            {tryAgainLabel}
          </Button>
        </div>
      </div>
    </Root>
  );
}
