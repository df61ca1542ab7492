/**
 * Turn-taking (spec 2.12, 2.13, 3.3, 4.15-4.18): threads, the speak decision, paced replies.
 *
 * - `open`: mints a thread, or re-opens the caller's thread with that id (an id the caller
 *   does not have is created for the caller, decisions.md), and issues a socket grant: a random
 *   token (only its SHA-256 is stored) bound to the thread, valid {@link grantTtlMs}, starting
 *   after the thread's last event at that moment.
 * - `submit`: in one transaction with the thread row locked: the decision (`@cis/turn-taking`
 *   `Decide`), tags when signals are on, every still-scheduled message `cancelled`, the batch
 *   stored, `turn_epoch + 1`.
 * - `respond`: with a `system_prompt`, first has the pieces lightly rewritten in the agent's
 *   voice (`ReplyVoice`: the model with the openai provider, checked by code; offline, as they
 *   are). With the current epoch, paces the reply (`@cis/pacing`, seed
 *   `${thread_id}:${turn_epoch}`) after whatever is still scheduled and stores 1-5 outbox rows;
 *   with another epoch, `superseded` and nothing stored. The caller bills only a scheduled reply.
 * - `record`: stores a typing or edit event; with signals on, sets when a typing-without-sending
 *   signal may fire.
 *
 * Every change that logs events or schedules work sends a `NOTIFY` after its commit (never
 * inside the transaction; `Db.afterCommit`): `cis_tt_events` with the thread's key (sockets
 * wake), `cis_tt_schedule` (the scheduler wakes). Billing is the caller's.
 */
import { createHash, randomBytes } from "node:crypto"
import { Errors, type TurnTaking as T } from "@cis/contract"
import { type DatabaseError, Db, Settings } from "@cis/db"
import { Pace, Split } from "@cis/pacing"
import { Decide, type Message, Signals } from "@cis/turn-taking"
import { Clock, Context, Data, Effect, Layer, Schema } from "effect"
import { Billing } from "../billing/index.js"
import * as Repo from "./Repo.js"
import { ReplyVoice } from "./Voice.js"

/**
 * `CIS_TURN_TAKING_SPEEDUP` (1-100, default 1): divides every pacing delay (for demos and
 * tests; 1 is the documented human typing model).
 */
export const TurnTakingConfig = Settings.integerInRange("CIS_TURN_TAKING_SPEEDUP", {
  min: 1,
  max: 100,
  default: 1
})

/**
 * `CIS_TURN_TAKING_LEAD_MS` (0-5000, default 0): how long before its moment the scheduler logs
 * an event (`Delivery.SchedulerOptions.leadMs`), divided by the speed-up like every pacing
 * delay. Sockets hold such an event until its moment. Off by default: a newer batch does not
 * cancel a message within the lead of its `deliver_at`, which decisions.md asks for ("cancelled
 * when a newer inbound batch arrives before it was sent"); an operator may trade that for
 * delivery closer to the in-memory baseline.
 */
export const LeadConfig = Settings.integerInRange("CIS_TURN_TAKING_LEAD_MS", {
  min: 0,
  max: 5000,
  default: 0
})

/** How long a `connect_url` opens sockets. */
export const grantTtlMs = 5 * 60_000

/** NOTIFY channel: a thread's events were logged (payload: thread keys, comma-separated). */
export const eventsChannel = "cis_tt_events"
/** NOTIFY channel: outbox or signal work was scheduled (payload ignored). */
export const scheduleChannel = "cis_tt_schedule"

/** The channel of a thread (2.12). */
export const channelOf = (threadId: string): string => `turn-taking-thread/${threadId}`

/** SHA-256 of a grant, as stored. */
export const hashGrant = (grant: string): string => createHash("sha256").update(grant).digest("hex")

/** The opened thread and its grant (the handler turns the grant into `connect_url`). */
export interface Opened {
  readonly thread: { id: string; user_id: string; created_at: string; updated_at: string }
  readonly channel: string
  readonly grant: string
  readonly expires_at: string
}

/** A socket authorized by its grant. */
export interface Authorized {
  readonly key: number
  readonly threadId: string
  readonly fromSeq: number
}

/** A reply that became stale between the check and the lock. */
class Stale extends Data.TaggedError("Stale") {}

export interface TurnTakingService {
  readonly open: (
    accountId: string,
    request: typeof T.OpenThreadRequest.Type
  ) => Effect.Effect<Opened, DatabaseError>
  readonly submit: (
    accountId: string,
    request: typeof T.SubmitMessagesRequest.Type
  ) => Effect.Effect<
    typeof T.SubmitMessagesResponse.Type,
    Errors.NotFound | Errors.CreditsExhausted | DatabaseError
  >
  readonly respond: (
    accountId: string,
    request: typeof T.RespondRequest.Type
  ) => Effect.Effect<typeof T.RespondResponse.Type, Errors.NotFound | Errors.CreditsExhausted | DatabaseError>
  readonly record: (
    accountId: string,
    request: typeof T.RecordEventRequest.Type
  ) => Effect.Effect<typeof T.RecordEventResponse.Type, Errors.NotFound | DatabaseError>
  /** The thread a grant opens, or nothing (forged, expired, or another thread's). */
  readonly authorize: (
    threadId: string,
    grant: string
  ) => Effect.Effect<Authorized | undefined, DatabaseError>
  /** Logged events of a thread after `after`, in order. */
  readonly events: (
    key: number,
    after: number,
    limit: number
  ) => Effect.Effect<
    ReadonlyArray<{ seq: number; type: string; data: unknown; visibleAt: number | null }>,
    DatabaseError
  >
}

