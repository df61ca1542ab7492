/**
 * `pnpm cis <command>` as a function: argument parsing, configuration resolution and the
 * typed client wired together, with the environment and the output streams as arguments
 * (so tests run it in-process). Returns the exit code: 0 success; 1 HTTP error, unreachable
 * server or missing configuration; 2 usage.
 */
import * as Args from "./Args.js"
import * as Client from "./Client.js"
import * as Resolve from "./Resolve.js"

/** What the CLI reads and writes. */
export interface Io {
  readonly env: Resolve.Env
  readonly cwd: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
}

/** Runs one command line (argv without `node` and the script). */
export const run = async (argv: ReadonlyArray<string>, io: Io): Promise<number> => {
  const parsed = Args.parse(argv)
  switch (parsed._tag) {
    case "Help":
      io.stdout(Args.commandUsage(parsed.command))
      return 0
    case "UsageError":
      io.stderr(`error: ${parsed.message}\n\n${Args.usage}`)
      return 2
    case "Run":
      break
  }
  const { command, flags } = parsed

  const baseUrl = Resolve.baseUrl(flags, io.env)
  if (baseUrl._tag === "Failed") {
    io.stderr(`error: ${baseUrl.message}\n`)
    return 1
  }

  let token: string | undefined
  if (Client.needsAdminToken(command)) {
    const resolved = Resolve.adminToken(flags, {
      env: io.env,
      cwd: io.cwd,
      readFile: Resolve.nodeReadFile,
      repoRoot: Resolve.defaultRepoRoot
    })
    if (resolved._tag === "Failed") {
      io.stderr(`error: ${resolved.message}\n`)
      return 1
    }
    token = resolved.value
  }

  const outcome = await Client.execute(command, {
    baseUrl: baseUrl.value,
    ...(token !== undefined ? { token } : {})
  })
  const rendered = Client.render(outcome)
  io.stdout(rendered.stdout)
  io.stderr(rendered.stderr)
  return rendered.exitCode
}
