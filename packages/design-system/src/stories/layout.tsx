import type { Decorator } from "@storybook/react-vite";
import type { ReactNode } from "react";

/**
 * Shows a component at a fixed width: a card at the width it has in a list, a field in a narrow column.
 * Full-screen stories (the responsive grids) are left alone unless `inFullscreen` is set: a story's own
 * decorators add to the file's, so a grid must not sit inside the column of its file's cards.
 */
export function storyWidth(width: number, { inFullscreen = false } = {}): Decorator {
  return (Story, context) =>
    context.parameters.layout === "fullscreen" && !inFullscreen ? (
      <Story />
    ) : (
      <div style={{ width }}>
        <Story />
      </div>
    );
}

/** The campus list grid: one column on phones, two on tablets, three from the desktop breakpoint. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-app grid-cols-1 gap-4 p-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6 desktop:p-8">
      {children}
    </div>
  );
}