export class TurnTaking extends Context.Tag("@cis/services/TurnTaking")<TurnTaking, TurnTakingService>() {}

const isUuid = Schema.is(Schema.UUID)

const notFound = (threadId: string) =>
  new Errors.NotFound({
    message: `No thread ${JSON.stringify(threadId.slice(0, 64))} for this account; open one with open_thread.`
  })

const iso = (ms: number) => new Date(ms).toISOString()

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  const voice = yield* ReplyVoice
  const speedup = yield* Effect.orDie(TurnTakingConfig)

  const wake = (threadKey: number | null, schedule: boolean) =>
    db.afterCommit(
      Effect.all([
        threadKey === null ? Effect.void : db.notify(eventsChannel, String(threadKey)),
        schedule ? db.notify(scheduleChannel, "") : Effect.void
      ])
    )

  const find = (accountId: string, threadId: string) =>
    isUuid(threadId)
      ? db
          .query((k) => Repo.thread(k, accountId, threadId))
          .pipe(
            Effect.flatMap((t) => (t === undefined ? Effect.fail(notFound(threadId)) : Effect.succeed(t)))
          )
      : Effect.fail(notFound(threadId))

  const open: TurnTakingService["open"] = Effect.fn("TurnTaking.open")(function* (accountId, request) {
    const now = yield* Clock.currentTimeMillis
    const id = request.thread_id ?? crypto.randomUUID()
    const grant = randomBytes(32).toString("base64url")
    const expires = now + grantTtlMs
    const row = yield* db.transaction(
      db.query(async (k) => {
        const t = await Repo.upsertThread(k, accountId, id.toLowerCase(), request.integrations, new Date(now))
        await Repo.insertGrant(k, hashGrant(grant), t.key, t.next_seq, new Date(expires))
        return t
      })
    )
    return {
      thread: {
        id: row.id,
        user_id: row.account_id,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString()
      },
      channel: channelOf(row.id),
      grant,
      expires_at: iso(expires)
    }
  })

  const toMessages = (
    messages: ReadonlyArray<typeof T.InboundMessage.Type>,
    now: number
  ): ReadonlyArray<Message.Message> =>
    messages.map((m) => ({
      sender: m.sender,
      content: m.content,
      at: m.client_ts === undefined ? now : Date.parse(m.client_ts)
    }))

  const submit: TurnTakingService["submit"] = Effect.fn("TurnTaking.submit")(function* (accountId, request) {
    const found = yield* find(accountId, request.thread_id)
    return yield* billing.billed({ accountId, action: "turn-taking.submit_messages" }, () =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const batch = toMessages(request.messages, now)
        const out = yield* db.transaction(
          db.query(async (k) => {
            const t = (await Repo.thread(k, accountId, found.id, true))!
            const [history, events] = await Promise.all([Repo.history(k, t.key), Repo.activity(k, t.key)])
            const signals = t.integrations.social_signals !== undefined
            const decision = Decide.decide({
              batch,
              history,
              events,
              now,
              ...(request.system_prompt !== undefined ? { systemPrompt: request.system_prompt } : {})
            })
            const tags = Signals.tags({ enabled: signals, batch, history, events, now })
            const cancelled = await Repo.cancelScheduled(k, t.key, new Date(now))
            await Repo.insertMessages(k, t.key, batch)
            const signalAt = signals ? Signals.nextCheckAt(events, [...history, ...batch], now) : null
            await k
              .updateTable("tt_threads")
              .set({
                turn_epoch: t.turn_epoch + 1,
                updated_at: new Date(now),
                signal_at: signalAt === null ? null : new Date(signalAt)
              })
              .where("key", "=", t.key)
              .execute()
            const logged: Array<Repo.NewEvent> = []
            if (cancelled.typing)
              logged.push({ type: "turn_taking.typing", data: { typing: false, cancelled: true } })
            if (tags.length > 0) {
              logged.push({
                type: "turn_taking.signal",
                data: {
                  tags,
                  sender: batch.at(-1)!.sender,
                  channel_id: t.integrations.social_signals?.channel_id ?? t.id
                }
              })
            }
            await Repo.appendEvents(k, t.key, logged)
            return {
              key: t.key,
              logged: logged.length > 0,
              signalAt,
              response: { decision: decision.decision, turn_epoch: t.turn_epoch + 1, tags: [...tags] },
              rule: decision.rule
            }
          })
        )
        yield* wake(out.logged ? out.key : null, out.signalAt !== null)
        yield* Effect.annotateCurrentSpan({ rule: out.rule })
        return out.response
      })
    )
  })

  const respond: TurnTakingService["respond"] = Effect.fn("TurnTaking.respond")(
    function* (accountId, request) {
      const found = yield* find(accountId, request.thread_id)
      const superseded = { scheduled: [], superseded: true } as const
      if (request.turn_epoch !== found.turn_epoch) return superseded
      // In the agent's voice (before any transaction: a model call must not hold one), then paced
      // again from the rewritten text; the reply as written when nothing changed.
      let content = request.content
      if (request.system_prompt !== undefined) {
        const pieces = Split.split(request.content)
        const voiced = yield* voice.voice(pieces, request.system_prompt)
        if (voiced.some((v, i) => v !== pieces[i])) content = voiced.join("\n\n")
      }
      return yield* billing
        .billed({ accountId, action: "turn-taking.respond" }, () =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const scheduled = yield* db.transaction(
              db.query(async (k) => {
                const t = (await Repo.thread(k, accountId, found.id, true))!
                if (t.turn_epoch !== request.turn_epoch) return undefined
                const [busy, history] = await Promise.all([Repo.busyUntil(k, t.key), Repo.history(k, t.key)])
                let readChars = 0
                for (let i = history.length - 1; i >= 0 && history[i]!.fromAgent !== true; i--)
                  readChars += history[i]!.content.length
                // After whatever is still scheduled on the thread, so that replies never interleave.
                const start = busy === null ? now : Math.max(now, busy + 1)
                const paced = Pace.pace(content, {
                  now: start,
                  seed: `${t.id}:${request.turn_epoch}`,
                  readChars
                })
                const scale = (at: number) => start + Math.round((at - start) / speedup)
                const reply = t.replies + 1
                const rows = paced.map((p) => ({
                  id: crypto.randomUUID(),
                  thread: t.key,
                  epoch: t.turn_epoch,
                  reply,
                  position: p.position,
                  final: p.position === paced.length - 1,
                  content: p.content,
                  typing_at: new Date(scale(p.typingAt)),
                  deliver_at: new Date(scale(p.deliverAt)),
                  next_at: new Date(scale(p.typingAt))
                }))
                await k.insertInto("tt_scheduled").values(rows).execute()
                await k
                  .updateTable("tt_threads")
                  .set({ replies: reply, updated_at: new Date(now) })
                  .where("key", "=", t.key)
                  .execute()
                return rows.map((r) => ({
                  id: r.id,
                  thread_id: t.id,
                  content: r.content,
                  position: r.position,
                  deliver_at: r.deliver_at.toISOString(),
                  status: "scheduled" as const
                }))
              })
            )
            if (scheduled === undefined) return yield* new Stale()
            yield* wake(null, true)
            return { scheduled, superseded: false }
          })
        )
        .pipe(Effect.catchTag("Stale", () => Effect.succeed(superseded)))
    }
  )

  const record: TurnTakingService["record"] = Effect.fn("TurnTaking.record")(function* (accountId, request) {
    const found = yield* find(accountId, request.thread_id)
    const now = yield* Clock.currentTimeMillis
    const at = request.client_ts === undefined ? now : Date.parse(request.client_ts)
    const signalAt = yield* db.transaction(
      db.query(async (k) => {
        const t = (await Repo.thread(k, accountId, found.id, true))!
        await k
          .insertInto("tt_activity")
          .values({ thread: t.key, type: request.type, sender: request.sender, at: new Date(at) })
          .execute()
        if (t.integrations.social_signals === undefined) return null
        const [history, events] = await Promise.all([Repo.history(k, t.key), Repo.activity(k, t.key)])
        const next = Signals.nextCheckAt(events, history, now)
        await k
          .updateTable("tt_threads")
          .set({ signal_at: next === null ? null : new Date(next) })
          .where("key", "=", t.key)
          .execute()
        return next
      })
    )
    if (signalAt !== null) yield* wake(null, true)
    return { tags: [] }
  })

  const authorize: TurnTakingService["authorize"] = (threadId, grant) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const row = yield* db.query((k) =>
        Repo.grant(k, hashGrant(grant), threadId.toLowerCase(), new Date(now))
      )
      return row === undefined ? undefined : { key: row.key, threadId: row.id, fromSeq: row.from_seq }
    })

  const events: TurnTakingService["events"] = (key, after, limit) =>
    Effect.map(
      db.query((k) => Repo.eventsAfter(k, key, after, limit)),
      (rows) =>
        rows.map((r) => ({
          seq: r.seq,
          type: r.type,
          data: r.data,
          visibleAt: r.visible_at === null ? null : new Date(r.visible_at).getTime()
        }))
    )

  return { open, submit, respond, record, authorize, events } satisfies TurnTakingService
})

export const layer = Layer.effect(TurnTaking, make)
