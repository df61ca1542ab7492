/**
 * `BlueprintProposer`: the blueprint a population is sampled from, for a prompt. Two layers,
 * chosen once when the layers are built:
 * - offline: the prompt read into facets and a blueprint composed from them, a library domain
 *   as the prior where one fits (`Understand`); says which words were modelled and which not,
 *   and fails `PromptNotUnderstood` when nothing could be;
 * - model: the model proposes a blueprint (`Propose`), which must pass the validator and a
 *   trial sample; one repair round (the model is shown its answer and the problems), else
 *   `InvalidOutput`. With findings of a lookup, they are one more message and the blueprint's
 *   `sources` are the findings' addresses the model cited (`Grounding.sources`); without, any
 *   sources the model lists are dropped (nothing was looked up).
 */
import type { Blueprint } from "@cis/blueprint"
import { type InvalidOutput, LanguageModel, type UpstreamError } from "@cis/llm"
import { Grounding, Propose, Understand } from "@cis/persona-writer"
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
  /** Whether `findings` of a lookup are read (the model layer); the offline layer ignores them. */
  readonly readsFindings: boolean
  /**
   * The blueprint for `prompt`; `seed` makes the model layer's trial sample reproducible;
   * `findings` of a lookup (model layer only) condition the blueprint and give its `sources`.
   */
  readonly propose: (
    prompt: string,
    count: number,
    seed: string,
    findings?: ReadonlyArray<Grounding.Finding>
  ) => Effect.Effect<Proposal, UpstreamError | InvalidOutput | Understand.PromptNotUnderstood>
}

export class BlueprintProposer extends Context.Tag("@cis/services/BlueprintProposer")<
  BlueprintProposer,
  BlueprintProposerService
>() {}

/** The offline layer: deterministic, no network. */
export const layerOffline = Layer.succeed(BlueprintProposer, {
  readsFindings: false,
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
      function* (prompt, count, seed, findings) {
        const grounded = findings !== undefined && findings.length > 0
        const answer = yield* llm.generate({
          messages: grounded
            ? [...Propose.messages(prompt, count), Grounding.message(findings)]
            : Propose.messages(prompt, count),
          temperature: 0.2,
          decode: (text) => Either.mapLeft(Propose.check(text, { seed }), Propose.describe),
          repair: (problems) =>
            `That blueprint cannot be used:\n${problems}\nAnswer with the corrected blueprint as one JSON object and nothing else.`
        })
        const { blueprint, trial } = answer.value
        const { sources: cited, ...rest } = blueprint
        const round = answer.repaired ? "its answer to one repair round" : "its first answer"
        const note = `Blueprint proposed by the model ${answer.model ?? llm.model ?? "(unnamed)"} in ${round}; it passed the validator and a trial sample of ${trial.count} personas (${(trial.acceptance * 100).toFixed(1)}% of draws accepted).`
        const own = blueprint.rationale?.trim() ?? ""
        return {
          blueprint: {
            ...rest,
            rationale: `${own === "" ? "" : `${own} `}${note}`,
            ...(grounded ? { sources: Grounding.sources(cited, findings) } : {})
          }
        }
      }
    )
    return { readsFindings: true, propose }
  })
)
