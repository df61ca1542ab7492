import { defineConfig } from "vite"

// Served by the API under /dashboard; everything bundled (no request leaves the service).
export default defineConfig({
  base: "/dashboard/",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500, sourcemap: false },
  resolve: { alias: { react: "preact/compat", "react-dom": "preact/compat" } }
})
