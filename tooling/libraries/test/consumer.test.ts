/**
 * The proof that the engines work outside the monorepo (issue 12): every library is packed as
 * it would be published, installed with plain npm into an empty project outside the
 * workspace, and then
 * - each README's example (its first `js` block, the same text people read) runs there as
 *   plain JavaScript under Node 22, with no TypeScript loader and no workspace links;
 * - a small TypeScript consumer per library typechecks against the shipped declarations;
 * - internals are closed (`@cis/x/internal/...` cannot be imported);
 * - publint and are-the-types-wrong report nothing.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { beforeAll, describe, expect, it } from "vitest"
import { checkAll } from "../src/check.js"
import { libraries, packAll, readmeExample, root } from "../src/libraries.js"
import { node22 } from "../src/node22.js"
import { npm } from "../src/npm.js"

const work = mkdtempSync(join(tmpdir(), "cis-consumer-"))
const project = join(work, "project")
const libs = libraries()
const typescriptVersion = (
  JSON.parse(
    execFileSync("pnpm", ["list", "typescript", "--json", "--depth", "0"], { cwd: root, encoding: "utf8" })
  ) as Array<{
    devDependencies?: Record<string, { version: string }>
  }>
)[0]?.devDependencies?.typescript?.version

let node = ""

/** `npm install` in the consumer project (see `npm`: no stdin, no pnpm variables, retried once). */
const npmInstall = (cwd: string) =>
  npm(
    ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", "--workspaces=false"],
    cwd
  )

beforeAll(async () => {
  node = await node22()
  const tarballs = await packAll(join(work, "tarballs"))
  mkdirSync(project, { recursive: true })
  const dependencies: Record<string, string> = {}
  for (const [name, tarball] of tarballs) dependencies[name] = `file:${tarball}`
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      type: "module",
      dependencies,
      devDependencies: { typescript: typescriptVersion ?? "~5.9.3" },
      // The libraries depend on each other by version; here those versions are the tarballs.
      overrides: dependencies
    })
  )
  await npmInstall(project)
}, 600_000)

describe("libraries outside the monorepo", () => {
  it("there are libraries to check", () => {
    expect(libs.map((l) => l.name)).toEqual(
      expect.arrayContaining(["@cis/blueprint", "@cis/ledger", "@cis/persona-gates"])
    )
  })

  for (const lib of libs) {
    it(`${lib.name}: the README example runs under Node 22 as plain JavaScript`, () => {
      const example = readmeExample(lib.dir)
      expect(example, `${lib.name} README has no js example`).toBeDefined()
      const file = join(project, `example-${lib.name.replace(/\W/g, "_")}.mjs`)
      writeFileSync(file, example ?? "")
      const r = spawnSync(node, [file], { cwd: project, encoding: "utf8", timeout: 60_000 })
      expect(r.stderr).toBe("")
      expect(r.status).toBe(0)
      expect(spawnSync(node, ["--version"], { encoding: "utf8" }).stdout).toMatch(/^v22\./)
    })

    it(`${lib.name}: internals are closed`, () => {
      const r = spawnSync(node, ["--input-type=module", "-e", `await import("${lib.name}/internal/x.js")`], {
        cwd: project,
        encoding: "utf8"
      })
      expect(r.status).not.toBe(0)
      expect(r.stderr).toContain("ERR_PACKAGE_PATH_NOT_EXPORTED")
    })
  }

  it("a TypeScript consumer of each library typechecks against the shipped declarations", async () => {
    const src = join(project, "src")
    mkdirSync(src, { recursive: true })
    const consumers = readdirSync(join(root, "tooling", "libraries", "consumer"))
    for (const f of consumers) copyFileSync(join(root, "tooling", "libraries", "consumer", f), join(src, f))
    expect(consumers.length).toBeGreaterThanOrEqual(libs.length)
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: false,
          types: []
        },
        include: ["src"]
      })
    )
    const r = await promisify(execFile)(
      node,
      [join(project, "node_modules", "typescript", "bin", "tsc"), "-p", project],
      {
        cwd: project
      }
    ).catch((e: { stdout: string; stderr: string }) => ({ ...e, failed: true }))
    expect(r.stdout + r.stderr).toBe("")
    expect("failed" in r).toBe(false)
  })

  it("publint and are-the-types-wrong pass for every library", async () => {
    expect(await checkAll(join(work, "check"))).toEqual([])
  }, 300_000)
})
