/**
 * The dashboard's account side against a model (fc.commands), on PGlite and PostgreSQL: any
 * interleaving of sign-in links issued, used and expiring (the clock moves), and keys created,
 * listed and revoked by two accounts. A link signs in its own account exactly once, before it
 * expires; an account lists exactly its own active keys and can revoke no other account's.
 * Plus: of concurrent uses of one link, exactly one signs in.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Clock, Effect, Exit, Runtime } from "effect"
import fc from "fast-check"
import { Accounts, Dashboard } from "../src/index.js"
import { servicesOn } from "./support.js"

type R = Accounts.Accounts | Dashboard.Dashboard

interface Model {
  now: number
  readonly links: Array<{ code: string; account: number; expiresAt: number; used: boolean }>
  readonly keys: Array<{ id: string; account: number; revoked: boolean }>
}

interface Real {
  readonly run: <A, E>(e: Effect.Effect<A, E, R>) => Promise<A>
  readonly exit: <A, E>(e: Effect.Effect<A, E, R>) => Promise<Exit.Exit<A, E>>
  readonly accounts: readonly [string, string]
  readonly clock: { now: number }
}

class Issue implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly account: number,
    readonly ttl: number
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    const link = await r.run(
      Effect.flatMap(Dashboard.Dashboard, (d) => d.createLoginLink(r.accounts[this.account]!, this.ttl))
    )
    assert.strictEqual(Date.parse(link.expires_at), m.now + this.ttl * 1000)
    m.links.push({ code: link.code, account: this.account, expiresAt: m.now + this.ttl * 1000, used: false })
  }
  toString = () => `issue(${this.account}, ${this.ttl}s)`
}

class Redeem implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.links.length > 0
  async run(m: Model, r: Real) {
    const link = m.links[this.index % m.links.length]!
    const exit = await r.exit(Effect.flatMap(Dashboard.Dashboard, (d) => d.redeem(link.code)))
    const valid = !link.used && m.now < link.expiresAt
    assert.strictEqual(Exit.isSuccess(exit), valid, `redeem ${this.index}: ${String(exit)}`)
    if (Exit.isSuccess(exit)) {
      assert.strictEqual(exit.value.account_id, r.accounts[link.account])
      link.used = true
    } else assert.include(String(exit.cause), "AuthenticationFailed")
  }
  toString = () => `redeem(${this.index})`
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seconds: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    m.now += this.seconds * 1000
    r.clock.now = m.now
  }
  toString = () => `advance(${this.seconds}s)`
}

class CreateKey implements fc.AsyncCommand<Model, Real> {
  constructor(readonly account: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const key = await r.run(
      Effect.flatMap(Dashboard.Dashboard, (d) =>
        d.createKey(r.accounts[this.account]!, {
          name: `k${m.keys.length}`,
          scopes: ["personas"],
          expiresInSeconds: null
        })
      )
    )
    assert.strictEqual(key.prefix, key.api_key.slice(0, Dashboard.prefixLength))
    m.keys.push({ id: key.key_id, account: this.account, revoked: false })
  }
  toString = () => `createKey(${this.account})`
}

class RevokeKey implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly by: number,
    readonly index: number
  ) {}
  check = (m: Readonly<Model>) => m.keys.length > 0
  async run(m: Model, r: Real) {
    const key = m.keys[this.index % m.keys.length]!
    const exit = await r.exit(
      Effect.flatMap(Dashboard.Dashboard, (d) => d.revokeKey(r.accounts[this.by]!, key.id))
    )
    const allowed = key.account === this.by && !key.revoked
    assert.strictEqual(Exit.isSuccess(exit), allowed, `revoke by ${this.by}: ${String(exit)}`)
    if (allowed) key.revoked = true
    else if (Exit.isFailure(exit)) assert.include(String(exit.cause), "NotFound")
  }
  toString = () => `revokeKey(by ${this.by}, ${this.index})`
}

class ListKeys implements fc.AsyncCommand<Model, Real> {
  constructor(readonly account: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const listed = await r.run(
      Effect.flatMap(Dashboard.Dashboard, (d) => d.listKeys(r.accounts[this.account]!))
    )
    // Only keys made here are named; the account's first key (from createAccount) is not.
    const named = listed.filter((k) => k.name !== null).map((k) => k.key_id)
    const expected = m.keys.filter((k) => k.account === this.account && !k.revoked).map((k) => k.id)
    assert.sameMembers(named, expected)
  }
  toString = () => `listKeys(${this.account})`
}

const commands = fc.commands(
  [
    fc
      .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 60, max: 600 }))
      .map(([a, t]) => new Issue(a, t)),
    fc.nat(20).map((i) => new Redeem(i)),
    fc.integer({ min: 1, max: 400 }).map((s) => new Advance(s)),
    fc.integer({ min: 0, max: 1 }).map((a) => new CreateKey(a)),
    fc.tuple(fc.integer({ min: 0, max: 1 }), fc.nat(20)).map(([b, i]) => new RevokeKey(b, i)),
    fc.integer({ min: 0, max: 1 }).map((a) => new ListKeys(a))
  ],
  { maxCommands: 40, size: "large" }
)

/** A clock that reads `state.now`. */
const clockAt = (state: { now: number }): Clock.Clock => {
  const base = Clock.make()
  return Object.assign(Object.create(Object.getPrototypeOf(base)), base, {
    unsafeCurrentTimeMillis: () => state.now,
    unsafeCurrentTimeNanos: () => BigInt(state.now) * 1_000_000n,
    currentTimeMillis: Effect.sync(() => state.now),
    currentTimeNanos: Effect.sync(() => BigInt(state.now) * 1_000_000n)
  })
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true, timeout: 120_000 })("dashboard", (it) => {
      it.effect("links and keys match the model for any interleaving", () =>
        Effect.gen(function* () {
          const runtime = yield* Effect.runtime<R>()
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(commands, async (cmds) => {
                const clock = { now: 1_900_000_000_000 }
                const withClock = <A, E>(e: Effect.Effect<A, E, R>) => Effect.withClock(e, clockAt(clock))
                const real: Real = {
                  run: (e) => Runtime.runPromise(runtime)(withClock(e)),
                  exit: (e) => Runtime.runPromiseExit(runtime)(withClock(e)),
                  clock,
                  accounts: [
                    (
                      await Runtime.runPromise(runtime)(
                        Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("a"))
                      )
                    ).account_id,
                    (
                      await Runtime.runPromise(runtime)(
                        Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("b"))
                      )
                    ).account_id
                  ]
                }
                await fc.asyncModelRun(() => ({ model: { now: clock.now, links: [], keys: [] }, real }), cmds)
              }),
              { numRuns: 40, seed: 7 }
            )
          )
        })
      )

      it.effect("of 20 concurrent uses of one link, exactly one signs in", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const dashboard = yield* Dashboard.Dashboard
          const { account_id } = yield* accounts.createAccount("race")
          const link = yield* dashboard.createLoginLink(account_id)
          const exits = yield* Effect.all(
            Array.from({ length: 20 }, () => Effect.exit(dashboard.redeem(link.code))),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(exits.filter(Exit.isSuccess).length, 1)
        })
      )
    })
  })
}
