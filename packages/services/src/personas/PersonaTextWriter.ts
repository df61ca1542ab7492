/**
 * `PersonaTextWriter`: who writes a population's text fields. Two layers, chosen once when the
 * layers are built:
 * - offline: the deterministic writer's text stays (nothing to do here);
 * - model: the model rewrites the text fields (bio, goals, pain points, …) and a voice for the
 *   system prompt, for the sampled fields, in batches of {@link ModelOptions.batch} personas per
 *   call, {@link ModelOptions.concurrency} calls at a time (`ModelText` of `@cis/persona-writer`
 *   holds the protocol). Each persona's text is checked against its fields; the personas whose
 *   text contradicts them (or that the answer left out) are asked for once more (one call per
 *   batch), then keep their offline text. An answer that does not decode after `generate`'s repair
 *   round leaves its batch offline, with no retry. Calls per batch: 1 (2 with a repair), plus at
 *   most 2 for the retry: at most 4·ceil(n / batch); ceil(n / batch) when all goes well.
 *   A provider failure fails the call (the job's `provider_error`).
 */
import type { Blueprint } from "@cis/blueprint"
import { LanguageModel, type UpstreamError } from "@cis/llm"
import { ModelText, type Writer } from "@cis/persona-writer"
import { Context, Effect, Either, Layer } from "effect"

/** How a population's text was written (the result's `text`). */
export interface TextReport {
  readonly writer: "offline" | "model"
  /** The model that wrote it (model layer). */
  readonly model?: string
  /** Personas whose text is the model's. */
  readonly by_model: number
  /** Of those, personas whose first text contradicted their fields and the second did not. */
  readonly repaired: number
  /** Personas that kept the offline text (contradicting twice, missing, or an undecodable answer). */
  readonly offline: number
  /** Calls made to the model for the text. */
  readonly calls: number
}

export interface PersonaTextWriterService {
  /** Whether {@link write} changes anything (the model layer). */
  readonly enabled: boolean
  /**
   * The personas with their text written for their fields; `onBatch` is told how many personas
   * are done after each batch.
   */
  readonly write: (
    prompt: string,
    blueprint: Blueprint.Blueprint,
    personas: ReadonlyArray<Writer.Written>,
    onBatch?: (done: number) => Effect.Effect<void>
  ) => Effect.Effect<
    { readonly personas: ReadonlyArray<Writer.Written>; readonly report: TextReport },
    UpstreamError
  >
}

export class PersonaTextWriter extends Context.Tag("@cis/services/PersonaTextWriter")<
  PersonaTextWriter,
  PersonaTextWriterService
>() {}

/** The offline layer: the offline writer's text is kept. */
export const layerOffline = Layer.succeed(PersonaTextWriter, {
  enabled: false,
  write: (_prompt, _blueprint, personas) =>
    Effect.succeed({
      personas,
      report: { writer: "offline", by_model: 0, repaired: 0, offline: personas.length, calls: 0 }
    })
})

/** Options of the model layer. */
export interface ModelOptions {
  /** Personas per call (default `ModelText.BATCH`, 10). */
  readonly batch?: number
  /** Calls at a time (default 4). */
  readonly concurrency?: number
}

/** The model layer, over the `LanguageModel` client. */
export const layerModel = (options: ModelOptions = {}) =>
  Layer.effect(
    PersonaTextWriter,
    Effect.gen(function* () {
      const llm = yield* LanguageModel
      const size = Math.max(1, Math.floor(options.batch ?? ModelText.BATCH))
      const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4))

      const write: PersonaTextWriterService["write"] = Effect.fn("PersonaTextWriter.write")(
        function* (prompt, blueprint, personas, onBatch) {
          if (!blueprint.fields.some((f) => f.kind === "text")) {
            return {
              personas,
              report: { writer: "offline", by_model: 0, repaired: 0, offline: personas.length, calls: 0 }
            }
          }
          let calls = 0
          let repaired = 0
          let done = 0
          /** One call for `briefs`; `undefined` when the answer does not decode after the repair. */
          const ask = (
            messages: ReadonlyArray<ModelText.Brief>,
            request: ReturnType<typeof ModelText.messages>
          ) =>
            llm
              .generate({
                messages: request,
                temperature: 0.8,
                decode: ModelText.parse(blueprint, messages),
                repair: (problem) =>
                  `That answer cannot be used: ${problem}\nAnswer with one JSON object {"personas": [...]}, one entry per persona given, and nothing else.`
              })
              .pipe(
                Effect.tap((g) => Effect.sync(() => (calls += g.repaired ? 2 : 1))),
                Effect.map((g) => new Map(g.value.map((e) => [e.persona_id, e] as const))),
                Effect.catchTag("InvalidOutput", (e) =>
                  Effect.sync(() => (calls += 2)).pipe(
                    Effect.zipRight(
                      Effect.logWarning("the model's persona text did not decode; offline text kept", {
                        problem: e.problem
                      })
                    ),
                    Effect.as(undefined)
                  )
                )
              )
          const batch = (chunk: ReadonlyArray<Writer.Written>) =>
            Effect.gen(function* () {
              const briefs = chunk.map((p) => ModelText.brief(blueprint, p))
              const first = yield* ask(briefs, ModelText.messages(blueprint, prompt, briefs))
              const out = [...chunk]
              if (first === undefined) {
                // the repair round was the second chance: the batch keeps its offline text
                done += chunk.length
                if (onBatch !== undefined) yield* onBatch(done)
                return { out, byModel: 0 }
              }
              const rejected: Array<{
                index: number
                brief: ModelText.Brief
                problems: ReadonlyArray<string>
              }> = []
              let byModel = 0
              chunk.forEach((p, i) => {
                const entry = first.get(p.persona_id)
                const applied =
                  entry === undefined
                    ? Either.left(["no text was given for this persona"])
                    : ModelText.apply(blueprint, briefs[i]!, p, entry)
                if (Either.isRight(applied)) {
                  out[i] = applied.right
                  byModel++
                } else rejected.push({ index: i, brief: briefs[i]!, problems: applied.left })
              })
              if (rejected.length > 0) {
                const again = yield* ask(
                  rejected.map((r) => r.brief),
                  ModelText.retryMessages(blueprint, prompt, rejected)
                )
                for (const r of rejected) {
                  const entry = again?.get(r.brief.persona_id)
                  if (entry === undefined) continue
                  const applied = ModelText.apply(blueprint, r.brief, chunk[r.index]!, entry)
                  if (Either.isRight(applied)) {
                    out[r.index] = applied.right
                    byModel++
                    repaired++
                  } else
                    yield* Effect.logInfo("persona text contradicted its fields twice; offline text kept", {
                      persona_id: r.brief.persona_id,
                      problems: applied.left
                    })
                }
              }
              done += chunk.length
              if (onBatch !== undefined) yield* onBatch(done)
              return { out, byModel }
            })
          const chunks: Array<ReadonlyArray<Writer.Written>> = []
          for (let i = 0; i < personas.length; i += size) chunks.push(personas.slice(i, i + size))
          const results = yield* Effect.forEach(chunks, batch, { concurrency })
          const byModel = results.reduce((n, r) => n + r.byModel, 0)
          return {
            personas: results.flatMap((r) => r.out),
            report: {
              writer: "model",
              ...(llm.model !== null ? { model: llm.model } : {}),
              by_model: byModel,
              repaired,
              offline: personas.length - byModel,
              calls
            }
          }
        }
      )
      return { enabled: true, write }
    })
  )
