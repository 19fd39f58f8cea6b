import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Unit tests of every package and the cross-package checks in tests/unit. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["packages/*/src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "checks",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          root: "apps/api",
          include: ["test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
