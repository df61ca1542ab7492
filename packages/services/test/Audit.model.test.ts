/**
 * Model-based test of the audit's prepare / launch / read (`fc.commands`) against the service
 * on a real database, with no job worker running (launched runs stay `queued`): prepares of good
 * and unreadable chats, launches with the right agent, a wrong-case name and a stranger, two
 * launches at once, another account's launch, reads. The model: each run's status and agent,
 * and the account's balance and held credits. Refusals change nothing and charge nothing; a run
 * is held for once however many launches reach it.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { Prices } from "@cis/ledger"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit, Runtime } from "effect"
import fc from "fast-check"
import { Accounts, Audit } from "../src/index.js"
import { servicesOn } from "./support.js"

const preparePrice = Prices.defaultPrices["social-observability.audit_prepare"]!.base
const launchPrice = Prices.defaultPrices["social-observability.audit_launch"]!.base

const chats = {
  good: [
    "Dana: my invoice shows a double charge",
    "Bot: Welcome! We have plans.",
    "Dana: not what I asked"
  ].join("\n"),
  /** Empty: 422. */
  empty: "",
  /** Nothing a parser can read: 400. */
  unreadable: "   \n\t  "
} as const

interface Model {
  readonly runs: Array<{ readonly id: string; status: "prepared" | "queued"; agent: string | null }>
  balance: number
  held: number
}

interface Real {
  readonly run: <A, E>(e: Effect.Effect<A, E>) => Promise<A>
  readonly audit: Audit.AuditService
  readonly db: Db["Type"]
  readonly account: string
  readonly stranger: string
}

type Cmd = fc.AsyncCommand<Model, Real>

const outcome = async <A, E>(real: Real, e: Effect.Effect<A, E>) => real.run(Effect.exit(e))

const tagOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) && exit.cause._tag === "Fail" ? (exit.cause.error as { _tag: string })._tag : "Success"

/** After every command: the account's balance and held credits are the model's. */
const checkMoney = async (m: Model, r: Real) => {
  const row = await r.run(
    r.db.query((k) =>
      k
        .selectFrom("accounts")
        .select(["balance", "held"])
        .where("id", "=", r.account)
        .executeTakeFirstOrThrow()
    )
  )
  assert.deepStrictEqual({ balance: row.balance, held: row.held }, { balance: m.balance, held: m.held })
}

const available = (m: Model) => m.balance - m.held

class Prepare implements Cmd {
  constructor(readonly chat: keyof typeof chats) {}
  check = () => true
  async run(m: Model, r: Real) {
    const exit = await outcome(r, r.audit.prepare(r.account, chats[this.chat]))
    if (this.chat === "empty") assert.strictEqual(tagOf(exit), "RequestInvalid")
    else if (this.chat === "unreadable") assert.strictEqual(tagOf(exit), "InputRejected")
    else if (available(m) < preparePrice) assert.strictEqual(tagOf(exit), "CreditsExhausted")
    else {
      assert.isTrue(Exit.isSuccess(exit), JSON.stringify(exit))
      if (Exit.isSuccess(exit)) {
        assert.deepStrictEqual(exit.value.participants, ["Dana", "Bot"])
        m.runs.push({ id: exit.value.run_id, status: "prepared", agent: null })
        m.balance -= preparePrice
      }
    }
    await checkMoney(m, r)
  }
  toString = () => `Prepare(${this.chat})`
}

