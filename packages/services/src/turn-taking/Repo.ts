/**
 * Queries of the turn-taking component. Each takes the executor first (the ambient
 * transaction's, through `Db.query`).
 */
import { type Executor, type Integrations, jsonb } from "@cis/db"
import type { Message } from "@cis/turn-taking"
import { sql } from "kysely"

/** How many messages and events of a thread the decision reads. */
export const historyLimit = 50
export const activityLimit = 100

/** A thread row as the service reads it. */
export interface ThreadRow {
  readonly key: number
  readonly account_id: string
  readonly id: string
  readonly integrations: Integrations
  readonly turn_epoch: number
  readonly replies: number
  readonly next_seq: number
  readonly created_at: Date
  readonly updated_at: Date
}

const threadColumns = [
  "key",
  "account_id",
  "id",
  "integrations",
  "turn_epoch",
  "replies",
  "next_seq",
  "created_at",
  "updated_at"
] as const

/** Creates the caller's thread, or re-opens it (integrations replaced only when given). */
export const upsertThread = (
  k: Executor,
  accountId: string,
  id: string,
  integrations: Integrations | undefined,
  now: Date
): Promise<ThreadRow> =>
  k
    .insertInto("tt_threads")
    .values({
      account_id: accountId,
      id,
      integrations: jsonb(integrations ?? {}),
      created_at: now,
      updated_at: now
    })
    .onConflict((oc) =>
      oc.columns(["account_id", "id"]).doUpdateSet((eb) => ({
        updated_at: now,
        ...(integrations !== undefined ? { integrations: eb.ref("excluded.integrations") } : {})
      }))
    )
    .returning(threadColumns)
    .executeTakeFirstOrThrow() as Promise<ThreadRow>

/** The caller's thread, optionally locked for the transaction. */
export const thread = (
  k: Executor,
  accountId: string,
  id: string,
  lock = false
): Promise<ThreadRow | undefined> => {
  const q = k
    .selectFrom("tt_threads")
    .select(threadColumns)
    .where("account_id", "=", accountId)
    .where("id", "=", id)
  return (lock ? q.forUpdate() : q).executeTakeFirst() as Promise<ThreadRow | undefined>
}

/** Stores a socket grant. */
export const insertGrant = (k: Executor, hash: string, thread: number, fromSeq: number, expiresAt: Date) =>
  k
    .insertInto("tt_grants")
    .values({ token_hash: hash, thread, from_seq: fromSeq, expires_at: expiresAt })
    .execute()

/** The live grant with this hash for this thread id, or nothing. */
export const grant = (k: Executor, hash: string, threadId: string, now: Date) =>
  k
    .selectFrom("tt_grants")
    .innerJoin("tt_threads", "tt_threads.key", "tt_grants.thread")
    .select(["tt_threads.key", "tt_threads.id", "tt_grants.from_seq"])
    .where("tt_grants.token_hash", "=", hash)
    .where("tt_threads.id", "=", threadId)
    .where("tt_grants.expires_at", ">", now)
    .executeTakeFirst()

/** The last messages of a thread, oldest first, as the engines read them. */
export const history = async (k: Executor, thread: number): Promise<Array<Message.Message>> => {
  const rows = await k
    .selectFrom("tt_messages")
    .select(["sender", "content", "at", "from_agent"])
    .where("thread", "=", thread)
    .orderBy("id", "desc")
    .limit(historyLimit)
    .execute()
  return rows.reverse().map((r) => ({
    sender: r.sender,
    content: r.content,
    at: r.at.getTime(),
    ...(r.from_agent ? { fromAgent: true } : {})
  }))
}

/** The last `record_event` events of a thread, oldest first. */
export const activity = async (k: Executor, thread: number): Promise<Array<Message.Event>> => {
  const rows = await k
    .selectFrom("tt_activity")
    .select(["type", "sender", "at"])
    .where("thread", "=", thread)
    .orderBy("id", "desc")
    .limit(activityLimit)
    .execute()
  return rows.reverse().map((r) => ({ type: r.type, sender: r.sender, at: r.at.getTime() }))
}

