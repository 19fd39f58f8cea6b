import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The bundle benchmark's hello app. react-router is a dependency of the campus app, not of the workspace root:
 * it resolves from apps/campus/node_modules, so both builds bundle the same copy (react and react-dom resolve
 * to the same store entries from either place; bundle.mjs checks it). The target is the campus's, so the two
 * entries differ by their code, not by syntax lowering.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL("../../../apps/campus/node_modules/react-router", import.meta.url)),
      },
    ],
  },
  build: { target: "es2022" },
});
