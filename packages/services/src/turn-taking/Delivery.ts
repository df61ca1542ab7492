/**
 * Delivery of scheduled messages, driven by the database.
 *
 * The scheduler ({@link run}, in every worker: the API's embedded one and the standalone
 * `apps/worker`) loops: lock the threads that have outbox rows or a signal check due at `now`
 * (Effect's `Clock`; `FOR UPDATE SKIP LOCKED`, so several schedulers share the work and one
 * thread's events are numbered by one of them at a time), and in that transaction log, in time
 * order, a `turn_taking.typing` event when a message's typing starts, a `turn_taking.message`
 * event when it reaches its `deliver_at` (status `delivered`, the message joins the thread's
 * history), a typing stop after a reply's last message, and `turn_taking.signal` events of
 * senders who typed without sending. After the commit, `NOTIFY cis_tt_events` with the thread
 * keys. Then it sleeps until the next due time, at most `pollMs`, or until a
 * `NOTIFY cis_tt_schedule` (a new reply) wakes it. Overdue rows (after a restart) go out at once,
 * in order, once: a row is settled in the same transaction as its event.
 *
 * The sockets ({@link Hub}) never receive events from the scheduler directly: each reads its
 * thread's event log after the last `seq` it sent, then waits for a wake-up (`LISTEN
 * cis_tt_events`, or a poll as the fallback). Replay after a reconnect and live delivery are the
 * same read, so nothing is lost or sent twice, and any API replica can hold the socket.
 */
import { type DatabaseError, Db } from "@cis/db"
import { type Message, Signals } from "@cis/turn-taking"
import {
  Clock,
  Config,
  type ConfigError,
  Context,
  Deferred,
  Duration,
  Effect,
  Layer,
  Queue,
  type Scope
} from "effect"
import { sql } from "kysely"
import * as Repo from "./Repo.js"
import { eventsChannel, LeadConfig, scheduleChannel, TurnTakingConfig } from "./TurnTaking.js"

/** Threads one scheduler transaction handles. */
export const batchThreads = 200

export interface SchedulerOptions {
  /** Longest sleep between two looks at the outbox (fallback if a wake-up is lost). */
  readonly pollMs?: number
  /**
   * How long before its moment an event is logged (default 0): a message due within `leadMs`
   * is logged now with `visible_at` = its `deliver_at` (a typing event likewise at its
   * `typingAt`), and sockets hold it until then. The database work is then done before the
   * moment, not after it; the cost is that a newer batch no longer cancels a message within
   * `leadMs` of its `deliver_at` (it is already on its way).
   */
  readonly leadMs?: number
}

/**
 * One pass: everything due at `now` (or within `leadMs` of it, see {@link SchedulerOptions});
 * returns the threads whose events were logged.
 */
