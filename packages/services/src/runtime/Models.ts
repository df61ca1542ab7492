/**
 * The model-backed tasks (`BlueprintProposer`, `PersonaEnhancer`, `PersonaTextWriter`, `Answerer`, `Analyst`, `AuditWriter`, `ReplyVoice`, `AnswerWriter`), each with an
 * offline layer and a model layer. The one place that looks at the provider: the layers are
 * chosen here, once, when they are built; the services never branch on it.
 */
import { LanguageModel } from "@cis/llm"
import { Effect, Layer } from "effect"
import { Analyst } from "../analysis/index.js"
import { Answerer } from "../ask/index.js"
import { AuditWriter } from "../audit/index.js"
import type { Compute } from "../compute/index.js"
import { Writer } from "../memory/index.js"
import { BlueprintProposer, PersonaEnhancer, PersonaTextWriter } from "../personas/index.js"
import { Voice } from "../turn-taking/index.js"

/** Every task's offline layer. */
export const layerOffline = Layer.mergeAll(
  BlueprintProposer.layerOffline,
  PersonaEnhancer.layerOffline,
  PersonaTextWriter.layerOffline,
  Answerer.layerOffline,
  Analyst.layerOffline,
  AuditWriter.layerOffline,
  Voice.layerOffline,
  Writer.layerOffline
)

/** Every task's model layer, over the `LanguageModel` client. */
export const layerModel = Layer.mergeAll(
  BlueprintProposer.layerModel,
  PersonaEnhancer.layerModel,
  PersonaTextWriter.layerModel(),
  Answerer.layerModel,
  Analyst.layerModel,
  AuditWriter.layerModel,
  Voice.layerModel,
  Writer.layerModel
)

/** The offline layers for the offline client, the model layers otherwise. */
export const layer: Layer.Layer<
  | BlueprintProposer.BlueprintProposer
  | PersonaEnhancer.PersonaEnhancer
  | PersonaTextWriter.PersonaTextWriter
  | Answerer.Answerer
  | Analyst.Analyst
  | AuditWriter.AuditWriter
  | Voice.ReplyVoice
  | Writer.AnswerWriter,
  never,
  LanguageModel | Compute
> = Layer.unwrapEffect(
  Effect.map(LanguageModel, (llm) =>
    llm.provider === "offline" ? layerOffline : Layer.provide(layerModel, Layer.succeed(LanguageModel, llm))
  )
)
