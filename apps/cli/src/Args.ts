/**
 * Command-line parsing: argv (without `node` and the script) to a {@link Command} plus the
 * connection flags, or a usage error. Pure: no environment, no I/O.
 *
 * Flags may appear anywhere. Negative numbers are values, not options: `credits add ID -50`,
 * `--amount -50`, `--amount=-50` and `-- -50` all mean an amount of -50.
 */
import { parseArgs } from "node:util"
import { Platform } from "@cis/contract"

/** API key scopes the server accepts (the spec's component path segments), from the contract. */
export const scopes = Platform.scopes
export type Scope = Platform.Scope

export type Command =
  | { readonly _tag: "AccountsCreate"; readonly name: string }
  | { readonly _tag: "AccountsGet"; readonly accountId: string }
  | { readonly _tag: "AccountsLoginLink"; readonly accountId: string; readonly ttlSeconds?: number }
  | {
      readonly _tag: "KeysCreate"
      readonly accountId: string
      readonly scopes?: ReadonlyArray<Scope>
      readonly expiresInSeconds?: number
    }
  | { readonly _tag: "KeysRevoke"; readonly keyId: string }
  | { readonly _tag: "SessionsCreate"; readonly accountId: string; readonly ttlSeconds?: number }
  | {
      readonly _tag: "CreditsAdd"
      readonly accountId: string
      readonly amount: number
      readonly reason: string
    }
  | { readonly _tag: "Health" }

/** Where to send requests and with which admin token, when given on the command line. */
export interface ConnectionFlags {
  readonly url?: string
  readonly token?: string
}

export type Parsed =
  | { readonly _tag: "Run"; readonly command: Command; readonly flags: ConnectionFlags }
  /** Help: the whole usage, or one command's (`pnpm cis keys create --help`, `help keys create`). */
  | { readonly _tag: "Help"; readonly command?: string }
  | { readonly _tag: "UsageError"; readonly message: string }

/** One command's help: its synopsis, what it does, its own options and examples. */
interface CommandHelp {
  readonly synopsis: string
  readonly summary: string
  readonly options: ReadonlyArray<OptionName>
  readonly note?: string
  readonly examples: ReadonlyArray<string>
}

/** Each option's help lines. */
const optionHelp: Record<string, ReadonlyArray<string>> = {
  url: [
    "--url URL        Server base URL; else CIS_URL, CIS_PUBLIC_URL, http://$HOST:$PORT",
    "                 (default http://127.0.0.1:8080)"
  ],
  token: [
    "--token TOKEN    Admin token; else CIS_ADMIN_TOKEN, else the file <CIS_DATA_DIR or .data>/admin-token"
  ],
  scope: [
    "--scope S        Key scope, repeatable or comma-separated:",
    `                 ${scopes.join(", ")}`
  ],
  "expires-in": ["--expires-in N   Key lifetime in seconds"],
  ttl: ["--ttl N          Session (or sign-in link) lifetime in seconds"],
  amount: ["--amount N       The credits amount, instead of the positional <amount>"],
  reason: ["--reason TEXT    Why the balance changes (recorded in the ledger)"],
  help: ["-h, --help       Show this help"]
}

const negativeNote = "Negative amounts work as written: 'credits add <id> -50 --reason r', or '--amount=-50'."

