import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Only a web address is followed (as in the answer's text); anything else is shown as words. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * An answer's links, each opening in a new tab without giving the learner's page a hold on the console
 * (`noopener noreferrer`), and saying so to screen readers.
 */
export function AnswerLinks({ links }: { links: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {links.map((url) => (
        <li key={url} className="flex min-w-0 items-start gap-2">
          <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0 text-fg-muted" />
          {isWebAddress(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 break-all text-accent-text underline outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
            >
              {url}
              <span className="sr-only"> ({t("review.work.newTab")})</span>
            </a>
          ) : (
            <span className="min-w-0 break-all">{url}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