/** Appends messages to a thread. */
export const insertMessages = (k: Executor, thread: number, messages: ReadonlyArray<Message.Message>) =>
  messages.length === 0
    ? Promise.resolve()
    : k
        .insertInto("tt_messages")
        .values(
          messages.map((m) => ({
            thread,
            sender: m.sender,
            content: m.content,
            at: new Date(m.at),
            from_agent: m.fromAgent === true
          }))
        )
        .execute()
        .then(() => undefined)

/** Cancels every still-scheduled message of a thread; returns whether any had its typing shown. */
export const cancelScheduled = async (
  k: Executor,
  thread: number,
  now: Date
): Promise<{ cancelled: number; typing: boolean }> => {
  const rows = await k
    .updateTable("tt_scheduled")
    .set({ status: "cancelled", next_at: null, settled_at: now })
    .where("thread", "=", thread)
    .where("status", "=", "scheduled")
    .returning(["typing_sent"])
    .execute()
  return { cancelled: rows.length, typing: rows.some((r) => r.typing_sent) }
}

/** The latest `deliver_at` still scheduled on a thread (a new reply is paced after it). */
export const busyUntil = async (k: Executor, thread: number): Promise<number | null> => {
  const row = await k
    .selectFrom("tt_scheduled")
    .select((eb) => eb.fn.max("deliver_at").as("until"))
    .where("thread", "=", thread)
    .where("status", "=", "scheduled")
    .executeTakeFirst()
  return row?.until == null ? null : new Date(row.until as Date).getTime()
}

/** One event to log on a thread. */
export interface NewEvent {
  readonly type: "turn_taking.message" | "turn_taking.typing" | "turn_taking.signal"
  readonly data: { readonly [k: string]: any }
  /** When a socket may send it, for an event logged ahead of its moment (absent: at once). */
  readonly visibleAt?: Date
}

/** Logs events on a thread at the next sequence numbers (the thread row lock orders them). */
export const appendEvents = async (
  k: Executor,
  thread: number,
  events: ReadonlyArray<NewEvent>
): Promise<number> => {
  if (events.length === 0) return 0
  const { next_seq } = await k
    .updateTable("tt_threads")
    .set((eb) => ({ next_seq: eb("next_seq", "+", events.length) }))
    .where("key", "=", thread)
    .returning(["next_seq"])
    .executeTakeFirstOrThrow()
  const first = next_seq - events.length + 1
  await k
    .insertInto("tt_events")
    .values(events.map((e, i) => ({ thread, seq: first + i, type: e.type, data: jsonb(e.data) })))
    .execute()
  return next_seq
}

/** Appends the agent's delivered messages of several threads in one statement. */
export const insertAgentMessages = async (
  k: Executor,
  rows: ReadonlyArray<{ readonly thread: number; readonly message: Message.Message }>
) => {
  if (rows.length === 0) return
  await k
    .insertInto("tt_messages")
    .values(
      rows.map(({ thread, message: m }) => ({
        thread,
        sender: m.sender,
        content: m.content,
        at: new Date(m.at),
        from_agent: true
      }))
    )
    .execute()
}

/**
 * Logs the events of several threads (rows locked by the caller) in two statements: one
 * update reserves each thread's sequence numbers, one insert writes every event.
 */
