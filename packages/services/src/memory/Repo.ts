/**
 * Queries of the memory component. Each takes the executor first (`db.query` passes the
 * ambient transaction when there is one) and touches one scope through its indexes only:
 * nothing reads a whole scope.
 */
import type { Executor } from "@cis/db"
import type { Message } from "@cis/memory"
import { sql } from "kysely"

/** A message about to be stored. */
export interface NewMessage {
  readonly speaker: string
  readonly speaker_key: string
  readonly text: string
  readonly sent_at: string | null
  readonly is_question: boolean
}

/** A scope's internal id and its message count. */
export interface ScopeRow {
  readonly id: number
  readonly count: number
}

interface MessageRow {
  readonly seq: number
  readonly speaker: string
  readonly text: string
  readonly sent_at: string | null
  readonly received_at: Date | string
  readonly is_question: boolean
}

const columns = sql`seq, speaker, text, sent_at, received_at, is_question`

const toStored = (r: MessageRow): Message.Stored => ({
  seq: Number(r.seq),
  speaker: r.speaker,
  text: r.text,
  sentAt: r.sent_at,
  receivedAt: r.received_at instanceof Date ? r.received_at : new Date(r.received_at),
  isQuestion: r.is_question
})

/**
 * Appends `messages` to the scope in one statement: the scope row is created or its
 * `next_seq` advanced by `messages.length` (`insert ... on conflict do update ... returning`,
 * whose row lock orders concurrent appends until commit), then the messages are inserted at
 * the reserved positions. Returns the first position.
 */
export const append = async (
  k: Executor,
  accountId: string,
  scopeId: string,
  messages: ReadonlyArray<NewMessage>
): Promise<number> => {
  const n = messages.length
  const r = await sql<{ first: number }>`
    with s as (
      insert into memory_scopes as ms (account_id, scope_id, next_seq)
      values (${accountId}, ${scopeId}, ${n}::int)
      on conflict (account_id, scope_id) do update
        set next_seq = ms.next_seq + excluded.next_seq, updated_at = now()
      returning id, next_seq - ${n}::int as first
    ), ins as (
      insert into memory_messages (scope, seq, speaker, speaker_key, text, sent_at, is_question)
      select s.id, s.first + (m.ord - 1)::int, m.v->>'speaker', m.v->>'speaker_key', m.v->>'text',
             m.v->>'sent_at', (m.v->>'is_question')::boolean
      from s, jsonb_array_elements(${JSON.stringify(messages)}::text::jsonb) with ordinality as m(v, ord)
    )
    select first from s`.execute(k)
  return Number(r.rows[0]!.first)
}

/** The scope `(accountId, scopeId)`, if it exists. */
export const scope = async (
  k: Executor,
  accountId: string,
  scopeId: string
): Promise<ScopeRow | undefined> => {
  const r = await k
    .selectFrom("memory_scopes")
    .select(["id", "next_seq"])
    .where("account_id", "=", accountId)
    .where("scope_id", "=", scopeId)
    .executeTakeFirst()
  return r === undefined ? undefined : { id: Number(r.id), count: Number(r.next_seq) }
}

/**
 * Full-text matches of any of `terms` (`Text.anyOf`), best first by `ts_rank_cd`, newer first
 * among equals. Empty `terms`: nothing.
 */
export const search = async (
  k: Executor,
  scope: number,
  terms: ReadonlyArray<string>,
  limit: number
): Promise<Array<Message.Stored>> => {
  if (terms.length === 0) return []
  const q = sql`to_tsquery('english', ${terms.join(" | ")})`
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages
    where scope = ${scope} and search @@ ${q}
    order by ts_rank_cd(search, ${q}) desc, seq desc
    limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}

/** The latest `limit` messages, newest first. */
export const recent = async (k: Executor, scope: number, limit: number): Promise<Array<Message.Stored>> => {
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages where scope = ${scope} order by seq desc limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}

/** The speaker's latest `limit` messages, newest first. */
export const bySpeaker = async (
  k: Executor,
  scope: number,
  speakerKey: string,
  limit: number
): Promise<Array<Message.Stored>> => {
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages where scope = ${scope} and speaker_key = ${speakerKey}
    order by seq desc limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}

/** Others' latest messages containing any of `names` (the speaker's name words), newest first. */
export const naming = async (
  k: Executor,
  scope: number,
  names: ReadonlyArray<string>,
  speakerKey: string,
  limit: number
): Promise<Array<Message.Stored>> => {
  if (names.length === 0) return []
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages
    where scope = ${scope} and speaker_key <> ${speakerKey}
      and search @@ to_tsquery('english', ${names.join(" | ")})
    order by seq desc limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}

/** Others' latest questions asked after position `after`, newest first. */
export const questionsAfter = async (
  k: Executor,
  scope: number,
  after: number,
  speakerKey: string,
  limit: number
): Promise<Array<Message.Stored>> => {
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages
    where scope = ${scope} and seq > ${after} and is_question and speaker_key <> ${speakerKey}
    order by seq desc limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}

/** The messages right after each of `seqs` (up to `window` each), in order. */
export const following = async (
  k: Executor,
  scope: number,
  seqs: ReadonlyArray<number>,
  window: number
): Promise<Array<Message.Stored>> => {
  const wanted = [...new Set(seqs.flatMap((s) => Array.from({ length: window }, (_, i) => s + i + 1)))]
  if (wanted.length === 0) return []
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages
    where scope = ${scope} and seq in (${sql.join(wanted)})
    order by seq`.execute(k)
  return r.rows.map(toStored)
}

/** Up to `limit` messages from position `from` on, in order (reading a transcript back). */
export const page = async (
  k: Executor,
  scope: number,
  from: number,
  limit: number
): Promise<Array<Message.Stored>> => {
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages where scope = ${scope} and seq >= ${from}
    order by seq limit ${limit}`.execute(k)
  return r.rows.map(toStored)
}
