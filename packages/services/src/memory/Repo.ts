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

/**
 * Plans every following statement of the transaction for its actual parameters. The
 * selectivity of a full-text term decides between walking the scope backwards (frequent
 * terms) and the GIN index (rare ones); a generic plan of a prepared statement cannot know
 * it and picks one for all.
 */
export const customPlans = async (k: Executor): Promise<void> => {
  await sql`set local plan_cache_mode = force_custom_plan`.execute(k)
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

/** Most matches of one term considered per search: the term's latest ones. */
export const perTerm = 150

/**
 * Full-text matches of any of `terms` (content words, `[a-z0-9]` only), best first by
 * `ts_rank_cd` against all the terms, newer first among equals. The work is bounded whatever
 * the scope size: each term contributes its latest {@link perTerm} matches (a rare term all
 * of its matches, however old; a frequent one its recent ones), and only those are ranked.
 * Empty `terms`: nothing.
 */
export const search = async (
  k: Executor,
  scope: number,
  terms: ReadonlyArray<string>,
  limit: number
): Promise<Array<Message.Stored>> => {
  if (terms.length === 0) return []
  const r = await sql<MessageRow>`
    with ${ranked(scope, terms, limit)}
    select ${joined} from r join memory_messages m on m.scope = ${scope} and m.seq = r.seq
    order by r.rank desc, r.seq desc`.execute(k)
  return r.rows.map(toStored)
}

/**
 * {@link search}, and in the same statement the `window` messages after each of its best
 * `followed` matches (in order): where corrections and replies are.
 */
export const searchAndFollow = async (
  k: Executor,
  scope: number,
  terms: ReadonlyArray<string>,
  limit: number,
  followed: number,
  window: number
): Promise<{ readonly matches: Array<Message.Stored>; readonly following: Array<Message.Stored> }> => {
  if (terms.length === 0) return { matches: [], following: [] }
  const r = await sql<MessageRow & { readonly kind: "match" | "next"; readonly rank: number | null }>`
    with ${ranked(scope, terms, limit)},
    top as (select seq from r order by rank desc, seq desc limit ${followed}),
    f as (select distinct top.seq + g as seq from top cross join generate_series(1, ${window}::int) as g)
    select 'match' as kind, r.rank, ${joined}
      from r join memory_messages m on m.scope = ${scope} and m.seq = r.seq
    union all
    select 'next' as kind, null, ${joined}
      from f join memory_messages m on m.scope = ${scope} and m.seq = f.seq`.execute(k)
  const matches = r.rows
    .filter((x) => x.kind === "match")
    .sort((a, b) => Number(b.rank) - Number(a.rank) || Number(b.seq) - Number(a.seq))
  const following = r.rows.filter((x) => x.kind === "next").sort((a, b) => Number(a.seq) - Number(b.seq))
  return { matches: matches.map(toStored), following: following.map(toStored) }
}

const joined = sql.join(
  ["seq", "speaker", "text", "sent_at", "received_at", "is_question"].map((c) => sql.ref(`m.${c}`))
)

/** CTEs `c` (each term's latest {@link perTerm} matches) and `r` (the best `limit` by rank). */
const ranked = (scope: number, terms: ReadonlyArray<string>, limit: number) => {
  const perTermMatches = terms.map(
    (t) => sql`(select seq, search from memory_messages
      where scope = ${scope} and search @@ to_tsquery('english', ${t})
      order by seq desc limit ${perTerm})`
  )
  return sql`c as (${sql.join(perTermMatches, sql` union all `)}),
    r as (
      select seq, max(ts_rank_cd(search, to_tsquery('english', ${terms.join(" | ")}))) as rank
      from c group by seq order by rank desc, seq desc limit ${limit}
    )`
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

/** Others' latest questions asked after the speaker's last message (all, if they never spoke), newest first. */
export const openQuestions = async (
  k: Executor,
  scope: number,
  speakerKey: string,
  limit: number
): Promise<Array<Message.Stored>> => {
  const r = await sql<MessageRow>`
    select ${columns} from memory_messages
    where scope = ${scope} and is_question and speaker_key <> ${speakerKey}
      and seq > coalesce((select max(seq) from memory_messages
                          where scope = ${scope} and speaker_key = ${speakerKey}), -1)
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
