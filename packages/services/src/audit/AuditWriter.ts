/**
 * `AuditWriter`: who writes an audit run's sections. Two layers, chosen once when the layers
 * are built (`runtime/Models.ts`):
 * - offline: the engines (`../sections`: `@cis/insight` and `@cis/pacing`) on the compute pool;
 * - model: the engines' sections first, as grounding, then the model's structured answer
 *   (`LanguageModel.generate`: JSON decoded with `effect/Schema`, checked by code, one repair
 *   round). Code keeps what the spec derives: one verdict per agent turn at the turn's index,
 *   rewrites only of `medium`/`high` turns and split into chat messages by `@cis/pacing`, minds
 *   and facts only for people who speak in the chat, facts only when that person's own messages
 *   support them, intensities in [0, 1].
 *
 * A provider failure is `UpstreamError`, an answer still unusable after the repair round
 * `InvalidOutput`: the audit job's attempt fails and is retried; when its attempts run out the
 * run is `failed` and nothing is billed (as the synchronous analysis endpoints answer 502 and
 * bill nothing). A section already stored is kept across attempts.
 */
import type { Schemas as Insight } from "@cis/insight"
import {
  type InvalidOutput,
  LanguageModel,
  type Message as LlmMessage,
  schemaDecoder,
  type UpstreamError
} from "@cis/llm"
import { Split } from "@cis/pacing"
import { Context, Effect, Either, Layer, Schema } from "effect"
import { ModelOutput } from "../analysis/index.js"
import { Compute } from "../compute/index.js"
import * as Sections from "../sections/index.js"

/** Verdicts and the rewrites of the risky turns, computed together (a rewrite answers a verdict). */
export interface Judged {
  readonly verdicts: ReadonlyArray<Sections.Verdict>
  readonly replies: ReadonlyArray<Sections.Reply>
}

export type AuditWriterError = UpstreamError | InvalidOutput

export interface AuditWriterService {
  /** The reception report (2.8), or null when the transcript cannot be analyzed. */
  readonly report: (
    messages: ReadonlyArray<Sections.RunMessage>,
    agent: string
  ) => Effect.Effect<Insight.ReceptionReport | null, AuditWriterError>
  /** The read: prompt block, portrait, minds, facts. */
  readonly read: (
    messages: ReadonlyArray<Sections.RunMessage>,
    agent: string
  ) => Effect.Effect<Sections.Read, AuditWriterError>
  /** One verdict per agent turn and the rewrites of the risky ones. */
  readonly judge: (
    messages: ReadonlyArray<Sections.RunMessage>,
    agent: string
  ) => Effect.Effect<Judged, AuditWriterError>
}

export class AuditWriter extends Context.Tag("@cis/services/AuditWriter")<
  AuditWriter,
  AuditWriterService
>() {}

const offlineSections = Effect.map(Compute, (compute) => ({
  report: (messages: ReadonlyArray<Sections.RunMessage>, agent: string) =>
    compute
      .run({ _tag: "AuditSection", section: "report", messages, agent })
      .pipe(Effect.map((r) => r as Insight.ReceptionReport | null)),
  read: (messages: ReadonlyArray<Sections.RunMessage>, agent: string) =>
    compute
      .run({ _tag: "AuditSection", section: "read", messages, agent })
      .pipe(Effect.map((r) => r as Sections.Read)),
  judge: (messages: ReadonlyArray<Sections.RunMessage>, agent: string) =>
    compute
      .run({ _tag: "AuditSection", section: "verdicts", messages, agent })
      .pipe(Effect.map((r) => r as Judged))
}))

/** The offline layer: the engines alone, on the compute pool; never fails. */
export const layerOffline: Layer.Layer<AuditWriter, never, Compute> = Layer.effect(
  AuditWriter,
  Effect.map(offlineSections, (s) => ({
    report: (messages, agent) =>
      s
        .report(messages, agent)
        .pipe(Effect.withSpan("AuditWriter.report", { attributes: { provider: "offline" } })),
    read: (messages, agent) =>
      s
        .read(messages, agent)
        .pipe(Effect.withSpan("AuditWriter.read", { attributes: { provider: "offline" } })),
    judge: (messages, agent) =>
      s
        .judge(messages, agent)
        .pipe(Effect.withSpan("AuditWriter.judge", { attributes: { provider: "offline" } }))
  }))
)

// ---- the model's answers and their checks ---------------------------------------------------

const clip01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0)

/** The people an audit reads: everyone who speaks except the agent, in order of first message. */
export const peopleOf = (messages: ReadonlyArray<Sections.RunMessage>, agent: string): Array<string> => {
  const out: Array<string> = []
  for (const m of messages) if (m.speaker !== agent && !out.includes(m.speaker)) out.push(m.speaker)
  return out
}

const words = (s: string): Array<string> => s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []

const stop = new Set(
  "a an the and or but to of in on at for with is am are was were be been i i'm im my me we our us it its this that so".split(
    " "
  )
)