class Launch implements Cmd {
  constructor(
    readonly pick: number,
    readonly agent: "Bot" | "bot" | "Stranger",
    readonly together: 1 | 2
  ) {}
  check = (m: Readonly<Model>) => m.runs.length > 0
  async run(m: Model, r: Real) {
    const run = m.runs[this.pick % m.runs.length]!
    const exits = await r.run(
      Effect.all(
        Array.from({ length: this.together }, () =>
          Effect.exit(r.audit.launch(r.account, run.id, this.agent))
        ),
        { concurrency: "unbounded" }
      )
    )
    if (run.status === "queued") {
      // Launched before: every launch answers the run with its first agent, nothing more.
      for (const exit of exits) {
        assert.isTrue(Exit.isSuccess(exit), JSON.stringify(exit))
        if (Exit.isSuccess(exit)) assert.strictEqual(exit.value.agent_name, run.agent)
      }
    } else if (this.agent !== "Bot") {
      for (const exit of exits) assert.strictEqual(tagOf(exit), "InputRejected")
    } else if (available(m) < launchPrice) {
      for (const exit of exits) assert.strictEqual(tagOf(exit), "CreditsExhausted")
    } else {
      for (const exit of exits) {
        assert.isTrue(Exit.isSuccess(exit), JSON.stringify(exit))
        if (Exit.isSuccess(exit))
          assert.deepStrictEqual([exit.value.agent_name, exit.value.status], ["Bot", "queued"])
      }
      run.status = "queued"
      run.agent = "Bot"
      m.held += launchPrice
    }
    await checkMoney(m, r)
  }
  toString = () => `Launch(${this.pick}, ${this.agent}, x${this.together})`
}

class ForeignLaunch implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.runs.length > 0
  async run(m: Model, r: Real) {
    const run = m.runs[this.pick % m.runs.length]!
    assert.strictEqual(tagOf(await outcome(r, r.audit.launch(r.stranger, run.id, "Bot"))), "InputRejected")
    assert.strictEqual(tagOf(await outcome(r, r.audit.run(r.stranger, run.id))), "InputRejected")
    await checkMoney(m, r)
  }
  toString = () => `ForeignLaunch(${this.pick})`
}

class Read implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.runs.length > 0
  async run(m: Model, r: Real) {
    const run = m.runs[this.pick % m.runs.length]!
    const record = await r.run(r.audit.run(r.account, run.id))
    assert.deepStrictEqual([record.status, record.agent_name], [run.status, run.agent])
    assert.deepStrictEqual(
      record.transcript.messages.map((x) => x.id),
      ["m1", "m2", "m3"]
    )
    // No worker runs here: nothing is filled in.
    assert.deepStrictEqual(
      [record.report, record.read, record.verdicts, record.replies],
      [null, null, null, []]
    )
  }
  toString = () => `Read(${this.pick})`
}

const commands = fc.commands(
  [
    fc.constantFrom("good", "good", "good", "empty", "unreadable" as const).map((c) => new Prepare(c)),
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom("Bot", "Bot", "bot", "Stranger" as const),
        fc.constantFrom(1, 2 as const)
      )
      .map(([p, a, t]) => new Launch(p, a, t)),
    fc.nat().map((p) => new ForeignLaunch(p)),
    fc.nat().map((p) => new Read(p))
  ],
  { maxCommands: 20 }
)

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 0 }), { timeout: 120_000 })("audit model", (it) => {
      it.effect("prepare / launch / read agree with the model: states, agent, balance and holds", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const audit = yield* Audit.Audit
          const db = yield* Db
          const runtime = yield* Effect.runtime<never>()
          const run = <A, E>(e: Effect.Effect<A, E>) => Runtime.runPromise(runtime)(e)
          const { account_id: stranger } = yield* accounts.createAccount("stranger")
          let n = 0
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(fc.integer({ min: 0, max: 60 }), commands, async (credits, cmds) => {
                const { account_id } = await run(accounts.createAccount(`audit-model-${n++}`))
                if (credits > 0) await run(accounts.adjustCredits(account_id, credits, "test"))
                await fc.asyncModelRun(
                  () => ({
                    model: { runs: [], balance: credits, held: 0 },
                    real: { run, audit, db, account: account_id, stranger }
                  }),
                  cmds
                )
              }),
              { numRuns: 25 }
            )
          )
        })
      )
    })
  })
}
