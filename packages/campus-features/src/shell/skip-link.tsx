/** The first stop of the keyboard: jumps over the top bar to the page itself. Visible only when focused. */
export function SkipLink({ targetId, label, navLabel }: { targetId: string; label: string; navLabel: string }) {
  // In a landmark of its own, so every part of the page sits in one.
  return (
    <nav aria-label={navLabel}>
      <a
        href={`#${targetId}`}
        onClick={(event) => {
          // The router would treat the fragment as a navigation; focusing the main is all it takes.
          event.preventDefault();
          document.getElementById(targetId)?.focus();
        }}
        className="fixed top-2 left-2 z-[70] -translate-y-[200%] rounded-control bg-surface-raised px-4 py-3 font-semibold text-fg shadow-lg outline-none focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus border-edge border-border"
      >
        {label}
      </a>
    </nav>
  );
}
