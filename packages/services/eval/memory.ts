/**
 * `pnpm eval` for social memory: the labelled set (`memory-set.ts`) through the real Memory
 * service on embedded PGlite (PostgreSQL with `EVAL_DATABASE_URL`), beside a trivial baseline
 * that answers and recalls with the last 5 messages.
 *
 * - ask accuracy: the answer's first cited statement contains the expected phrase and was
 *   said by the expected speaker; for questions the scope cannot answer, the answer says so.
 * - recall hit rate: the context for the asker's turn (the question) quotes the expected
 *   statement under its real speaker.
 * - attribution errors: cited statements whose message does not exist in the scope or is
 *   given to someone other than its speaker (`Citation.check`), in answers and contexts.
 * - context size: mean and largest estimated tokens (`Text.estimateTokens`) of the contexts.
 * `EVAL_VERBOSE=1` prints each miss.
 */
import { layerPglite, layerPostgres } from "@cis/db"
import { freshPostgres } from "@cis/db/testing"
import { layerOffline } from "@cis/llm"
import { Citation, type Message, Text } from "@cis/memory"
import { Effect, Layer } from "effect"
import { Accounts, layer, Memory, ServiceConfig } from "../src/index.js"
import { conversations } from "./memory-set.js"

const verbose = process.env.EVAL_VERBOSE === "1"
const url = process.env.EVAL_DATABASE_URL

const contains = (text: string, phrase: string) => text.toLowerCase().includes(phrase.toLowerCase())

const program = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const memory = yield* Memory.Memory
  const t = {
    questions: 0,
    answerable: 0,
    askCorrect: 0,
    askCorrectAnswerable: 0,
    askCorrectUnanswerable: 0,
    askAttribution: 0,
    recallHits: 0,
    recallAttribution: 0,
    tokens: [] as Array<number>,
    baseAsk: 0,
    baseRecall: 0,
    baseTokens: [] as Array<number>
  }
  for (const c of conversations) {
    const { account_id } = yield* accounts.createAccount(`eval-${c.id}`)
    yield* memory.ingest(account_id, {
      scope_id: c.id,
      transcript: c.messages.map(([speaker, text, timestamp]) => ({
        speaker,
        text,
        ...(timestamp !== undefined ? { timestamp } : {})
      }))
    })
    const stored: ReadonlyArray<Message.Stored> = yield* memory.transcript(account_id, c.id, 0, 10_000)
    const last5 = stored.slice(-5)
    const baseContext = last5.map((m) => `- ${Citation.statement(m)}`).join("\n")
    for (const q of c.questions) {
      t.questions++
      const expected = (m: Message.Stored | undefined) =>
        m !== undefined &&
        q.answer !== null &&
        q.speaker !== null &&
        (typeof q.speaker === "string" ? [q.speaker] : q.speaker).includes(m.speaker) &&
        contains(m.text, q.answer)
      // ask
      const a = yield* memory.explain(account_id, { scope_id: c.id, question: q.q })
      const cited = Citation.parse(a.answer)
      t.askAttribution += Citation.check(cited, stored).length
      const first = stored.find((m) => m.seq === cited[0]?.seq)
      const ok = q.answer === null ? !a.found : a.found && expected(first)
      if (q.answer !== null) t.answerable++
      if (ok) {
        t.askCorrect++
        if (q.answer === null) t.askCorrectUnanswerable++
        else t.askCorrectAnswerable++
      } else if (verbose)
        console.log(
          `ask miss [${c.id}] ${q.q}\n  expected ${q.speaker}: ${q.answer}\n  got: ${a.answer.replace(/\n/g, "\n       ")}`
        )
      if (last5.some(expected)) t.baseAsk++
      // recall
      const { context } = yield* memory.recall(account_id, {
        scope_id: c.id,
        message: { speaker: q.asker, text: q.q }
      })
      const inContext = Citation.parse(context)
      t.recallAttribution += Citation.check(inContext, stored).length
      t.tokens.push(Text.estimateTokens(context))
      t.baseTokens.push(Text.estimateTokens(baseContext))
      if (q.answer !== null) {
        const hit = inContext.some((x) => expected(stored.find((m) => m.seq === x.seq)))
        if (hit) t.recallHits++
        else if (verbose)
          console.log(`recall miss [${c.id}] ${q.asker}: ${q.q} (expected ${q.speaker}: ${q.answer})`)
        if (last5.some(expected)) t.baseRecall++
      }
    }
  }
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)
  const unanswerable = t.questions - t.answerable
  console.log(
    `memory eval: ${conversations.length} conversations, ${conversations.reduce((s, c) => s + c.messages.length, 0)} messages, ${t.questions} questions (${unanswerable} not answerable from the scope), ${url ? "PostgreSQL" : "PGlite"}`
  )
  console.log("")
  console.log("                               memory            baseline (last 5 messages)")
  console.log(
    `ask accuracy                   ${pct(t.askCorrect, t.questions).padEnd(18)}${pct(t.baseAsk, t.questions)}`
  )
  console.log(
    `  answerable                   ${pct(t.askCorrectAnswerable, t.answerable).padEnd(18)}${pct(t.baseAsk, t.answerable)}`
  )
  console.log(
    `  says "not in this scope"     ${pct(t.askCorrectUnanswerable, unanswerable).padEnd(18)}${pct(0, unanswerable)}`
  )
  console.log(
    `recall hit rate                ${pct(t.recallHits, t.answerable).padEnd(18)}${pct(t.baseRecall, t.answerable)}`
  )
  console.log(`attribution errors (target 0)  ${String(t.askAttribution + t.recallAttribution).padEnd(18)}0`)
  console.log(
    `mean context tokens            ${mean(t.tokens).toFixed(0).padEnd(18)}${mean(t.baseTokens).toFixed(0)}`
  )
  console.log(
    `largest context tokens         ${String(Math.max(...t.tokens)).padEnd(18)}${Math.max(...t.baseTokens)}`
  )
  console.log(`ratio ask accuracy memory / baseline: ${(t.askCorrect / Math.max(1, t.baseAsk)).toFixed(2)}x`)
})

const db = url
  ? Layer.unwrapScoped(Effect.map(freshPostgres(url), (u) => layerPostgres(u))).pipe(Layer.orDie)
  : layerPglite().pipe(Layer.orDie)

Effect.runPromise(
  program.pipe(
    Effect.provide(
      layer.pipe(Layer.provideMerge(Layer.mergeAll(db, layerOffline, ServiceConfig.layerWith({}))))
    )
  )
).catch((e) => {
  console.error(e)
  process.exit(1)
})