/**
 * Whether `fact` is supported by what `person` said: at least half of its content words appear
 * in that person's own messages (facts are "what the person said about themselves").
 */
export const supported = (fact: string, said: ReadonlySet<string>): boolean => {
  const content = words(fact).filter((w) => !stop.has(w))
  if (content.length === 0) return false
  return content.filter((w) => said.has(w)).length * 2 >= content.length
}

const ModelRead = Schema.Struct({
  prompt_block: Schema.String,
  portrait: Schema.Struct({
    summary: Schema.String,
    register: Schema.Unknown,
    style: Schema.Unknown,
    norms: Schema.Array(Schema.Unknown)
  }),
  mental_state: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      beliefs: Schema.Array(Schema.String),
      goals: Schema.Array(Schema.String),
      emotions: Schema.Array(Schema.Struct({ type: Schema.String, intensity: Schema.Number }))
    })
  ),
  profiles: Schema.Array(Schema.Struct({ name: Schema.String, facts: Schema.Array(Schema.String) }))
})

/** The read as the model wrote it, checked; `Left` (shown in the repair round) when a person is missing. */
export const checkRead = (
  model: typeof ModelRead.Type,
  messages: ReadonlyArray<Sections.RunMessage>,
  agent: string
): Either.Either<Sections.Read, string> => {
  const people = peopleOf(messages, agent)
  const minds = people.map((p) => model.mental_state.find((m) => m.name === p))
  const missing = people.filter((_, k) => minds[k] === undefined)
  if (missing.length > 0)
    return Either.left(
      `mental_state must have one entry per person (not the agent): missing ${missing.join(", ")}.`
    )
  if (model.prompt_block.trim() === "") return Either.left("prompt_block must not be empty.")
  const said = new Map(people.map((p) => [p, new Set<string>()]))
  for (const m of messages) for (const w of words(m.text)) said.get(m.speaker)?.add(w)
  return Either.right({
    prompt_block: model.prompt_block,
    portrait: model.portrait,
    mental_state: minds.map((m) => ({
      name: m!.name,
      beliefs: m!.beliefs,
      goals: m!.goals,
      emotions: m!.emotions.map((e) => ({ type: e.type, intensity: clip01(e.intensity) }))
    })),
    profiles: people.map((p) => {
      const facts = model.profiles.find((x) => x.name === p)?.facts ?? []
      const own = said.get(p)!
      return {
        name: p,
        facts: [...new Set(facts.filter((f) => f.trim() !== "" && supported(f, own)))].slice(0, 8)
      }
    })
  })
}

const readSystem = `You read a chat in which an AI agent takes part and describe the room for the agent's operators. Answer with one JSON object and nothing else:
{"prompt_block": "lines the agent can paste into its system prompt to fit this room",
 "portrait": {"summary": "the group in two or three sentences", "register": {...}, "style": {...}, "norms": [...]},
 "mental_state": [{"name": person, "beliefs": ["..."], "goals": ["..."], "emotions": [{"type": "...", "intensity": number 0-1}]}],
 "profiles": [{"name": person, "facts": ["what this person said about themselves, in their own words"]}]}
Model exactly the people listed (everyone but the agent), at the end of the chat. register, style and norms keep the shapes of offline_reading.portrait. A fact must come from that person's own messages; never invent one. offline_reading is a rule-based reading of the same chat: use it as evidence, correct it where it is wrong.`

const transcriptOf = (messages: ReadonlyArray<Sections.RunMessage>) =>
  messages.map((m, index) => ({ index, id: m.id, speaker: m.speaker, text: m.text }))

/** The messages of a read request. */
export const readMessages = (
  messages: ReadonlyArray<Sections.RunMessage>,
  agent: string,
  grounding: Sections.Read
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: readSystem },
  {
    role: "user",
    content: JSON.stringify({
      agent_name: agent,
      people: peopleOf(messages, agent),
      transcript: transcriptOf(messages),
      offline_reading: grounding
    })
  }
]

const Risk = Schema.Literal("low", "medium", "high")

const ModelVerdicts = Schema.Struct({
  verdicts: Schema.Array(
    Schema.Struct({
      index: Schema.Int,
      risk: Risk,
      summary: Schema.String,
      predicted_message: Schema.String,
      rewrite: Schema.optional(Schema.NullOr(Schema.String)),
      rewrite_risk: Schema.optional(Schema.NullOr(Risk))
    })
  )
})

/**
 * The verdicts as the model wrote them, checked: exactly one per agent turn, in order; a
 * rewrite for each `medium`/`high` turn that differs from the turn, split into chat messages
 * by `@cis/pacing`; rewrites of `low` turns dropped. `Left` for the repair round otherwise.
 */
