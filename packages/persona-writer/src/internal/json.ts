/**
 * The JSON value in a language model's answer.
 *
 * @internal
 */
import { Either } from "effect"

/**
 * The JSON value in `text`: the whole text, else the text inside a Markdown code fence, else
 * the span from the first `{` to the last `}`. `Left` with the parser's reason otherwise.
 */
export const extractJson = (text: string): Either.Either<unknown, string> => {
  const candidates: Array<string> = [text.trim()]
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)
  if (fenced?.[1] !== undefined) candidates.push(fenced[1].trim())
  const first = text.indexOf("{")
  const last = text.lastIndexOf("}")
  if (first >= 0 && last > first) candidates.push(text.slice(first, last + 1))
  let reason = "the answer is empty"
  for (const c of candidates) {
    if (c === "") continue
    try {
      return Either.right(JSON.parse(c) as unknown)
    } catch (e) {
      reason = e instanceof Error ? e.message : String(e)
    }
  }
  return Either.left(`the answer is not a JSON object (${reason})`)
}
