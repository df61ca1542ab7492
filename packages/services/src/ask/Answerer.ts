/**
 * `Answerer`: the answer to a `/v1/ask` prompt. Two layers, chosen once when the layers are
 * built: offline (the deterministic built-in answers) and model (the `LanguageModel` client).
 */
import { LanguageModel, offlineAnswer, type UpstreamError } from "@cis/llm"
import { Context, Effect, Layer } from "effect"

export interface Answer {
  readonly text: string
  readonly provider: string
  readonly model: string | null
}

export interface AnswererService {
  readonly answer: (prompt: string) => Effect.Effect<Answer, UpstreamError>
}

export class Answerer extends Context.Tag("@cis/services/Answerer")<Answerer, AnswererService>() {}

export const systemPrompt =
  "You are the assistant of the Conversation Intelligence Service. Answer the user's prompt directly and concisely."

/** The offline layer: deterministic, never fails. */
export const layerOffline = Layer.succeed(Answerer, {
  answer: (prompt) =>
    Effect.sync(() => ({ text: offlineAnswer(prompt), provider: "offline", model: null })).pipe(
      Effect.withSpan("Answerer.answer", { attributes: { provider: "offline" } })
    )
})

/** The model layer, over the `LanguageModel` client. */
export const layerModel = Layer.effect(
  Answerer,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const answer: AnswererService["answer"] = Effect.fn("Answerer.answer")(function* (prompt) {
      const c = yield* llm.complete({
        messages: [
          { role: "system", content: systemPrompt },
          { role: "user", content: prompt }
        ]
      })
      return { text: c.text, provider: c.provider, model: c.model }
    })
    return { answer }
  })
)
