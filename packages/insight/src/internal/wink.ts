/**
 * wink-sentiment ships no type declarations: its one function, typed here. A typed wrapper
 * rather than an ambient `declare module`, so that the published declarations reference no
 * file that is not shipped.
 */
// @ts-expect-error wink-sentiment has no declaration file; its shape is given below.
import untyped from "wink-sentiment"

interface Token {
  readonly value: string
  readonly tag: string
  readonly score?: number
}

/** wink-sentiment's result for one phrase. */
export interface Result {
  readonly score: number
  readonly normalizedScore: number
  readonly tokenizedPhrase: ReadonlyArray<Token>
}

/** AFINN-165 + emoji + emoticon sentiment of a phrase, with negation (wink-sentiment). */
export const winkSentiment: (phrase: string) => Result = untyped