export const tick = (now: number, leadMs = 0): Effect.Effect<ReadonlyArray<number>, DatabaseError, Db> =>
  Effect.flatMap(Db, (db) =>
    db.urgent(
      db.transaction(
        db.query(async (k) => {
          const at = new Date(now)
          const horizon = now + leadMs
          const threads = await Repo.lockDueThreads(k, new Date(horizon), batchThreads)
          if (threads.length === 0) return []
          const rows = await Repo.dueRows(
            k,
            threads.map((t) => t.key),
            new Date(horizon)
          )
          /** `visible_at` of an event whose moment is `ms`: none when it is already due. */
          const ahead = (ms: number) => (ms > now ? { visibleAt: new Date(ms) } : {})
          const delivered: Array<string> = []
          const typed: Array<string> = []
          const agentMessages: Array<{ thread: number; message: Message.Message }> = []
          const logged: Array<{ thread: number; events: ReadonlyArray<Repo.NewEvent> }> = []
          for (const t of threads) {
            type Action = { at: number; order: number; event: Repo.NewEvent }
            const actions: Array<Action> = []
            for (const r of rows) {
              if (r.thread !== t.key) continue
              const order = r.reply * 10 + r.position
              if (!r.typing_sent) {
                actions.push({
                  at: r.typing_at.getTime(),
                  order: order * 3,
                  event: {
                    type: "turn_taking.typing",
                    data: { typing: true, id: r.id, position: r.position },
                    ...ahead(r.typing_at.getTime())
                  }
                })
              }
              if (r.deliver_at.getTime() <= horizon) {
                actions.push({
                  at: r.deliver_at.getTime(),
                  order: order * 3 + 1,
                  event: {
                    type: "turn_taking.message",
                    data: {
                      id: r.id,
                      position: r.position,
                      content: r.content,
                      deliver_at: r.deliver_at.toISOString()
                    },
                    ...ahead(r.deliver_at.getTime())
                  }
                })
                if (r.final)
                  actions.push({
                    at: r.deliver_at.getTime(),
                    order: order * 3 + 2,
                    event: {
                      type: "turn_taking.typing",
                      data: { typing: false },
                      ...ahead(r.deliver_at.getTime())
                    }
                  })
                delivered.push(r.id)
                agentMessages.push({
                  thread: t.key,
                  message: {
                    sender: "agent",
                    content: r.content,
                    at: r.deliver_at.getTime(),
                    fromAgent: true
                  }
                })
              } else typed.push(r.id)
            }
            if (t.signal_at !== null && t.signal_at.getTime() <= now) {
              const since = t.signal_at.getTime()
              const [history, events] = await Promise.all([Repo.history(k, t.key), Repo.activity(k, t.key)])
              const signals = t.integrations.social_signals
              if (signals !== undefined) {
                for (const a of Signals.typingWithoutSending(events, history, now)) {
                  if (a.since < since) continue
                  actions.push({
                    at: a.since,
                    order: 0,
                    event: {
                      type: "turn_taking.signal",
                      data: {
                        tags: ["typing_without_sending"],
                        sender: a.sender,
                        since: new Date(a.since).toISOString(),
                        channel_id: signals.channel_id ?? t.id
                      }
                    }
                  })
                }
              }
              const next = signals === undefined ? null : Signals.nextCheckAt(events, history, now)
              await k
                .updateTable("tt_threads")
                .set({ signal_at: next === null ? null : new Date(next) })
                .where("key", "=", t.key)
                .execute()
            }
            actions.sort((a, b) => a.at - b.at || a.order - b.order)
            if (actions.length > 0) logged.push({ thread: t.key, events: actions.map((a) => a.event) })
          }
          // A handful of statements whatever the number of threads.
          if (delivered.length > 0) {
            await k
              .updateTable("tt_scheduled")
              .set({ status: "delivered", typing_sent: true, next_at: null, settled_at: at })
              .where("id", "in", delivered)
              .execute()
          }
          if (typed.length > 0) {
            await k
              .updateTable("tt_scheduled")
              .set((eb) => ({ typing_sent: true, next_at: eb.ref("deliver_at") }))
              .where("id", "in", typed)
              .execute()
          }
          await Repo.insertAgentMessages(k, agentMessages)
          await Repo.appendEventsMany(k, logged)
          const touched = logged.map((l) => l.thread)
          return touched
        })
      )
    )
  )

/** Rows one retention statement deletes at most (a large backlog is cleared over several sweeps). */
export const retentionBatch = 5_000

/**
 * Retention (`now` and `retentionMs` as arguments): deletes socket events logged more than
 * `retentionMs` ago, outbox rows `delivered` or `cancelled` that long ago (never a `scheduled`
 * one, however old), and grants expired more than an hour ago, each up to
 * {@link retentionBatch} rows per call. A socket whose cursor is older than what is kept gets a
 * `turn_taking.gap` first (see the socket handler). Returns what was deleted.
 */
export const sweep = (
  now: number,
  retentionMs: number
): Effect.Effect<
  { readonly events: number; readonly outbox: number; readonly grants: number },
  DatabaseError,
  Db
