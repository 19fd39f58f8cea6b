import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The page benchmark's stack app: the libraries resolve from the workspace packages that depend on them, so it
 * bundles the campus's copies, with react-aria's strings cut to Polish and English as the campus build cuts them.
 */
const from = (dir) => (name) => fileURLToPath(new URL(`../../../${dir}/node_modules/${name}`, import.meta.url));
const features = from("packages/campus-features");
const app = from("apps/campus");
const optimizeLocales = createRequire(new URL("../../../apps/campus/package.json", import.meta.url))(
  "@react-aria/optimize-locales-plugin",
);

export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: ["pl", "en"] }), react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: app("react-router") },
      { find: /^(i18next|react-i18next|swr|react-aria-components)$/, replacement: features("$1") },
      { find: /^tailwind-merge$/, replacement: from("packages/design-system")("tailwind-merge") },
    ],
  },
  build: { target: "es2022" },
});
