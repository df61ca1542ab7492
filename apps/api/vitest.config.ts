import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Two files at a time even on a 2-core machine (vitest's default there is one): most of
    // this suite waits on sockets, timers and the database, not the CPU (612 s alone, 367 s so).
    maxWorkers: 2,
    minWorkers: 1,
    // The servers' request log lines are printed only for failing tests (about 33,000 lines of
    // CI log otherwise, which hid the failures).
    silent: "passed-only",
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