const help: Record<string, CommandHelp> = {
  "accounts create": {
    synopsis: "accounts create <name>",
    summary: "Create an account (prints account_id, api_key)",
    options: [],
    examples: ['pnpm cis accounts create "Acme"']
  },
  "accounts get": {
    synopsis: "accounts get <account_id>",
    summary: "Show an account: name, balance, provisioned",
    options: [],
    examples: ["pnpm cis accounts get <account_id>"]
  },
  "accounts login-link": {
    synopsis: "accounts login-link <account_id> [--ttl SECONDS]",
    summary: "A one-time dashboard sign-in link (default 15 minutes)",
    options: ["ttl"],
    examples: ["pnpm cis accounts login-link <account_id> --ttl 600"]
  },
  "keys create": {
    synopsis: "keys create <account_id> [--scope S]... [--expires-in SECONDS]",
    summary: "Create an API key (all scopes when no --scope)",
    options: ["scope", "expires-in"],
    examples: ["pnpm cis keys create <account_id> --scope ask --scope credits --expires-in 86400"]
  },
  "keys revoke": {
    synopsis: "keys revoke <key_id>",
    summary: "Revoke an API key",
    options: [],
    examples: ["pnpm cis keys revoke <key_id>"]
  },
  "sessions create": {
    synopsis: "sessions create <account_id> [--ttl SECONDS]",
    summary: "Create a session token",
    options: ["ttl"],
    examples: ["pnpm cis sessions create <account_id> --ttl 3600"]
  },
  "credits add": {
    synopsis: "credits add <account_id> <amount> --reason TEXT",
    summary: "Adjust the balance; a negative amount removes credits",
    options: ["amount", "reason"],
    note: negativeNote,
    examples: [
      'pnpm cis credits add <account_id> 1000 --reason "welcome credits"',
      'pnpm cis credits add <account_id> -50 --reason "refund reversal"'
    ]
  },
  health: {
    synopsis: "health",
    summary: "Check /healthz and /readyz (no token needed)",
    options: [],
    examples: ["pnpm cis health --url http://127.0.0.1:8080"]
  }
}

/** The commands' names, as typed (`keys create`). */
export const commandNames: ReadonlyArray<string> = Object.keys(help)

const indent = (lines: ReadonlyArray<string>) =>
  lines
    .flatMap((l) => l.split("\n"))
    .map((l) => `  ${l}`)
    .join("\n")

const listing = (synopsis: string, summary: string) =>
  synopsis.length <= 45 ? `${synopsis.padEnd(47)}${summary}` : `${synopsis}\n${" ".repeat(47)}${summary}`

const optionLines = (names: ReadonlyArray<string>) => names.flatMap((n) => optionHelp[n] ?? [])

export const usage = `Usage: pnpm cis <command> [options]

Commands:
${indent([
  ...commandNames.map((n) => listing(help[n]!.synopsis, help[n]!.summary)),
  listing("help [command]", "Show this help, or one command's (also <command> --help)")
])}

Options:
${indent(optionLines(Object.keys(optionHelp)))}

${negativeNote}

Examples:
${indent(["accounts create", "keys create", "credits add"].flatMap((n) => help[n]!.examples))}
`

/** One command's usage (`name` as in {@link commandNames}); the whole usage for any other. */
export const commandUsage = (name: string | undefined): string => {
  const h = name === undefined ? undefined : help[name]
  if (h === undefined) return usage
  return `Usage: pnpm cis ${h.synopsis}

${h.summary}.

Options:
${indent(optionLines([...h.options, "url", "token", "help"]))}
${h.note === undefined ? "" : `\n${h.note}\n`}
Examples:
${indent(h.examples)}
`
}

const options = {
  url: { type: "string" },
  token: { type: "string" },
  scope: { type: "string", multiple: true },
  "expires-in": { type: "string" },
  ttl: { type: "string" },
  amount: { type: "string" },
  reason: { type: "string" },
  help: { type: "boolean", short: "h" }
} as const
type OptionName = keyof typeof options

const globalOptions: ReadonlyArray<OptionName> = ["url", "token", "help"]

/** A token that is a number starting with a minus sign: a value, never an option. */
const negativeNumber = /^-\d/

/** Marks a negative-number positional so `parseArgs` does not read it as a short option. */
const placeholderPrefix = "\u0000"

class UsageError {
  constructor(readonly message: string) {}
}
const fail = (message: string): never => {
  throw new UsageError(message)
}

/**
 * Rewrites argv so `parseArgs` (strict) accepts negative numbers: `--opt -5` becomes
 * `--opt=-5`; a positional `-5` becomes a placeholder mapped back after parsing. Tokens after
 * `--` are left alone (parseArgs already treats them as positionals).
 */
