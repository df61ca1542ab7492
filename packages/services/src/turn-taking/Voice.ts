/**
 * `ReplyVoice`: the pieces of a reply, lightly rewritten in the agent's voice (spec 4.16: "with
 * the OpenAI-compatible provider and a `system_prompt`, the split pieces may be lightly
 * rewritten in the agent's voice; offline they are the reply's own words"). Two layers, chosen
 * once (`runtime/Models.ts`):
 * - offline: the pieces as they are;
 * - model: the pieces and the system prompt to the model, which answers one rewrite per piece.
 *   Code keeps a rewrite only when it is light ({@link light}): non-blank, at most 4,000
 *   characters, every URL, number, @mention and code span of the piece kept exactly, most of the
 *   piece's words kept, and a length within half to twice the piece's; otherwise that piece stays
 *   as written. A wrong number of pieces gets one repair round.
 *
 * It never fails: a provider error, a timeout ({@link voiceTimeoutMs}) or an answer unusable
 * twice leaves the reply's own words (respond is answered and billed as usual), logged.
 */
import { LanguageModel, type Message as LlmMessage, schemaDecoder } from "@cis/llm"
import { Split } from "@cis/pacing"
import { Context, Duration, Effect, Either, Layer, Schema } from "effect"

/** The longest a respond waits for the model's rewrite before keeping the reply's own words. */
export const voiceTimeoutMs = 4_000

export interface ReplyVoiceService {
  /** `pieces` rewritten in the voice of `systemPrompt` (or as they are). */
  readonly voice: (
    pieces: ReadonlyArray<string>,
    systemPrompt: string
  ) => Effect.Effect<ReadonlyArray<string>>
}

export class ReplyVoice extends Context.Tag("@cis/services/ReplyVoice")<ReplyVoice, ReplyVoiceService>() {}

/** The offline layer: the reply's own words. */
export const layerOffline: Layer.Layer<ReplyVoice> = Layer.succeed(ReplyVoice, {
  voice: (pieces) => Effect.succeed(pieces)
})

/** What must survive a rewrite exactly: URLs, code spans, @mentions and numbers. */
const exact = /https?:\/\/\S+|`[^`]*`|@[\w.-]+|\d+(?:[.,:/-]\d+)*/g
const protectedTokens = (s: string): Array<string> => (s.match(exact) ?? []).sort()
const words = (s: string): Set<string> => new Set(s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])

/** Whether `rewrite` is a light rewrite of `piece` (see the module comment). */
export const light = (piece: string, rewrite: string): boolean => {
  const r = rewrite.trim()
  if (r === "" || r.length > Split.MAX_PIECE_CHARS) return false
  if (r.length < piece.length / 2 || r.length > Math.max(piece.length * 2, piece.length + 40)) return false
  const want = protectedTokens(piece)
  const got = protectedTokens(r)
  if (want.length !== got.length || want.some((t, i) => t !== got[i])) return false
  const original = words(piece)
  if (original.size === 0) return true
  const kept = words(r)
  let shared = 0
  for (const w of original) if (kept.has(w)) shared++
  return shared * 2 >= original.size
}

const Answer = Schema.Struct({ pieces: Schema.Array(Schema.String) })

const system = `You adjust an AI agent's chat messages to its voice. You get the agent's system prompt and the messages it is about to send, in order. Rewrite each message lightly so that it sounds like that agent (tone, formality, persona): same meaning, same facts, about the same length; keep every URL, number, @mention and code span exactly; add nothing new. Answer with one JSON object and nothing else: {"pieces": ["message 1", "message 2", ...]}, exactly one entry per message, in order.`

/** The messages of a voice request. */
export const voiceMessages = (
  pieces: ReadonlyArray<string>,
  systemPrompt: string
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: system },
  { role: "user", content: JSON.stringify({ system_prompt: systemPrompt, messages: pieces }) }
]

/** The model's pieces, each kept only when light; `Left` (repair round) for a wrong count. */
export const checkVoice = (
  pieces: ReadonlyArray<string>,
  answer: typeof Answer.Type
): Either.Either<ReadonlyArray<string>, string> =>
  answer.pieces.length !== pieces.length
    ? Either.left(`pieces must have exactly ${pieces.length} entries, one per message, in order.`)
    : Either.right(pieces.map((p, i) => (light(p, answer.pieces[i]!) ? answer.pieces[i]!.trim() : p)))

/** The model layer, over the `LanguageModel` client. */
export const layerModel: Layer.Layer<ReplyVoice, never, LanguageModel> = Layer.effect(
  ReplyVoice,
  Effect.map(LanguageModel, (llm) => ({
    voice: (pieces, systemPrompt) =>
      llm
        .generate({
          messages: voiceMessages(pieces, systemPrompt),
          temperature: 0.4,
          decode: (text) => Either.flatMap(schemaDecoder(Answer)(text), (a) => checkVoice(pieces, a))
        })
        .pipe(
          Effect.map((g) => g.value),
          Effect.timeoutFail({
            duration: Duration.millis(voiceTimeoutMs),
            onTimeout: () => "timeout" as const
          }),
          Effect.catchAll((e) =>
            Effect.as(
              Effect.logWarning(
                `reply voice: kept the reply's own words (${typeof e === "string" ? e : e.message})`
              ),
              pieces
            )
          ),
          Effect.withSpan("ReplyVoice.voice", { attributes: { provider: "model", pieces: pieces.length } })
        )
  }))
)
