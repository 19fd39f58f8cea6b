import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

// Brand marks are drawn here as simple shapes in currentColor, so they follow the theme (and forced colours)
// and no remote image is needed.
const base = { viewBox: "0 0 24 24", fill: "currentColor" } as const;

/** The mark of the professional network in the footer's follow-us links; decorative, the link carries the name. */
export function ProfessionalNetworkIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...props}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.75-1.67-2.75-1.68 0-1.93 1.3-1.93 2.66V21h-4V9.75Z" />
    </svg>
  );
}

/** The mark of the social network in the footer's follow-us links; decorative, the link carries the name. */
export function SocialNetworkIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...props}>
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.86.24-1.45 1.48-1.45H16.5V4.47A20 20 0 0 0 14.3 4.35c-2.2 0-3.7 1.34-3.7 3.8v2.35H8.1v3h2.5V21h2.9Z" />
    </svg>
  );
}

/** The mark of the photo network in the footer's follow-us links; decorative, the link carries the name. */
export function PhotoNetworkIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** The mark of the short-video network in the footer's follow-us links; decorative, the link carries the name. */
export function ShortVideoNetworkIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...props}>
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6 2.6 2.6 0 0 1 3.4-2.47V9.67a5.68 5.68 0 0 0-6.5 5.63A5.7 5.7 0 0 0 9.86 21a5.7 5.7 0 0 0 5.68-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.24-1.48Z" />
    </svg>
  );
}
