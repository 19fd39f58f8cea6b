import { useEffect, useRef } from "react";

/**
 * A form's error summary, as the login form shows it: announced, and given focus when it appears, so a keyboard
 * or screen-reader user starts from what went wrong (the field keeps what was typed).
 */
export function FormError({ id, message }: { id: string; message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-control border border-danger bg-danger-subtle px-4 py-3 text-small font-semibold text-danger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {message}
    </p>
  );
}
