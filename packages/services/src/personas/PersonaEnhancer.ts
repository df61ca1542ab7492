/**
 * `PersonaEnhancer`: the facts of a free-text persona description (name, age, gender,
 * occupation, location, interests, traits). Two layers, chosen once when the layers are built:
 * - offline: none beyond the writer's own heuristics (`Enhance.extract`);
 * - model: the model's reading (`Enhance.factsMessages`, structured output with one repair
 *   round); an answer still unusable leaves the heuristics alone (logged).
 */
import { LanguageModel, type UpstreamError } from "@cis/llm"
import { Enhance } from "@cis/persona-writer"
import { Context, Effect, Layer } from "effect"

export interface PersonaEnhancerService {
  /** Facts read from `text` that override the heuristics one by one; none offline. */
  readonly facts: (text: string) => Effect.Effect<Enhance.Extracted | undefined, UpstreamError>
}

export class PersonaEnhancer extends Context.Tag("@cis/services/PersonaEnhancer")<
  PersonaEnhancer,
  PersonaEnhancerService
>() {}

/** The offline layer: the heuristics alone. */
export const layerOffline = Layer.succeed(PersonaEnhancer, {
  facts: () => Effect.succeed(undefined)
})

/** The model layer, over the `LanguageModel` client. */
export const layerModel = Layer.effect(
  PersonaEnhancer,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const facts: PersonaEnhancerService["facts"] = Effect.fn("PersonaEnhancer.facts")(function* (text) {
      return yield* llm
        .generate({ messages: Enhance.factsMessages(text), temperature: 0.2, decode: Enhance.parseFacts })
        .pipe(
          Effect.map((g) => g.value),
          Effect.catchTag("InvalidOutput", (e) =>
            Effect.as(
              Effect.logWarning("the model's facts were unusable; heuristics used", { problem: e.problem }),
              undefined
            )
          )
        )
    })
    return { facts }
  })
)
