/**
 * `BlueprintProposer`: the blueprint a population is sampled from, for a prompt. Two layers,
 * chosen once when the layers are built:
 * - offline: the prompt read into facets and a blueprint composed from them, a library domain
 *   as the prior where one fits (`Understand`); says which words were modelled and which not,
 *   and fails `PromptNotUnderstood` when nothing could be;
 * - model: the model proposes a blueprint (`Propose`), which must pass the validator and a
 *   trial sample; one repair round (the model is shown its answer and the problems), else
 *   `InvalidOutput`. Sources are dropped (no lookup provider is configured to ground them).
 */
import type { Blueprint } from "@cis/blueprint"
import { type InvalidOutput, LanguageModel, type UpstreamError } from "@cis/llm"
import { Propose, Understand } from "@cis/persona-writer"
import { Context, Effect, Either, Layer } from "effect"

export interface Proposal {
  /** The blueprint, its `rationale` saying where it came from. */
  readonly blueprint: Blueprint.Blueprint
  /** Facets of the prompt the blueprint models (offline). */
  readonly honoured?: ReadonlyArray<Understand.Honoured>
  /** Words of the prompt the blueprint does not model (offline). */
  readonly not_modelled?: ReadonlyArray<string>
}

export interface BlueprintProposerService {
  /** The blueprint for `prompt`; `seed` makes the model layer's trial sample reproducible. */
  readonly propose: (
    prompt: string,
    count: number,
    seed: string
  ) => Effect.Effect<Proposal, UpstreamError | InvalidOutput | Understand.PromptNotUnderstood>
}

export class BlueprintProposer extends Context.Tag("@cis/services/BlueprintProposer")<
  BlueprintProposer,
  BlueprintProposerService
>() {}

/** The offline layer: deterministic, no network. */
export const layerOffline = Layer.succeed(BlueprintProposer, {
  propose: (prompt) =>
    Effect.suspend(() => {
      const understood = Understand.understand(prompt)
      return Either.isLeft(understood)
        ? Effect.fail(understood.left)
        : Effect.succeed({
            blueprint: { ...understood.right.blueprint, rationale: understood.right.rationale },
            honoured: understood.right.honoured,
            not_modelled: understood.right.not_modelled
          })
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