export const appendEventsMany = async (
  k: Executor,
  batches: ReadonlyArray<{ readonly thread: number; readonly events: ReadonlyArray<NewEvent> }>
) => {
  const nonEmpty = batches.filter((b) => b.events.length > 0)
  if (nonEmpty.length === 0) return
  const keys = nonEmpty.map((b) => b.thread)
  const counts = nonEmpty.map((b) => b.events.length)
  const reserved = await sql<{ key: number; next_seq: number }>`
    update tt_threads t set next_seq = t.next_seq + v.n
    from unnest(${keys}::int[], ${counts}::int[]) as v(key, n)
    where t.key = v.key
    returning t.key, t.next_seq`.execute(k)
  const last = new Map(reserved.rows.map((r) => [Number(r.key), Number(r.next_seq)]))
  const values = nonEmpty.flatMap((b) => {
    const first = last.get(b.thread)! - b.events.length + 1
    return b.events.map((e, i) => ({
      thread: b.thread,
      seq: first + i,
      type: e.type,
      data: jsonb(e.data),
      visible_at: e.visibleAt ?? null
    }))
  })
  await k.insertInto("tt_events").values(values).execute()
}

/** Events of a thread after `after`, in order, at most `limit`. */
export const eventsAfter = (k: Executor, thread: number, after: number, limit: number) =>
  k
    .selectFrom("tt_events")
    .select(["seq", "type", "data", "visible_at"])
    .where("thread", "=", thread)
    .where("seq", ">", after)
    .orderBy("seq")
    .limit(limit)
    .execute()

/**
 * Events of several threads, each after its own cursor (at most `limit` per thread), in
 * `(thread, seq)` order: one query for every socket woken at once.
 */
export const eventsAfterMany = async (
  k: Executor,
  cursors: ReadonlyArray<{ readonly thread: number; readonly after: number }>,
  limit: number
) => {
  if (cursors.length === 0) return []
  // The lowest cursor per thread (several sockets may follow one thread).
  const low = new Map<number, number>()
  for (const c of cursors) low.set(c.thread, Math.min(low.get(c.thread) ?? c.after, c.after))
  const threads = [...low.keys()]
  const afters = threads.map((t) => low.get(t)!)
  const r = await sql<{ thread: number; seq: number; type: string; data: unknown; visible_at: Date | null }>`
    select e.thread, e.seq, e.type, e.data, e.visible_at from unnest(${threads}::int[], ${afters}::int[]) as c(thread, after)
    join tt_events e on e.thread = c.thread and e.seq > c.after and e.seq <= c.after + ${limit}
    order by e.thread, e.seq`.execute(k)
  return r.rows.map((x) => ({ ...x, thread: Number(x.thread), seq: Number(x.seq) }))
}

/** Threads with outbox work or a signal check due at `now`, locked (others' locks skipped). */
export const lockDueThreads = async (k: Executor, now: Date, limit: number) => {
  const rows = await sql<{ key: number; id: string; integrations: Integrations; signal_at: Date | null }>`
    select t.key, t.id, t.integrations, t.signal_at from tt_threads t
    where t.key in (
      (select distinct s.thread from tt_scheduled s where s.status = 'scheduled' and s.next_at <= ${now} limit ${limit})
      union
      (select u.key from tt_threads u where u.signal_at <= ${now} limit ${limit})
    )
    order by t.key
    for update of t skip locked`.execute(k)
  return rows.rows
}

/** The due outbox rows of the given threads, in order. */
export const dueRows = (k: Executor, threads: ReadonlyArray<number>, now: Date) =>
  threads.length === 0
    ? Promise.resolve([])
    : k
        .selectFrom("tt_scheduled")
        .select([
          "id",
          "thread",
          "reply",
          "position",
          "final",
          "content",
          "typing_at",
          "deliver_at",
          "typing_sent"
        ])
        .where("thread", "in", threads)
        .where("status", "=", "scheduled")
        .where("next_at", "<=", now)
        .orderBy("thread")
        .orderBy("next_at")
        .orderBy("reply")
        .orderBy("position")
        .execute()

/** The earliest time the scheduler has something to do, or null. */
export const nextDue = async (k: Executor): Promise<number | null> => {
  const r = await sql<{ at: Date | null }>`
    select least(
      (select min(next_at) from tt_scheduled where status = 'scheduled'),
      (select min(signal_at) from tt_threads where signal_at is not null)
    ) as at`.execute(k)
  const at = r.rows[0]?.at
  return at == null ? null : new Date(at).getTime()
}
