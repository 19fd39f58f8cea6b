/**
 * A page with nothing but its heading, for stories where the shell around it is what is shown: the top
 * bar, menus, drawers, bottom bar and footer.
 */
export function ShellTestPage({ title = "Campus" }: { title?: string }) {
  return (
    <div className="mx-auto w-full max-w-app px-4 pt-8 pb-16 sm:px-6 desktop:px-10 desktop:pt-12">
      <h1 className="text-title font-bold text-hero-fg desktop:text-display">{title}</h1>
    </div>
  );
}

/** The shell's stories start at `/` with the plain page. */
export const shellTestPages = [{ path: "/", element: <ShellTestPage /> }];
