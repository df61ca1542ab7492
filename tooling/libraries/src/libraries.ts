/**
 * The workspace packages that ship as libraries: every `packages/*` whose package.json has
 * `publishConfig.exports` (what `pnpm pack` substitutes for the workspace's source exports).
 */
import { execFile } from "node:child_process"
import { mkdirSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

/** The repository root. */
export const root = resolve(import.meta.dirname, "..", "..", "..")

export interface Library {
  readonly name: string
  readonly dir: string
  readonly version: string
  readonly dependencies: Readonly<Record<string, string>>
}

/** Library packages, in dependency order (a library after the libraries it depends on). */
export const libraries = (): ReadonlyArray<Library> => {
  const found: Array<Library> = []
  for (const entry of readdirSync(join(root, "packages"))) {
    const dir = join(root, "packages", entry)
    let pkg: {
      name: string
      version: string
      private?: boolean
      publishConfig?: { exports?: unknown }
      dependencies?: Record<string, string>
    }
    try {
      pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
    } catch {
      continue
    }
    if (pkg.private === true || pkg.publishConfig?.exports === undefined) continue
    found.push({ name: pkg.name, dir, version: pkg.version, dependencies: pkg.dependencies ?? {} })
  }
  const ordered: Array<Library> = []
  const visit = (lib: Library, seen: Set<string>) => {
    if (ordered.includes(lib) || seen.has(lib.name)) return
    seen.add(lib.name)
    for (const dep of Object.keys(lib.dependencies)) {
      const inner = found.find((l) => l.name === dep)
      if (inner !== undefined) visit(inner, seen)
    }
    ordered.push(lib)
  }
  for (const lib of found.sort((a, b) => a.name.localeCompare(b.name))) visit(lib, new Set())
  return ordered
}

/** Builds and packs every library into `dest` (`pnpm pack`: publishConfig applied); tarball paths by name. */
export const packAll = async (dest: string): Promise<ReadonlyMap<string, string>> => {
  mkdirSync(dest, { recursive: true })
  const out = new Map<string, string>()
  for (const lib of libraries()) {
    await run("pnpm", ["run", "--silent", "build"], { cwd: lib.dir })
    const { stdout: printed } = await run("pnpm", ["pack", "--pack-destination", dest], { cwd: lib.dir })
    const tarball = printed
      .trim()
      .split("\n")
      .map((l) => l.trim())
      .reverse()
      .find((l) => l.endsWith(".tgz"))
    if (tarball === undefined) throw new Error(`pnpm pack printed no tarball for ${lib.name}:\n${printed}`)
    out.set(lib.name, tarball.startsWith("/") ? tarball : join(dest, tarball))
  }
  return out
}

/** The runnable example of a README: its first fenced `js` block. */
export const readmeExample = (dir: string): string | undefined => {
  const text = readFileSync(join(dir, "README.md"), "utf8")
  return /```js\n([\s\S]*?)```/.exec(text)?.[1]
}