export const checkVerdicts = (
  model: typeof ModelVerdicts.Type,
  messages: ReadonlyArray<Sections.RunMessage>,
  agent: string
): Either.Either<Judged, string> => {
  const turns = Sections.agentTurns(messages, agent)
  const expected = turns.map((t) => t.index)
  const byIndex = new Map(model.verdicts.map((v) => [v.index, v]))
  const missing = expected.filter((i) => !byIndex.has(i))
  const extra = model.verdicts.map((v) => v.index).filter((i) => !expected.includes(i))
  if (missing.length > 0 || extra.length > 0 || model.verdicts.length !== expected.length)
    return Either.left(
      `verdicts must have exactly one entry per agent turn, with index in ${JSON.stringify(expected)}${missing.length > 0 ? `; missing ${JSON.stringify(missing)}` : ""}${extra.length > 0 ? `; not agent turns: ${JSON.stringify(extra)}` : ""}.`
    )
  const unfixed = turns.filter((t) => {
    const v = byIndex.get(t.index)!
    const rewrite = v.rewrite?.trim() ?? ""
    return v.risk !== "low" && (rewrite === "" || rewrite === t.text.trim())
  })
  if (unfixed.length > 0)
    return Either.left(
      `each medium or high verdict needs a rewrite that changes the turn; missing for index ${unfixed.map((t) => t.index).join(", ")}.`
    )
  const verdicts = turns.map((t) => {
    const v = byIndex.get(t.index)!
    return { index: t.index, risk: v.risk, summary: v.summary, predicted_message: v.predicted_message }
  })
  const replies = turns.flatMap((t) => {
    const v = byIndex.get(t.index)!
    if (v.risk === "low") return []
    const reply = v.rewrite!.trim()
    const pieces = Split.split(reply)
    return [
      {
        index: t.index,
        reply,
        messages: pieces.length > 0 ? [...pieces] : [reply],
        risk: v.rewrite_risk ?? "low"
      }
    ]
  })
  return Either.right({ verdicts, replies })
}

const verdictSystem = `You judge each turn of an AI agent in a chat: how the people present took it (or will take it), and how the risky ones should have been written. Answer with one JSON object and nothing else:
{"verdicts": [{"index": the turn's index, "risk": "low|medium|high", "summary": "how the people took the turn, one line", "predicted_message": "the likeliest next message from the people, or exactly (no reply) when they disengage", "rewrite": "for medium or high only: the turn rewritten in the agent's voice with the problem fixed", "rewrite_risk": "for medium or high only: low|medium|high, the risk of your rewrite"}]}
Give exactly one verdict per entry of agent_turns, with its index. Risk is medium or high when the turn ignores an open question, repeats the agent, misreads the room (cheer at bad news or anger, jokes at venting), uses a wrong name, talks over people or is far longer than the room's messages; low when it fits. Judge each turn only from the chat before it. offline_verdicts is a rule-based judgement: use it as evidence, correct it where it is wrong.`

/** The messages of a verdicts request. */
export const verdictMessages = (
  messages: ReadonlyArray<Sections.RunMessage>,
  agent: string,
  grounding: Judged
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: verdictSystem },
  {
    role: "user",
    content: JSON.stringify({
      agent_name: agent,
      transcript: transcriptOf(messages),
      agent_turns: Sections.agentTurns(messages, agent),
      offline_verdicts: grounding.verdicts
    })
  }
]

/** The model layer, over the `LanguageModel` client, grounded in the engines' sections. */
export const layerModel: Layer.Layer<AuditWriter, never, Compute | LanguageModel> = Layer.effect(
  AuditWriter,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const s = yield* offlineSections
    const report: AuditWriterService["report"] = Effect.fn("AuditWriter.report")(function* (messages, agent) {
      const grounding = yield* s.report(messages, agent)
      if (grounding === null) return null
      const g = yield* llm.generate({
        messages: ModelOutput.analyzeMessages(messages, agent, undefined, grounding),
        temperature: 0.2,
        decode: ModelOutput.decodeReport(messages, agent, grounding)
      })
      return g.value
    })
    const read: AuditWriterService["read"] = Effect.fn("AuditWriter.read")(function* (messages, agent) {
      const grounding = yield* s.read(messages, agent)
      const g = yield* llm.generate({
        messages: readMessages(messages, agent, grounding),
        temperature: 0.2,
        decode: (text) => Either.flatMap(schemaDecoder(ModelRead)(text), (m) => checkRead(m, messages, agent))
      })
      return g.value
    })
    const judge: AuditWriterService["judge"] = Effect.fn("AuditWriter.judge")(function* (messages, agent) {
      const grounding = yield* s.judge(messages, agent)
      if (grounding.verdicts.length === 0) return grounding
      const g = yield* llm.generate({
        messages: verdictMessages(messages, agent, grounding),
        temperature: 0.3,
        decode: (text) =>
          Either.flatMap(schemaDecoder(ModelVerdicts)(text), (m) => checkVerdicts(m, messages, agent))
      })
      return g.value
    })
    return { report, read, judge }
  })
)
