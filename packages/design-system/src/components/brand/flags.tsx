/** Flags are content, not theme: they keep their own colours, outlined so the white stripe shows on white. */
export function FlagPl() {
  return (
    <svg viewBox="0 0 20 14" aria-hidden="true">
      <rect width="20" height="7" fill="#ffffff" />
      <rect y="7" width="20" height="7" fill="#dc143c" />
      <rect x="0.25" y="0.25" width="19.5" height="13.5" fill="none" stroke="#8a8a8a" strokeWidth="0.5" />
    </svg>
  );
}

export function FlagEn() {
  return (
    <svg viewBox="0 0 20 14" aria-hidden="true">
      <rect width="20" height="14" fill="#012169" />
      <path d="M0 0 20 14M20 0 0 14" stroke="#ffffff" strokeWidth="3" />
      <path d="M0 0 20 14M20 0 0 14" stroke="#c8102e" strokeWidth="1" />
      <path d="M10 0v14M0 7h20" stroke="#ffffff" strokeWidth="4" />
      <path d="M10 0v14M0 7h20" stroke="#c8102e" strokeWidth="2" />
    </svg>
  );
}
