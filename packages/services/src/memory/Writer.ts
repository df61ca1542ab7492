/**
 * `AnswerWriter`: who writes the prose of a social-memory answer. Two layers, chosen once in
 * `runtime/Models.ts`: offline (the engine's extractive answer as it is, no call) and model
 * (the OpenAI-compatible provider writes the answer from the retrieved messages).
 *
 * The model's answer is accepted only when code has checked it: it must cite at least one
 * message in the engine's form `Name said (#seq, ...)`, and every cited message must be one of
 * the retrieved messages of this scope, attributed to its real speaker (`Citation.check`).
 * Otherwise (no citation, an unknown message, a wrong speaker) the extractive answer is
 * returned instead and the rejection is logged: a misattributed answer never reaches the
 * caller. A provider failure is the caller's `502` (never billed).
 */
import { LanguageModel, type UpstreamError } from "@cis/llm"
import { Citation, type Message } from "@cis/memory"
import { Context, Effect, Layer } from "effect"

export interface Draft {
  readonly question: string
  /** The messages the engine retrieved for the question (the only ones that may be cited). */
  readonly retrieved: ReadonlyArray<Message.Stored>
  /** The engine's extractive answer and its citations. */
  readonly extractive: { readonly text: string; readonly citations: ReadonlyArray<Citation.Cited> }
}

export interface Written {
  readonly text: string
  readonly citations: ReadonlyArray<Citation.Cited>
  /** `model` when the model's text was accepted, `extractive` otherwise. */
  readonly by: "model" | "extractive"
}

export interface AnswerWriterService {
  readonly write: (draft: Draft) => Effect.Effect<Written, UpstreamError>
}

export class AnswerWriter extends Context.Tag("@cis/services/memory/AnswerWriter")<
  AnswerWriter,
  AnswerWriterService
>() {}

/** Most retrieved messages shown to the model (nearest to the question first as retrieved). */
export const maxShown = 40

export const systemPrompt = [
  "You answer questions about a group conversation using only the numbered messages given.",
  'Cite every message you rely on exactly in the form: Name said (#N, when): "quote" - with the',
  "speaker's name exactly as given for that message number. Never attribute a message to",
  "anyone but its speaker. When facts changed, give the latest and mention the earlier one.",
  'If the messages do not contain the answer, reply exactly: "The messages in this scope do not',
  'answer this question." Be brief.'
].join(" ")

/** The user prompt: the question and the retrieved messages in conversation order. */
export const prompt = (draft: Draft): string => {
  const shown = [...draft.retrieved.slice(0, maxShown)].sort((a, b) => a.seq - b.seq)
  return `Messages:\n${shown.map((m) => `- ${Citation.statement(m)}`).join("\n")}\n\nQuestion: ${draft.question}`
}

/** The model's text if it passes the citation check, else the extractive answer. */
export const accept = (
  draft: Draft,
  text: string
): Written & { readonly problems: ReadonlyArray<unknown> } => {
  const citations = Citation.parse(text)
  const notAnswered = /do not answer this question/i.test(text)
  const problems =
    citations.length === 0 && !notAnswered
      ? [{ _tag: "NoCitation" }]
      : Citation.check(citations, draft.retrieved.slice(0, maxShown))
  return problems.length === 0 && text.trim() !== ""
    ? { text: text.trim(), citations, by: "model", problems }
    : { ...draft.extractive, by: "extractive", problems }
}

/** The offline layer: the extractive answer, no call. */
export const layerOffline = Layer.succeed(AnswerWriter, {
  write: (draft) => Effect.succeed({ ...draft.extractive, by: "extractive" as const })
})

/** The model layer, over the `LanguageModel` client. */
export const layerModel = Layer.effect(
  AnswerWriter,
  Effect.gen(function* () {
    const llm = yield* LanguageModel
    const write: AnswerWriterService["write"] = Effect.fn("AnswerWriter.write")(function* (draft) {
      const c = yield* llm.complete({
        messages: [
          { role: "system", content: systemPrompt },
          { role: "user", content: prompt(draft) }
        ],
        temperature: 0
      })
      const { problems, ...written } = accept(draft, c.text)
      if (problems.length > 0)
        yield* Effect.logWarning(
          "memory ask: the model's answer failed the citation check; extractive answer used",
          {
            problems
          }
        )
      return written
    })
    return { write }
  })
)
