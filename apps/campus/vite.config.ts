import optimizeLocales from "@react-aria/optimize-locales-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { campusFont } from "./build/campus-font";
import { firstPaint } from "./build/first-paint";
import { localeParts } from "./build/locale-parts";
import { precompress } from "./build/precompress";
import { routePreload } from "./build/route-preload";

/** The campus app: built into `dist/` and served by the API server; `vite` alone proxies the API. */
export default defineConfig({
  plugins: [
    firstPaint(),
    // One Inter file for the characters the campus writes in, preloaded.
    campusFont(),
    // The campus speaks Polish and English: react-aria's strings for its other 30-odd locales stay out.
    optimizeLocales.vite({ locales: ["pl", "en"] }),
    // Each language's strings in two chunks: the frame's, which every page needs, and the rest.
    localeParts(),
    react(),
    tailwindcss(),
    // index.html preloads the chunks of the address it opens with and the strings of its language.
    routePreload(),
    precompress(),
  ],
  // The workspace's packages from their sources (see the root vite.config.ts), never a stale dist/.
  resolve: { conditions: ["@campus/source", ...defaultClientConditions] },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": { target: process.env.API_URL ?? "http://127.0.0.1:3000", changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      // Chunks of a few hundred bytes shared by some pages (an icon, a card's parts) are copied into the chunks
      // that use them rather than downloaded one by one: a signed-in page asked for 52 scripts, now about 20,
      // for the same bytes (issue 20). The entry's exports are the app's own, so its signature need not stay.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
        // The entry names every page's chunk twice (its import and its preloads), and hashes do not compress:
        // six characters (36 bits, unique among the campus's few hundred files) rather than eight.
        entryFileNames: "assets/[name]-[hash:6].js",
        chunkFileNames: "assets/[name]-[hash:6].js",
      },
      // Libraries ship "use client" for server-component bundlers; a client-only bundle drops it safely.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});
