import { describe, expect, it } from "vitest"
import { type Command, commandNames, commandUsage, type Parsed, parse, scopes } from "../src/Args.js"

const id = "0b9f6c1e-3a4d-4c8e-9f2a-1d2e3f4a5b6c"

const command = (argv: ReadonlyArray<string>): Command => {
  const parsed = parse(argv)
  if (parsed._tag !== "Run") throw new Error(`expected a command, got ${JSON.stringify(parsed)}`)
  return parsed.command
}

const usageError = (argv: ReadonlyArray<string>): string => {
  const parsed: Parsed = parse(argv)
  if (parsed._tag !== "UsageError") throw new Error(`expected a usage error, got ${JSON.stringify(parsed)}`)
  return parsed.message
}

describe("commands", () => {
  it("accounts create <name>", () => {
    expect(command(["accounts", "create", "Acme Corp"])).toEqual({
      _tag: "AccountsCreate",
      name: "Acme Corp"
    })
  })

  it("accounts get <account_id>", () => {
    expect(command(["accounts", "get", id])).toEqual({ _tag: "AccountsGet", accountId: id })
  })

  it("keys create <account_id> without options sends neither scopes nor expiry", () => {
    expect(command(["keys", "create", id])).toStrictEqual({ _tag: "KeysCreate", accountId: id })
  })

  it("keys create with repeated --scope, comma lists, --expires-in, in any order", () => {
    expect(
      command(["keys", "--scope", "ask", "create", "--scope=credits,personas", id, "--expires-in", "3600"])
    ).toEqual({
      _tag: "KeysCreate",
      accountId: id,
      scopes: ["ask", "credits", "personas"],
      expiresInSeconds: 3600
    })
  })

  it("keys create de-duplicates scopes and accepts every known scope", () => {
    const argv = ["keys", "create", id, ...scopes.flatMap((s) => ["--scope", s]), "--scope", "ask"]
    expect(command(argv)).toEqual({ _tag: "KeysCreate", accountId: id, scopes: [...scopes] })
  })

  it("keys revoke <key_id>", () => {
    expect(command(["keys", "revoke", id])).toEqual({ _tag: "KeysRevoke", keyId: id })
  })

  it("sessions create <account_id> [--ttl]", () => {
    expect(command(["sessions", "create", id])).toStrictEqual({ _tag: "SessionsCreate", accountId: id })
    expect(command(["sessions", "create", id, "--ttl", "900"])).toEqual({
      _tag: "SessionsCreate",
      accountId: id,
      ttlSeconds: 900
    })
  })

  it("credits add <account_id> <amount> --reason", () => {
    expect(command(["credits", "add", id, "1000", "--reason", "welcome credits"])).toEqual({
      _tag: "CreditsAdd",
      accountId: id,
      amount: 1000,
      reason: "welcome credits"
    })
  })

  it.each([
    ["positional", ["credits", "add", id, "-50", "--reason", "refund"]],
    ["positional after --reason", ["credits", "add", id, "--reason", "refund", "-50"]],
    ["after --", ["credits", "add", id, "--reason", "refund", "--", "-50"]],
    ["--amount=-50", ["credits", "add", id, "--amount=-50", "--reason", "refund"]],
    ["--amount -50", ["credits", "add", id, "--amount", "-50", "--reason", "refund"]],
    ["--reason before the id", ["credits", "add", "--reason", "refund", id, "-50"]]
  ])("credits add with a negative amount: %s", (_, argv) => {
    expect(command(argv)).toEqual({ _tag: "CreditsAdd", accountId: id, amount: -50, reason: "refund" })
  })

  it("a reason that looks like a negative number stays the reason", () => {
    expect(command(["credits", "add", id, "5", "--reason", "-1 day"])).toMatchObject({
      amount: 5,
      reason: "-1 day"
    })
  })

  it("credits add with +N and 0", () => {
    expect(command(["credits", "add", id, "+7", "--reason", "r"])).toMatchObject({ amount: 7 })
    expect(command(["credits", "add", id, "--amount=-0", "--reason", "r"])).toMatchObject({ amount: 0 })
  })

  it("health", () => {
    expect(command(["health"])).toEqual({ _tag: "Health" })
  })

  it.each([[["help"]], [["--help"]], [["-h"]], [["help", "keys"]], [["nope", "--help"]]])(
    "the whole help: %j",
    (argv) => {
      expect(parse(argv)).toEqual({ _tag: "Help" })
    }
  )

  it.each([
    [["keys", "create", "--help"], "keys create"],
    [["keys", "create", id, "-h"], "keys create"],
    [["help", "credits", "add"], "credits add"],
    [["--help", "accounts", "login-link"], "accounts login-link"],
    [["health", "--help"], "health"],
    [["help", "health"], "health"]
  ])("one command's help: %j", (argv, name) => {
    expect(parse(argv)).toEqual({ _tag: "Help", command: name })
  })

  it("every command's help names its own options and no other command's", () => {
    for (const name of commandNames) {
      const text = commandUsage(name)
      expect(text.startsWith(`Usage: pnpm cis ${name}`)).toBe(true)
      for (const other of ["--scope", "--expires-in", "--ttl", "--amount", "--reason"]) {
        const own = text.split("\n").some((l) => l.trimStart().startsWith(other))
        const inSynopsis =
          text.split("\n")[0]!.includes(other) || (other === "--amount" && name === "credits add")
        expect(own, `${name} ${other}`).toBe(inSynopsis)
      }
    }
  })
})

