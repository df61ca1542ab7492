/**
 * `PersonaEnhancer`: the facts of a free-text persona description (name, age, gender,
 * occupation, location, interests, traits). Two layers, chosen once when the layers are built:
 * - offline: none beyond the writer's own heuristics (`Enhance.extract`);
 * - model: the model's reading (`Enhance.factsMessages`, with a lookup's findings as context when
 *   grounded; structured output with one repair round); an answer still unusable leaves the
 *   heuristics alone (logged). The caller holds it to the input (`Enhance.keepFacts`).
 */
import { LanguageModel, type UpstreamError } from "@cis/llm"
import { Enhance, Grounding } from "@cis/persona-writer"
import { Context, Effect, Layer } from "effect"

export interface PersonaEnhancerService {
  /** Whether `findings` of a lookup are read (the model layer). */
  readonly readsFindings: boolean
  /**
   * Facts read from `text` (none offline), held to the heuristics' by the caller; `findings` of a
   * lookup are context for the model.
   */
  readonly facts: (
    text: string,
    findings?: ReadonlyArray<Grounding.Finding>
  ) => Effect.Effect<Enhance.Extracted | undefined, UpstreamError>
}

export class PersonaEnhancer extends Context.Tag("@cis/services/PersonaEnhancer")<
  PersonaEnhancer,
  PersonaEnhancerService
>() {}

/** The offline layer: the heuristics alone. */
export const layerOffline = Layer.succeed(PersonaEnhancer, {
  readsFindings: false,
  facts: () => Effect.succeed(undefined)
})

/** The model layer, over the `LanguageModel` client. */
export const layerModel = Layer.effect(
  PersonaEnhancer,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const facts: PersonaEnhancerService["facts"] = Effect.fn("PersonaEnhancer.facts")(
      function* (text, findings) {
        const messages =
          findings !== undefined && findings.length > 0
            ? [...Enhance.factsMessages(text), Grounding.contextMessage(findings)]
            : Enhance.factsMessages(text)
        return yield* llm.generate({ messages, temperature: 0.2, decode: Enhance.parseFacts }).pipe(
          Effect.map((g) => g.value),
          Effect.catchTag("InvalidOutput", (e) =>
            Effect.as(
              Effect.logWarning("the model's facts were unusable; heuristics used", { problem: e.problem }),
              undefined
            )
          )
        )
      }
    )
    return { readsFindings: true, facts }
  })
)
