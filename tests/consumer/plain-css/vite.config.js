import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// No Tailwind: the app takes the package's prebuilt stylesheet.
export default defineConfig({ plugins: [react()] });
