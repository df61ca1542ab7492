/**
 * House rules that Biome cannot express, checked over the source:
 * - component folders of `packages/services/src` import each other only through their
 *   `index.ts`;
 * - `process.env` is read only through Effect `Config` (never in the runtime sources of
 *   db, llm, services and the worker; the test-database helper is the one exception).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..", "..")

const files = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []
  )

describe("layout", () => {
  it("component folders import each other only through their index", () => {
    const src = join(root, "packages", "services", "src")
    const offenders: Array<string> = []
    for (const file of files(src)) {
      const text = readFileSync(file, "utf8")
      for (const m of text.matchAll(/from\s+"(\.\.\/[^"]+)"/g)) {
        const target = m[1]!
        // ../<folder>/index.js is the only way into another folder.
        if (!/^\.\.\/[\w-]+\/index\.js$/.test(target)) offenders.push(`${relative(root, file)}: ${target}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it("process.env is read only through Config", () => {
    const dirs = ["packages/db/src", "packages/llm/src", "packages/services/src", "apps/worker/src"]
    const allowed = new Set(["packages/db/src/testing.ts"])
    const offenders = dirs
      .flatMap((d) => files(join(root, d)))
      .filter((f) => !allowed.has(relative(root, f)) && /process\.env/.test(readFileSync(f, "utf8")))
      .map((f) => relative(root, f))
    expect(offenders).toEqual([])
  })

  it("only the layer choice (config/LlmConfig.ts, runtime/Models.ts) looks at the provider", () => {
    const src = join(root, "packages", "services", "src")
    const choosers = new Set([join("config", "LlmConfig.ts"), join("runtime", "Models.ts")])
    const offenders = files(src)
      .filter((f) => !choosers.has(relative(src, f)))
      .filter((f) => /\.provider\s*[!=]==/.test(readFileSync(f, "utf8")))
      .map((f) => relative(root, f))
    expect(offenders).toEqual([])
  })

  it("catches what it is meant to catch", () => {
    expect(/^\.\.\/[\w-]+\/index\.js$/.test("../jobs/Jobs.js")).toBe(false)
    expect(/^\.\.\/[\w-]+\/index\.js$/.test("../jobs/index.js")).toBe(true)
  })
})
