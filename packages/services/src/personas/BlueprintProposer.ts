/**
 * `BlueprintProposer`: the blueprint a population is sampled from, for a prompt. Two layers,
 * chosen once when the layers are built:
 * - offline: a library blueprint chosen and adjusted by the prompt (`Infer`);
 * - model: the model proposes a blueprint (`Propose`), which must pass the validator and a
 *   trial sample; one repair round (the model is shown its answer and the problems), else
 *   `InvalidOutput`. Sources are dropped (no lookup provider is configured to ground them).
 */
import type { Blueprint } from "@cis/blueprint"
import { type InvalidOutput, LanguageModel, type UpstreamError } from "@cis/llm"
import { Infer, Propose } from "@cis/persona-writer"
import { Context, Effect, Either, Layer } from "effect"

export interface Proposal {
  /** The blueprint, its `rationale` saying where it came from. */
  readonly blueprint: Blueprint.Blueprint
}

export interface BlueprintProposerService {
  /** The blueprint for `prompt`; `seed` makes the model layer's trial sample reproducible. */
  readonly propose: (
    prompt: string,
    count: number,
    seed: string
  ) => Effect.Effect<Proposal, UpstreamError | InvalidOutput>
}

export class BlueprintProposer extends Context.Tag("@cis/services/BlueprintProposer")<
  BlueprintProposer,
  BlueprintProposerService
>() {}

/** The offline layer: deterministic, no network. */
export const layerOffline = Layer.succeed(BlueprintProposer, {
  propose: (prompt) =>
    Effect.sync(() => {
      const inferred = Infer.inferBlueprint(prompt)
      return { blueprint: { ...inferred.blueprint, rationale: inferred.rationale } }
    }).pipe(Effect.withSpan("BlueprintProposer.propose", { attributes: { provider: "offline" } }))
})

/** The model layer, over the `LanguageModel` client. */
export const layerModel = Layer.effect(
  BlueprintProposer,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const propose: BlueprintProposerService["propose"] = Effect.fn("BlueprintProposer.propose")(
      function* (prompt, count, seed) {
        const answer = yield* llm.generate({
          messages: Propose.messages(prompt, count),
          temperature: 0.2,
          decode: (text) => Either.mapLeft(Propose.check(text, { seed }), Propose.describe),
          repair: (problems) =>
            `That blueprint cannot be used:\n${problems}\nAnswer with the corrected blueprint as one JSON object and nothing else.`
        })
        const { blueprint, trial } = answer.value
        const { sources: _dropped, ...rest } = blueprint
        const round = answer.repaired ? "its answer to one repair round" : "its first answer"
        const note = `Blueprint proposed by the model ${answer.model ?? llm.model ?? "(unnamed)"} in ${round}; it passed the validator and a trial sample of ${trial.count} personas (${(trial.acceptance * 100).toFixed(1)}% of draws accepted).`
        const own = blueprint.rationale?.trim() ?? ""
        return { blueprint: { ...rest, rationale: `${own === "" ? "" : `${own} `}${note}` } }
      }
    )
    return { propose }
  })
)
