import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Two files at a time even on a 2-core machine (vitest's default there is one): most of
    // this suite waits on sockets, timers and the database, not the CPU (612 s alone, 367 s so).
    maxWorkers: 2,
    minWorkers: 1,
    // Test files share their worker's module cache: each file loaded the whole server again
    // (effect, the platform, every engine and its model), most of the suite's collect time. Every
    // file builds its own servers and databases from layers, and none mocks a module or a global
    // (file collect summed 75 s then 17 s in the services suite, which is built the same way).
    isolate: false,
    // The servers' request log lines are printed only for failing tests (about 33,000 lines of
    // CI log otherwise, which hid the failures).
    silent: "passed-only",
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