const protectNegatives = (argv: ReadonlyArray<string>) => {
  const args: Array<string> = []
  const negatives: Array<string> = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === "--") {
      args.push(...argv.slice(i))
      break
    }
    if (negativeNumber.test(arg)) {
      const previous = args[args.length - 1]
      const name = previous?.startsWith("--") ? previous.slice(2) : undefined
      if (name !== undefined && name in options && options[name as OptionName].type === "string") {
        args[args.length - 1] = `${previous}=${arg}`
      } else {
        args.push(`${placeholderPrefix}${negatives.length}`)
        negatives.push(arg)
      }
      continue
    }
    args.push(arg)
  }
  const restore = (positional: string): string =>
    positional.startsWith(placeholderPrefix)
      ? (negatives[Number(positional.slice(placeholderPrefix.length))] ?? positional)
      : positional
  return { args, restore }
}

const parseInteger = (raw: string, what: string): number => {
  const text = raw.trim()
  if (!/^[+-]?\d+$/.test(text)) fail(`${what} must be an integer, got '${raw}'`)
  const n = Number(text)
  if (!Number.isSafeInteger(n)) fail(`${what} is out of range: '${raw}'`)
  return n === 0 ? 0 : n // no -0
}

const parseSeconds = (raw: string, flag: string): number => {
  const n = parseInteger(raw, flag)
  if (n < 1) fail(`${flag} must be a positive number of seconds, got '${raw}'`)
  return n
}

const parseScopes = (raw: ReadonlyArray<string>): ReadonlyArray<Scope> => {
  const out: Array<Scope> = []
  for (const item of raw.flatMap((s) => s.split(","))) {
    const scope = item.trim()
    if (scope === "") fail("--scope must not be empty")
    if (!(scopes as ReadonlyArray<string>).includes(scope)) {
      fail(`unknown scope '${scope}' (one of: ${scopes.join(", ")})`)
    }
    if (!out.includes(scope as Scope)) out.push(scope as Scope)
  }
  return out
}

const nonEmpty = (value: string, what: string): string => {
  if (value.trim() === "") fail(`${what} must not be empty`)
  return value
}

const actions: Record<string, ReadonlyArray<string>> = {
  accounts: ["create", "get", "login-link"],
  keys: ["create", "revoke"],
  sessions: ["create"],
  credits: ["add"]
}

/** Options each command accepts besides the global ones. */
const commandOptions: Record<string, ReadonlyArray<OptionName>> = {
  "keys create": ["scope", "expires-in"],
  "sessions create": ["ttl"],
  "accounts login-link": ["ttl"],
  "credits add": ["amount", "reason"]
}

type Values = {
  readonly [K in OptionName]?: (typeof options)[K] extends { readonly multiple: true }
    ? Array<string>
    : (typeof options)[K]["type"] extends "boolean"
      ? boolean
      : string
}

