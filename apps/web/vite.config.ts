import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    // The API serves dist/ (hashed files under assets/ with long-cache headers).
    outDir: "dist",
    assetsDir: "assets",
    // No inline script or style: the pages' Content-Security-Policy allows only files from the origin.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
