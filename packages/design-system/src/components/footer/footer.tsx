import { type ReactNode, useId } from "react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { PhotoNetworkIcon, ProfessionalNetworkIcon, ShortVideoNetworkIcon, SocialNetworkIcon } from "./social-icons";

/** One external link of the footer. */
export type FooterLink = {
  /** Visible text (for legal links) or accessible name (for social links). */
  label: string;
  /** The external page, opened in a new tab. */
  href: string;
};

export type FooterProps = {
  /** The year of the copyright line, passed in so rendering stays deterministic. */
  year: number;
  /** Copyright text shown after "© {year}", e.g. "Campus. Wszelkie prawa zastrzeżone." */
  copyrightText: string;
  /** The privacy policy link, e.g. "Polityka prywatności". */
  privacyPolicy: FooterLink;
  /** The terms of service link, e.g. "Regulamin". */
  termsOfService: FooterLink;
  /** Label before the social links, e.g. "Obserwuj nas". */
  followUsLabel: string;
  /** Social links; `label` is each icon link's accessible name. */
  social: {
    professionalNetwork: FooterLink;
    socialNetwork: FooterLink;
    photoNetwork: FooterLink;
    shortVideoNetwork: FooterLink;
  };
  /** Screen-reader hint appended to every external link, e.g. "(otwiera się w nowej karcie)". */
  newTabHint: string;
  /** Pages without footer content (e.g. a test in progress) render nothing. */
  hidden?: boolean;
  /** Extra classes for the footer landmark. */
  className?: string;
};

const linkClass = cn(
  "rounded-control text-small text-fg underline underline-offset-4 decoration-border-strong",
  "data-[hovered]:text-accent-text data-[hovered]:decoration-current",
  focusRing,
);

function ExternalLink({
  href,
  newTabHint,
  className,
  children,
}: {
  href: string;
  newTabHint: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="sr-only">{newTabHint}</span>
    </Link>
  );
}

/** The page footer: copyright, legal links and the social channels. Every link opens in a new tab. */
export function Footer({
  year,
  copyrightText,
  privacyPolicy,
  termsOfService,
  followUsLabel,
  social,
  newTabHint,
  hidden,
  className,
}: FooterProps) {
  const followUsId = useId();
  if (hidden) return null;
  const socialLinks = [
    { link: social.professionalNetwork, Icon: ProfessionalNetworkIcon },
    { link: social.socialNetwork, Icon: SocialNetworkIcon },
    { link: social.photoNetwork, Icon: PhotoNetworkIcon },
    { link: social.shortVideoNetwork, Icon: ShortVideoNetworkIcon },
  ];
  return (
    <footer className={cn("border-t border-border bg-surface text-fg", className)}>
      <div
        className={cn(
          "mx-auto flex w-full max-w-app flex-col gap-6 px-5 py-8",
          "desktop:flex-row desktop:items-center desktop:justify-between desktop:px-10",
        )}
      >
        <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-8">
          <p className="text-small text-fg-muted">
            © {year} {copyrightText}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <ExternalLink href={privacyPolicy.href} newTabHint={newTabHint} className={linkClass}>
                {privacyPolicy.label}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={termsOfService.href} newTabHint={newTabHint} className={linkClass}>
                {termsOfService.label}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <div className="flex items-center gap-4">
          <p id={followUsId} className="text-small font-semibold">
            {followUsLabel}
          </p>
          <ul aria-labelledby={followUsId} className="flex items-center gap-1">
            {socialLinks.map(({ link, Icon }) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  newTabHint={newTabHint}
                  className={cn(
                    "flex size-11 items-center justify-center rounded-control text-fg",
                    "data-[hovered]:bg-accent-subtle data-[hovered]:text-accent-text border-edge border-transparent data-[hovered]:border-border",
                    focusRing,
                  )}
                >
                  <Icon className="size-social-icon" />
                  <span className="sr-only">{link.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