const toCommand = (name: string, args: ReadonlyArray<string>, values: Values): Command => {
  const expect = (names: ReadonlyArray<string>): ReadonlyArray<string> => {
    if (args.length < names.length) {
      fail(`'${name}' needs ${names.map((n) => `<${n}>`).join(" ")}`)
    }
    if (args.length > names.length) {
      fail(`'${name}' takes ${names.length} argument(s), got extra: ${args.slice(names.length).join(" ")}`)
    }
    return args.map((a, i) => nonEmpty(a, `<${names[i]}>`))
  }
  switch (name) {
    case "accounts create": {
      const [accountName] = expect(["name"])
      return { _tag: "AccountsCreate", name: accountName! }
    }
    case "accounts get": {
      const [accountId] = expect(["account_id"])
      return { _tag: "AccountsGet", accountId: accountId! }
    }
    case "accounts login-link": {
      const [accountId] = expect(["account_id"])
      return {
        _tag: "AccountsLoginLink",
        accountId: accountId!,
        ...(values.ttl !== undefined ? { ttlSeconds: parseSeconds(values.ttl, "--ttl") } : {})
      }
    }
    case "keys create": {
      const [accountId] = expect(["account_id"])
      return {
        _tag: "KeysCreate",
        accountId: accountId!,
        ...(values.scope !== undefined ? { scopes: parseScopes(values.scope) } : {}),
        ...(values["expires-in"] !== undefined
          ? { expiresInSeconds: parseSeconds(values["expires-in"], "--expires-in") }
          : {})
      }
    }
    case "keys revoke": {
      const [keyId] = expect(["key_id"])
      return { _tag: "KeysRevoke", keyId: keyId! }
    }
    case "sessions create": {
      const [accountId] = expect(["account_id"])
      return {
        _tag: "SessionsCreate",
        accountId: accountId!,
        ...(values.ttl !== undefined ? { ttlSeconds: parseSeconds(values.ttl, "--ttl") } : {})
      }
    }
    case "credits add": {
      if (values.amount !== undefined && args.length === 2) {
        fail("give the amount either as <amount> or as --amount, not both")
      }
      const [accountId, amount] =
        values.amount !== undefined
          ? [...expect(["account_id"]), values.amount]
          : expect(["account_id", "amount"])
      if (values.reason === undefined) fail("'credits add' needs --reason TEXT")
      return {
        _tag: "CreditsAdd",
        accountId: accountId!,
        amount: parseInteger(amount!, "<amount>"),
        reason: nonEmpty(values.reason!, "--reason")
      }
    }
    case "health": {
      expect([])
      return { _tag: "Health" }
    }
    default:
      return fail(`unknown command '${name}'`)
  }
}

const strictParse = (args: Array<string>) => {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (e) {
    // parseArgs errors are usage errors; keep their first line (the rest is a long hint).
    return fail(e instanceof Error ? e.message.split("\n")[0]! : String(e))
  }
}

/** Help for the command named by the leading words, if they name one (`keys create`). */
const helpFor = (words: ReadonlyArray<string>): Parsed => {
  const name = [words.slice(0, 2).join(" "), words[0] ?? ""].find((n) => n in help)
  return name === undefined ? { _tag: "Help" } : { _tag: "Help", command: name }
}

/** Parses argv (e.g. `process.argv.slice(2)`). */
export const parse = (argv: ReadonlyArray<string>): Parsed => {
  try {
    const { args, restore } = protectNegatives(argv)
    const parsed = strictParse(args)
    const values = parsed.values as Values
    const positionals = parsed.positionals.map(restore)

    const [group, action, ...rest] = positionals
    if (group === "help") return helpFor(positionals.slice(1))
    if (values.help === true) return helpFor(positionals)
    if (group === undefined) fail("missing command")

    let name: string
    let commandArgs: ReadonlyArray<string>
    if (group === "health") {
      name = "health"
      commandArgs = positionals.slice(1)
    } else {
      const known = actions[group!]
      if (known === undefined) return fail(`unknown command '${group}'`)
      if (action === undefined) return fail(`'${group}' needs an action: ${known.join(" | ")}`)
      if (!known.includes(action)) {
        return fail(`unknown command '${group} ${action}' (${group}: ${known.join(" | ")})`)
      }
      name = `${group} ${action}`
      commandArgs = rest
    }

    const allowed = [...globalOptions, ...(commandOptions[name] ?? [])]
    for (const key of Object.keys(values) as Array<OptionName>) {
      if (!allowed.includes(key)) fail(`option --${key} does not apply to '${name}'`)
    }

    const command = toCommand(name, commandArgs, values)
    const flags: ConnectionFlags = {
      ...(values.url !== undefined ? { url: nonEmpty(values.url, "--url") } : {}),
      ...(values.token !== undefined ? { token: nonEmpty(values.token, "--token") } : {})
    }
    return { _tag: "Run", command, flags }
  } catch (e) {
    if (e instanceof UsageError) return { _tag: "UsageError", message: e.message }
    throw e
  }
}
