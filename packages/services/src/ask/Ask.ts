/**
 * `/v1/ask` (spec 4.20): one prompt, one answer from the `LanguageModel`, every exchange
 * recorded under its UUID. Not billed (its error table has no 402). The answer is generated
 * first; if it cannot be recorded the caller gets `503 DATABASE_ERROR` and no answer.
 */
import { Errors } from "@cis/contract"
import { type DatabaseError, Db } from "@cis/db"
import { LanguageModel } from "@cis/llm"
import { Context, Effect, Layer } from "effect"

export interface AskService {
  readonly ask: (
    accountId: string,
    prompt: string
  ) => Effect.Effect<{ id: string; response: string }, Errors.UpstreamUnavailable | DatabaseError>
}

export class Ask extends Context.Tag("@cis/services/Ask")<Ask, AskService>() {}

export const systemPrompt =
  "You are the assistant of the Conversation Intelligence Service. Answer the user's prompt directly and concisely."

export const make = Effect.gen(function* () {
  const db = yield* Db
  const llm = yield* LanguageModel
  const ask: AskService["ask"] = Effect.fn("Ask.ask")(function* (accountId, prompt) {
    const completion = yield* llm
      .complete({
        messages: [
          { role: "system", content: systemPrompt },
          { role: "user", content: prompt }
        ]
      })
      .pipe(Effect.mapError((e) => new Errors.UpstreamUnavailable({ message: e.message })))
    const id = crypto.randomUUID()
    yield* db.query((k) =>
      k
        .insertInto("ask_exchanges")
        .values({
          id,
          account_id: accountId,
          prompt,
          response: completion.text,
          provider: completion.provider,
          model: completion.model
        })
        .execute()
    )
    return { id, response: completion.text }
  })
  return { ask } satisfies AskService
})

export const layer = Layer.effect(Ask, make)
