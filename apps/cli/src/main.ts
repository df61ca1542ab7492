/**
 * `pnpm cis <command>`: admin operations against a running server (see `Cli.ts`).
 */
import { run } from "./Cli.js"

try {
  process.exitCode = await run(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text)
  })
} catch (e) {
  process.stderr.write(`error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
  process.exitCode = 1
}
