import { Either } from "effect"

/**
 * The JSON value of a model's answer: the whole text, else the inside of a Markdown code
 * fence, else the span from the first `{` to the last `}`. `Left` says why none parsed.
 */
export const extractJson = (text: string): Either.Either<unknown, string> => {
  const candidates: Array<string> = [text.trim()]
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)
  if (fence?.[1] !== undefined) candidates.push(fence[1].trim())
  const start = text.indexOf("{")
  const end = text.lastIndexOf("}")
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1))
  for (const c of candidates) {
    try {
      return Either.right(JSON.parse(c))
    } catch {}
  }
  return Either.left("the answer is not a JSON object")
}
