import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

/** One Storybook over the design system and the campus features. */
const config: StorybookConfig = {
  stories: [
    "../packages/design-system/src/**/*.mdx",
    "../packages/design-system/src/**/*.stories.@(ts|tsx)",
    "../packages/campus-features/src/**/*.mdx",
    "../packages/campus-features/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  // MSW's service worker, and the demo's media at the address the API serves them, so fixtures use the
  // API's own URLs.
  staticDirs: ["./public", { from: "../apps/api/media", to: "/api/media" }],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Libraries ship "use client" for server-component bundlers; a client-only bundle drops it safely.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
