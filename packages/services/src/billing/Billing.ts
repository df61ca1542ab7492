/**
 * Credits at run time (spec 1, 2.15, 5.6).
 *
 * A billable call holds its price before any work: one conditional statement,
 * `UPDATE accounts SET held = held + price WHERE balance - held >= price`, inserting the hold
 * row from its `RETURNING` in the same statement (zero rows is `402`: nothing runs). When the
 * work succeeds the hold becomes a charge (hold settled, balance and held lowered, one ledger
 * entry appended, all in one statement); when it fails the hold is released. A hold is
 * settled only while `state = 'held'`, and `credit_entries.hold_id` is unique, so no call is
 * charged twice. Holds of sync calls expire after {@link holdTtlSeconds}; the sweeper
 * releases expired ones (their process died). Holds owned by a job are settled with the job.
 *
 * The first billable call of an account provisions it with `CIS_INITIAL_CREDITS`.
 */
import { Errors } from "@cis/contract"
import { type DatabaseError, Db } from "@cis/db"
import { Prices, Usage } from "@cis/ledger"
import { Clock, Context, Effect, Exit, Layer } from "effect"
import { sql } from "kysely"
import { ServiceConfig } from "../config/index.js"

/** Lifetime of a sync call's hold; past it the sweeper releases it. */
export const holdTtlSeconds = 900

export interface Hold {
  readonly id: string
  readonly accountId: string
  readonly component: Prices.Component
  readonly action: string
  readonly amount: number
}

export interface HoldRequest {
  readonly accountId: string
  /** Price-table key, `<path segment>.<action>`. */
  readonly action: string
  readonly units?: number
  /** Set when the hold belongs to a job: settled with it, never swept. */
  readonly jobId?: string
}

export interface BillingService {
  /** Holds the price, provisioning the account first if needed. */
  readonly hold: (request: HoldRequest) => Effect.Effect<Hold, Errors.CreditsExhausted | DatabaseError>
  /** Turns an open hold into a charge; `false` when it was already settled. */
  readonly charge: (holdId: string) => Effect.Effect<boolean, DatabaseError>
  /** Releases an open hold; `false` when it was already settled. */
  readonly release: (holdId: string) => Effect.Effect<boolean, DatabaseError>
  /** Charges (`succeeded`) or releases (`failed`) every open hold of a job. */
  readonly settleJob: (jobId: string, outcome: "charge" | "release") => Effect.Effect<void, DatabaseError>
  /**
   * Runs `work` under a hold: charged when it succeeds, released when it fails, dies or is
   * interrupted. If the charge itself cannot be written, the caller sees the database error
   * and is not charged (the hold expires and is swept).
   */
  readonly billed: <A, E, R>(
    request: HoldRequest,
    work: (hold: Hold) => Effect.Effect<A, E, R>
  ) => Effect.Effect<A, E | Errors.CreditsExhausted | DatabaseError, R>
  /**
   * What a billed job does when it ends, in the transaction that ends it: its holds are
   * charged when it succeeds, released when it fails. Supplied by the component that starts
   * the job (the queue knows nothing of credits).
   */
  readonly jobLifecycle: {
    readonly succeeded: (jobId: string) => Effect.Effect<void, DatabaseError>
    readonly failed: (jobId: string) => Effect.Effect<void, DatabaseError>
  }
  /** Releases expired sync holds; returns how many. */
  readonly sweep: Effect.Effect<number, DatabaseError>
  readonly usageSummary: (accountId: string) => Effect.Effect<Usage.UsageSummary, DatabaseError>
}

export class Billing extends Context.Tag("@cis/services/Billing")<Billing, BillingService>() {}

