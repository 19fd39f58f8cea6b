import type { ReactNode } from "react";
import { Link } from "react-router";

/** A quiet link of these pages' cards (back to sign-in), underlined so it does not rest on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="self-center rounded-control text-small font-semibold text-accent-text underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {children}
    </Link>
  );
}
