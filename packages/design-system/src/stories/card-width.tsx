import type { Decorator } from "@storybook/react-vite";

/**
 * Shows a card at the width it has in a list. Full-screen stories (the responsive grids) are left alone:
 * a story's own decorators add to the file's, so the grid must not sit inside this column.
 */
export function cardWidth(width: number): Decorator {
  return (Story, context) =>
    context.parameters.layout === "fullscreen" ? (
      <Story />
    ) : (
      <div style={{ width }}>
        <Story />
      </div>
    );
}