describe("connection flags", () => {
  it("--url and --token anywhere", () => {
    expect(parse(["--url", "http://h:1", "accounts", "get", id, "--token=secret-token"])).toEqual({
      _tag: "Run",
      command: { _tag: "AccountsGet", accountId: id },
      flags: { url: "http://h:1", token: "secret-token" }
    })
  })

  it("no flags", () => {
    expect(parse(["health"])).toEqual({ _tag: "Run", command: { _tag: "Health" }, flags: {} })
  })
})

describe("usage errors", () => {
  it.each([
    [[], /missing command/],
    [["frobnicate"], /unknown command 'frobnicate'/],
    [["accounts"], /'accounts' needs an action: create \| get/],
    [["accounts", "delete", id], /unknown command 'accounts delete'/],
    [["accounts", "create"], /'accounts create' needs <name>/],
    [["accounts", "create", "Acme", "Corp"], /got extra: Corp/],
    [["accounts", "create", "  "], /<name> must not be empty/],
    [["accounts", "get"], /needs <account_id>/],
    [["keys", "revoke"], /needs <key_id>/],
    [["health", "now"], /got extra: now/],
    [["keys", "create", id, "--scope", "everything"], /unknown scope 'everything'/],
    [["keys", "create", id, "--scope", ""], /--scope must not be empty/],
    [["keys", "create", id, "--expires-in", "0"], /--expires-in must be a positive/],
    [["keys", "create", id, "--expires-in", "1h"], /--expires-in must be an integer/],
    [["keys", "create", id, "--ttl", "60"], /option --ttl does not apply to 'keys create'/],
    [["sessions", "create", id, "--ttl", "-5"], /--ttl must be a positive/],
    [["sessions", "create", id, "--ttl"], /argument missing/],
    [["sessions", "create", id, "--scope", "ask"], /--scope does not apply/],
    [["accounts", "get", id, "--reason", "x"], /--reason does not apply/],
    [["credits", "add", id, "50"], /needs --reason/],
    [["credits", "add", id, "--reason", "r"], /needs <account_id> <amount>/],
    [["credits", "add", id, "1.5", "--reason", "r"], /<amount> must be an integer, got '1.5'/],
    [["credits", "add", id, "-1e3", "--reason", "r"], /must be an integer/],
    [["credits", "add", id, "ten", "--reason", "r"], /must be an integer/],
    [["credits", "add", id, "99999999999999999999", "--reason", "r"], /out of range/],
    [["credits", "add", id, "5", "--amount", "5", "--reason", "r"], /not both/],
    [["credits", "add", id, "5", "--reason", ""], /--reason must not be empty/],
    [["health", "--verbose"], /Unknown option '--verbose'/],
    [["health", "-x"], /Unknown option '-x'/],
    [["health", "--url", ""], /--url must not be empty/]
  ])("%j", (argv, message) => {
    expect(usageError(argv)).toMatch(message)
  })
})
