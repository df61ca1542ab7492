/**
 * `Analyst`: the reading behind extract, analyze and foresee. Two layers, chosen once when the
 * layers are built (`runtime/Models.ts`):
 * - offline: the `@cis/insight` engine (pure, deterministic). A transcript past
 *   {@link inlineLimit} is computed on the compute thread pool so that the event loop serving
 *   requests keeps answering (the engine takes about 25-35 ms of CPU per 250 messages and
 *   about 2 s per 10,000); a small one is computed in place (no hand-off cost).
 * - model: the engine's reading first, as grounding, then the model's structured answer
 *   (`LanguageModel.generate`: JSON, decoded and checked by `ModelOutput`, one repair round),
 *   with every derived field computed by code. A provider failure is `UpstreamError`, an answer
 *   still unusable after the repair round `InvalidOutput`; the caller answers 502 for both.
 *
 * Callers check the transcript first (ids, agent, sizes): the engine is only given what it
 * accepts.
 */
import type { Foresee, Schemas as Insight, Transcript } from "@cis/insight"
import { type InvalidOutput, LanguageModel, type UpstreamError } from "@cis/llm"
import { Context, Effect, Layer } from "effect"
import { Compute, computeInline, type Results, type Task } from "../compute/index.js"
import * as ModelOutput from "./ModelOutput.js"

/** Up to this size a transcript is read in the calling thread (well under a millisecond or two). */
export const inlineLimit = { messages: 40, chars: 8_000 } as const

export interface AnalyzeInput {
  readonly messages: ReadonlyArray<Transcript.Message>
  readonly agentName: string
  readonly focus?: string | undefined
}

export interface ForeseeInput {
  readonly transcript: ReadonlyArray<Transcript.Turn>
  readonly candidateReply: string
  readonly agentName: string
  readonly subjectName?: string | undefined
}

export type AnalystError = UpstreamError | InvalidOutput

export interface AnalystService {
  /** The reception report (2.8) without its stored `id`. */
  readonly analyze: (input: AnalyzeInput) => Effect.Effect<Insight.ReceptionReport, AnalystError>
  /** The norms profile and prompt block (2.7). */
  readonly extract: (
    messages: ReadonlyArray<Transcript.Message>
  ) => Effect.Effect<Insight.ExtractResult, AnalystError>
  /** Mental states, predicted reactions and the refined reply (2.10). */
  readonly foresee: (input: ForeseeInput) => Effect.Effect<Insight.ForeseeResult, AnalystError>
}

export class Analyst extends Context.Tag("@cis/services/Analyst")<Analyst, AnalystService>() {}

const sizeOf = (texts: ReadonlyArray<{ readonly text: string }>, extra = 0) => {
  let chars = extra
  for (const t of texts) chars += t.text.length
  return { messages: texts.length, chars }
}

/** The engine: in place for a small transcript, on the compute pool otherwise. */
const engine =
  (compute: Compute["Type"]) =>
  <T extends Task>(task: T, size: { readonly messages: number; readonly chars: number }) =>
    size.messages <= inlineLimit.messages && size.chars <= inlineLimit.chars
      ? Effect.sync(() => computeInline(task) as Results[T["_tag"]])
      : compute.run(task)

const offlineReadings = Effect.map(Compute, (compute) => {
  const run = engine(compute)
  return {
    analyze: (input: AnalyzeInput) =>
      run(
        { _tag: "Analyze", messages: input.messages, agentName: input.agentName, focus: input.focus },
        sizeOf(input.messages)
      ),
    extract: (messages: ReadonlyArray<Transcript.Message>) =>
      run({ _tag: "Extract", messages }, sizeOf(messages)),
    foresee: (input: ForeseeInput) => {
      const engineInput: Foresee.ForeseeInput = {
        transcript: input.transcript,
        candidateReply: input.candidateReply,
        agentName: input.agentName,
        ...(input.subjectName !== undefined ? { subjectName: input.subjectName } : {})
      }
      return run(
        { _tag: "Foresee", input: engineInput },
        sizeOf(input.transcript, input.candidateReply.length)
      )
    }
  }
})

/** The offline layer: the engine alone; never fails. */
export const layerOffline: Layer.Layer<Analyst, never, Compute> = Layer.effect(
  Analyst,
  Effect.map(offlineReadings, (r) => ({
    analyze: (input) =>
      r.analyze(input).pipe(Effect.withSpan("Analyst.analyze", { attributes: { provider: "offline" } })),
    extract: (messages) =>
      r.extract(messages).pipe(Effect.withSpan("Analyst.extract", { attributes: { provider: "offline" } })),
    foresee: (input) =>
      r.foresee(input).pipe(Effect.withSpan("Analyst.foresee", { attributes: { provider: "offline" } }))
  }))
)

/** The model layer, over the `LanguageModel` client, grounded in the engine's reading. */
export const layerModel: Layer.Layer<Analyst, never, Compute | LanguageModel> = Layer.effect(
  Analyst,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const r = yield* offlineReadings
    const analyze: AnalystService["analyze"] = Effect.fn("Analyst.analyze")(function* (input) {
      const grounding = yield* r.analyze(input)
      const g = yield* llm.generate({
        messages: ModelOutput.analyzeMessages(input.messages, input.agentName, input.focus, grounding),
        temperature: 0.2,
        decode: ModelOutput.decodeReport(input.messages, input.agentName, grounding)
      })
      return g.value
    })
    const extract: AnalystService["extract"] = Effect.fn("Analyst.extract")(function* (messages) {
      const grounding = yield* r.extract(messages)
      const g = yield* llm.generate({
        messages: ModelOutput.extractMessages(messages, grounding),
        temperature: 0.2,
        decode: ModelOutput.decodeProfile(messages)
      })
      return g.value
    })
    const foresee: AnalystService["foresee"] = Effect.fn("Analyst.foresee")(function* (input) {
      const grounding = yield* r.foresee(input)
      const subjects = grounding.mental_state.map((m) => m.name)
      const g = yield* llm.generate({
        messages: ModelOutput.foreseeMessages(input, subjects, grounding),
        temperature: 0.3,
        decode: ModelOutput.decodeForesee(subjects)
      })
      return g.value
    })
    return { analyze, extract, foresee }
  })
)