> =>
  Effect.flatMap(Db, (db) =>
    db.query(async (k) => {
      const cutoff = new Date(now - retentionMs)
      const events = await sql`
        delete from tt_events where (thread, seq) in (
          select thread, seq from tt_events where created_at < ${cutoff} limit ${retentionBatch})`.execute(k)
      const outbox = await sql`
        delete from tt_scheduled where id in (
          select id from tt_scheduled
          where status in ('delivered', 'cancelled') and settled_at < ${cutoff} limit ${retentionBatch})`.execute(
        k
      )
      const grants = await sql`
        delete from tt_grants where token_hash in (
          select token_hash from tt_grants where expires_at < ${new Date(now - 3_600_000)} limit ${retentionBatch})`.execute(
        k
      )
      return {
        events: Number(events.numAffectedRows ?? 0n),
        outbox: Number(outbox.numAffectedRows ?? 0n),
        grants: Number(grants.numAffectedRows ?? 0n)
      }
    })
  )

/** Sends the `cis_tt_events` wake-up for these threads (payloads under PostgreSQL's 8000 bytes). */
const announce = (db: Db["Type"], threads: ReadonlyArray<number>) =>
  Effect.forEach(
    Array.from({ length: Math.ceil(threads.length / 500) }, (_, i) => threads.slice(i * 500, i * 500 + 500)),
    (chunk) => db.urgent(db.notify(eventsChannel, chunk.join(","))),
    { discard: true }
  )

/** The scheduler loop, for the life of the scope. */
export const run = (options: SchedulerOptions = {}): Effect.Effect<void, never, Db | Scope.Scope> =>
  Effect.gen(function* () {
    const db = yield* Db
    const pollMs = options.pollMs ?? 1000
    const leadMs = options.leadMs ?? 0
    const wake = yield* Queue.sliding<void>(1)
    yield* db
      .listen(scheduleChannel, () => void Queue.unsafeOffer(wake, undefined))
      .pipe(Effect.catchAll((e) => Effect.logWarning("turn-taking scheduler: LISTEN failed; polling", e)))
    const step = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const touched = yield* tick(now, leadMs)
      if (touched.length > 0) yield* announce(db, touched)
      if (touched.length >= batchThreads) return
      const next = yield* db.urgent(db.query(Repo.nextDue))
      const after = yield* Clock.currentTimeMillis
      const waitMs = next === null ? pollMs : Math.min(pollMs, Math.max(0, next - leadMs - after))
      if (waitMs > 0) yield* Effect.timeoutOption(Queue.take(wake), Duration.millis(waitMs))
    }).pipe(
      Effect.catchAll((e) =>
        Effect.logWarning("turn-taking scheduler: a pass failed; retrying", e).pipe(
          Effect.zipRight(Effect.sleep(Duration.millis(Math.min(pollMs, 500))))
        )
      )
    )
    yield* Effect.forkScoped(Effect.forever(step))
  })

/** The scheduler as a layer (`CIS_WORKER_POLL_MS`-independent: 1 s fallback poll). */
export const schedulerLayer = (options: SchedulerOptions = {}): Layer.Layer<never, never, Db> =>
  Layer.scopedDiscard(run(options))

/** The scheduler with its lead from `CIS_TURN_TAKING_LEAD_MS` (over `CIS_TURN_TAKING_SPEEDUP`). */
export const configuredSchedulerLayer: Layer.Layer<never, ConfigError.ConfigError, Db> = Layer.scopedDiscard(
  Effect.flatMap(Config.all([LeadConfig, TurnTakingConfig]), ([lead, speedup]) =>
    run({ leadMs: Math.floor(lead / speedup) })
  )
)

/** One logged event as a socket sends it. */
export interface LoggedEvent {
  readonly seq: number
  readonly type: string
  readonly data: unknown
  /** Epoch ms before which a socket must not send it (`null`: at once). */
  readonly visibleAt: number | null
}

/** Most events one read returns for one socket (a long replay takes several reads). */
export const pageSize = 500

