/**
 * `pnpm cis <command>`: admin operations against a running server. Wires argument parsing,
 * configuration resolution and the HTTP client; prints the JSON answer on stdout.
 *
 * Exit codes: 0 success; 1 HTTP error, unreachable server or missing configuration; 2 usage.
 */
import * as Args from "./Args.js"
import * as Client from "./Client.js"
import * as Resolve from "./Resolve.js"

const run = async (argv: ReadonlyArray<string>): Promise<number> => {
  const parsed = Args.parse(argv)
  switch (parsed._tag) {
    case "Help":
      process.stdout.write(Args.usage)
      return 0
    case "UsageError":
      process.stderr.write(`error: ${parsed.message}\n\n${Args.usage}`)
      return 2
    case "Run":
      break
  }
  const { command, flags } = parsed

  const baseUrl = Resolve.baseUrl(flags, process.env)
  if (baseUrl._tag === "Failed") {
    process.stderr.write(`error: ${baseUrl.message}\n`)
    return 1
  }

  let token: string | undefined
  if (Client.needsAdminToken(command)) {
    const resolved = Resolve.adminToken(flags, {
      env: process.env,
      cwd: process.cwd(),
      readFile: Resolve.nodeReadFile,
      repoRoot: Resolve.defaultRepoRoot
    })
    if (resolved._tag === "Failed") {
      process.stderr.write(`error: ${resolved.message}\n`)
      return 1
    }
    token = resolved.value
  }

  const outcome = await Client.execute(command, {
    baseUrl: baseUrl.value,
    ...(token !== undefined ? { token } : {})
  })
  const rendered = Client.render(outcome)
  process.stdout.write(rendered.stdout)
  process.stderr.write(rendered.stderr)
  return rendered.exitCode
}

try {
  process.exitCode = await run(process.argv.slice(2))
} catch (e) {
  process.stderr.write(`error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
  process.exitCode = 1
}
