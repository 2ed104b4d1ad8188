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
  // `pnpm dev`: open http://localhost:5173; API calls go on to the API `pnpm dev` runs (PORT, default 3000).
  // The Host header is passed on as the browser sent it (Vite's shorthand would rewrite it to the
  // API's): the API checks a cookie refresh's Origin against its Host, and refused them all (403).
  server: {
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.PORT ?? "3000"}`, changeOrigin: false },
      "/health": { target: `http://127.0.0.1:${process.env.PORT ?? "3000"}`, changeOrigin: false },
    },
  },
});