/**
 * Wake-ups and reads of the sockets held by this process: one `LISTEN cis_tt_events`; each
 * socket subscribes to its thread and gets a signal (a sliding queue of one) when events were
 * logged. `read` is batched: the reads of every socket woken by one notification (and any
 * others waiting meanwhile) go to the database as one query.
 */
export interface HubService {
  readonly subscribe: (threadKey: number) => Effect.Effect<Queue.Dequeue<void>, never, Scope.Scope>
  /** Up to {@link pageSize} events of the thread after `after`, in order. */
  readonly read: (
    threadKey: number,
    after: number
  ) => Effect.Effect<ReadonlyArray<LoggedEvent>, DatabaseError>
}

export class Hub extends Context.Tag("@cis/services/TurnTaking/Hub")<Hub, HubService>() {}

export const hubLayer: Layer.Layer<Hub, never, Db> = Layer.scoped(
  Hub,
  Effect.gen(function* () {
    const db = yield* Db
    const waiting = new Map<number, Set<Queue.Queue<void>>>()
    yield* db
      .listen(eventsChannel, (payload) => {
        for (const key of payload.split(",")) {
          const set = waiting.get(Number(key))
          if (set !== undefined) for (const q of set) Queue.unsafeOffer(q, undefined)
        }
      })
      .pipe(Effect.catchAll((e) => Effect.logWarning("turn-taking sockets: LISTEN failed; polling", e)))

    type Pending = {
      readonly key: number
      readonly after: number
      readonly done: Deferred.Deferred<ReadonlyArray<LoggedEvent>, DatabaseError>
    }
    const reads = yield* Queue.unbounded<Pending>()
    const flush = Effect.gen(function* () {
      const first = yield* Queue.take(reads)
      yield* Effect.yieldNow()
      const batch = [first, ...(yield* Queue.takeAll(reads))]
      const exit = yield* Effect.exit(
        db.urgent(
          db.query((k) =>
            Repo.eventsAfterMany(
              k,
              batch.map((p) => ({ thread: p.key, after: p.after })),
              pageSize
            )
          )
        )
      )
      if (exit._tag === "Failure") {
        yield* Effect.forEach(batch, (p) => Deferred.failCause(p.done, exit.cause), { discard: true })
        return
      }
      const byThread = new Map<number, Array<Awaited<ReturnType<typeof Repo.eventsAfterMany>>[number]>>()
      for (const row of exit.value) {
        let list = byThread.get(row.thread)
        if (list === undefined) {
          list = []
          byThread.set(row.thread, list)
        }
        list.push(row)
      }
      yield* Effect.forEach(
        batch,
        (p) =>
          Deferred.succeed(
            p.done,
            (byThread.get(p.key) ?? [])
              .filter((r) => r.seq > p.after)
              .slice(0, pageSize)
              .map((r) => ({
                seq: r.seq,
                type: r.type,
                data: r.data,
                visibleAt: r.visible_at === null ? null : new Date(r.visible_at).getTime()
              }))
          ),
        { discard: true }
      )
    })
    yield* Effect.forkScoped(Effect.forever(flush))
    return {
      read: (threadKey, after) =>
        Effect.flatMap(Deferred.make<ReadonlyArray<LoggedEvent>, DatabaseError>(), (done) =>
          Effect.zipRight(Queue.offer(reads, { key: threadKey, after, done }), Deferred.await(done))
        ),
      subscribe: (threadKey) =>
        Effect.acquireRelease(
          Effect.tap(Queue.sliding<void>(1), (q) =>
            Effect.sync(() => {
              let set = waiting.get(threadKey)
              if (set === undefined) {
                set = new Set()
                waiting.set(threadKey, set)
              }
              set.add(q)
            })
          ),
          (q) =>
            Effect.sync(() => {
              const set = waiting.get(threadKey)
              set?.delete(q)
              if (set !== undefined && set.size === 0) waiting.delete(threadKey)
            })
        )
    }
  })
)
