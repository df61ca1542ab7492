/**
 * `/v1/ask` (spec 4.20): one prompt, one answer from the `Answerer`, every exchange recorded
 * under its UUID. Not billed (its error table has no 402). The answer is generated first; if
 * it cannot be recorded the caller gets `503 DATABASE_ERROR` and no answer. A provider failure
 * is `502` saying what failed; the provider's own words go to the log only.
 */
import { Errors } from "@cis/contract"
import { type DatabaseError, Db } from "@cis/db"
import { Context, Effect, Layer } from "effect"
import { Answerer } from "./Answerer.js"

export { systemPrompt } from "./Answerer.js"

export interface AskService {
  readonly ask: (
    accountId: string,
    prompt: string
  ) => Effect.Effect<{ id: string; response: string }, Errors.UpstreamUnavailable | DatabaseError>
}

export class Ask extends Context.Tag("@cis/services/Ask")<Ask, AskService>() {}

export const make = Effect.gen(function* () {
  const db = yield* Db
  const answerer = yield* Answerer
  const ask: AskService["ask"] = Effect.fn("Ask.ask")(function* (accountId, prompt) {
    const answer = yield* answerer.answer(prompt).pipe(
      Effect.tapError((e) => Effect.logWarning("ask: the generation provider failed", { detail: e.message })),
      Effect.mapError((e) => new Errors.UpstreamUnavailable({ message: `Upstream error: ${e.summary}` }))
    )
    const id = crypto.randomUUID()
    yield* db.query((k) =>
      k
        .insertInto("ask_exchanges")
        .values({
          id,
          account_id: accountId,
          prompt,
          response: answer.text,
          provider: answer.provider,
          model: answer.model
        })
        .execute()
    )
    return { id, response: answer.text }
  })
  return { ask } satisfies AskService
})

export const layer = Layer.effect(Ask, make)
