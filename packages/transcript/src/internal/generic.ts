/**
 * Generic JSON message lists: an array of objects (or `{messages: [...]}`) with a speaker
 * field and a text field, as API logs and hand-made exports have them; OpenAI-style
 * `{role, content}` included (system and tool messages dropped, content parts joined).
 */
import { Acc, type Read } from "./read.js"
import { cleanSpeaker } from "./text.js"

const SPEAKER_KEYS = ["speaker", "sender", "author", "name", "from", "user", "username", "role"] as const
const TEXT_KEYS = ["text", "content", "message", "body"] as const

const rec = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined

const nameOf = (v: unknown): string | undefined => {
  if (typeof v === "string") return v
  const o = rec(v)
  if (o === undefined) return undefined
  for (const k of ["name", "display_name", "username", "id"])
    if (typeof o[k] === "string") return o[k] as string
  return undefined
}

const textOf = (v: unknown): string | undefined => {
  if (typeof v === "string") return v
  if (Array.isArray(v))
    return v
      .map((p) =>
        typeof p === "string" ? p : typeof rec(p)?.text === "string" ? (rec(p)!.text as string) : ""
      )
      .filter((t) => t !== "")
      .join("\n")
  return undefined
}

const items = (v: unknown): ReadonlyArray<unknown> | undefined => {
  if (Array.isArray(v)) return v
  const o = rec(v)
  return o !== undefined && Array.isArray(o.messages) ? o.messages : undefined
}

const keysOf = (o: Record<string, unknown>): { speaker: string; text: string } | undefined => {
  const speaker = SPEAKER_KEYS.find((k) => nameOf(o[k]) !== undefined)
  const text = TEXT_KEYS.find((k) => textOf(o[k]) !== undefined)
  return speaker === undefined || text === undefined ? undefined : { speaker, text }
}

/** True when most items of the list have a speaker field and a text field. */
export const isList = (v: unknown): boolean => {
  const list = items(v)
  if (list === undefined || list.length === 0) return false
  let ok = 0
  for (const item of list) {
    const o = rec(item)
    if (o !== undefined && keysOf(o) !== undefined) ok++
  }
  return ok * 2 >= list.length
}

const ROLE_NAMES: Readonly<Record<string, string>> = {
  user: "user",
  assistant: "assistant",
  human: "human",
  ai: "ai"
}

/** Reads a generic message list. With `role` speakers, `assistant` is the agent. */
export const read = (v: unknown): Read => {
  const acc = new Acc()
  let assistant: string | undefined
  for (const item of items(v) ?? []) {
    const o = rec(item)
    const keys = o === undefined ? undefined : keysOf(o)
    if (o === undefined || keys === undefined) {
      acc.skipped++
      continue
    }
    const rawSpeaker = nameOf(o[keys.speaker]) ?? ""
    const text = textOf(o[keys.text]) ?? ""
    if (keys.speaker === "role" && !(rawSpeaker in ROLE_NAMES)) {
      acc.sys()
      continue
    }
    const speaker = cleanSpeaker(rawSpeaker)
    if (speaker === "" || text.trim() === "") {
      acc.sys()
      continue
    }
    if (keys.speaker === "role" && (speaker === "assistant" || speaker === "ai")) assistant ??= speaker
    const ts = ["timestamp", "time", "date", "created_at", "ts"]
      .map((k) => o[k])
      .find((x) => typeof x === "string")
    const parsed = typeof ts === "string" && /^\d{4}-\d{2}-\d{2}T/.test(ts) ? ts : undefined
    acc.start(speaker, text, parsed)
    acc.close()
  }
  return acc.done("json-messages", assistant)
}