export const make = Effect.gen(function* () {
  const db = yield* Db
  const config = yield* ServiceConfig.ServiceConfig
  /** Accounts known to be provisioned in this process: skips the provisioning statement. */
  const provisioned = new Set<string>()

  const provision = (accountId: string) =>
    db
      .query((ex) =>
        sql`
        with acc as (
          update accounts set provisioned = true, balance = balance + ${config.initialCredits}
          where id = ${accountId} and not provisioned
          returning id
        )
        insert into credit_entries (account_id, amount, kind, reason)
        select id, ${config.initialCredits}, 'provision', 'initial allowance' from acc`.execute(ex)
      )
      .pipe(
        Effect.zip(db.inTransaction),
        Effect.tap(([r, inTransaction]) => {
          // Remember only what is committed: provisioning done inside a caller's transaction
          // may still roll back, so it is checked again next time.
          if (inTransaction && (r.numAffectedRows ?? 0n) > 0n) return
          if (provisioned.size > 1_000_000) provisioned.clear()
          provisioned.add(accountId)
        })
      )

  // Outside a caller's transaction a hold is written through the relaxed pool (see
  // `DbService.relaxed`): reservations need not wait for the WAL flush.
  const hold: BillingService["hold"] = Effect.fn("Billing.hold")(function* (request) {
    const price = Prices.priceOf(config.prices, request.action, request.units ?? 1)
    if (price === undefined)
      return yield* Effect.die(new Error(`no price for billable action ${request.action}`))
    if (!provisioned.has(request.accountId)) yield* provision(request.accountId)
    const id = crypto.randomUUID()
    const r = yield* db.queryRelaxed((executor) =>
      sql<{ id: string }>`
          with acc as (
            update accounts set held = held + ${price.amount}
            where id = ${request.accountId} and balance - held >= ${price.amount}
            returning id
          )
          insert into credit_holds (id, account_id, component, action, amount, job_id, expires_at)
          select ${id}, acc.id, ${price.component}, ${request.action}, ${price.amount}, ${request.jobId ?? null},
                 now() + make_interval(secs => ${holdTtlSeconds})
          from acc
          returning id`.execute(executor)
    )
    if (r.rows.length === 0) {
      const acc = yield* db.query((executor) =>
        executor
          .selectFrom("accounts")
          .select(["balance", "held"])
          .where("id", "=", request.accountId)
          .executeTakeFirst()
      )
      const available = acc === undefined ? 0 : Math.max(0, acc.balance - acc.held)
      return yield* new Errors.CreditsExhausted({
        message: `Payment required: this call costs ${price.amount} credits and the account has ${available} available. Nothing was charged.`,
        price: price.amount,
        available
      })
    }
    return {
      id,
      accountId: request.accountId,
      component: price.component,
      action: request.action,
      amount: price.amount
    }
  })

  const charge: BillingService["charge"] = Effect.fn("Billing.charge")((holdId) =>
    db
      .query((executor) =>
        sql<{ id: string }>`
        with h as (
          update credit_holds set state = 'charged', settled_at = now()
          where id = ${holdId} and state = 'held'
          returning id, account_id, amount, component, action
        ), a as (
          update accounts set balance = accounts.balance - h.amount, held = accounts.held - h.amount
          from h where accounts.id = h.account_id
          returning accounts.id
        )
        insert into credit_entries (account_id, amount, kind, component, action, hold_id)
        select h.account_id, -h.amount, 'charge', h.component, h.action, h.id from h
        returning id`.execute(executor)
      )
      .pipe(Effect.map((r) => r.rows.length > 0))
  )

  const release: BillingService["release"] = Effect.fn("Billing.release")((holdId) =>
    db
      .query((executor) =>
        sql<{ id: string }>`
        with h as (
          update credit_holds set state = 'released', settled_at = now()
          where id = ${holdId} and state = 'held'
          returning account_id, amount
        )
        update accounts set held = accounts.held - h.amount
        from h where accounts.id = h.account_id
        returning accounts.id`.execute(executor)
      )
      .pipe(Effect.map((r) => r.rows.length > 0))
  )

  const settleJob: BillingService["settleJob"] = Effect.fn("Billing.settleJob")(function* (jobId, outcome) {
    const open = yield* db.query((executor) =>
      executor
        .selectFrom("credit_holds")
        .select("id")
        .where("job_id", "=", jobId)
        .where("state", "=", "held")
        .execute()
    )
    for (const h of open) yield* outcome === "charge" ? charge(h.id) : release(h.id)
  })

  const billed: BillingService["billed"] = (request, work) =>
    Effect.uninterruptibleMask((restore) =>
      Effect.gen(function* () {
        const h = yield* hold(request)
        const exit = yield* Effect.exit(restore(work(h)))
        if (Exit.isSuccess(exit)) {
          yield* charge(h.id)
          return exit.value
        }
        yield* release(h.id).pipe(Effect.ignore)
        return yield* exit
      })
    ).pipe(Effect.withSpan("Billing.billed"))

  const sweep: BillingService["sweep"] = db
    .query((k) =>
      sql<{ n: number }>`
      with h as (
        update credit_holds set state = 'released', settled_at = now()
        where id in (
          select id from credit_holds
          where state = 'held' and job_id is null and expires_at < now()
          order by expires_at limit 1000
          for update skip locked
        )
        returning account_id, amount
      ), s as (
        select account_id, sum(amount)::int as amount, count(*)::int as n from h group by account_id
      ), u as (
        update accounts set held = accounts.held - s.amount from s where accounts.id = s.account_id returning accounts.id
      )
      select coalesce(sum(n), 0)::int as n from s`.execute(k)
    )
    .pipe(
      Effect.map((r) => r.rows[0]?.n ?? 0),
      Effect.withSpan("Billing.sweep")
    )

  const usageSummary: BillingService["usageSummary"] = Effect.fn("Billing.usageSummary")(
    function* (accountId) {
      const now = yield* Clock.currentTimeMillis
      const rows = yield* db.query((k) =>
        sql<{ component: string; day: number; calls: number; credits: number }>`
          select component,
                 floor(extract(epoch from created_at) / 86400)::int as day,
                 count(*)::int as calls,
                 (-sum(amount))::int as credits
          from credit_entries
          where account_id = ${accountId} and kind = 'charge' and created_at >= ${new Date(Usage.windowStart(now))}
          group by 1, 2`.execute(k)
      )
      return Usage.summarize(rows.rows, now)
    }
  )

  const jobLifecycle: BillingService["jobLifecycle"] = {
    succeeded: (jobId) => settleJob(jobId, "charge"),
    failed: (jobId) => settleJob(jobId, "release")
  }

  return {
    hold,
    charge,
    release,
    settleJob,
    billed,
    jobLifecycle,
    sweep,
    usageSummary
  } satisfies BillingService
})

export const layer = Layer.effect(Billing, make)
