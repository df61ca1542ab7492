/** Telegram Desktop: copied messages and the JSON export (`result.json`). */
import { numericDay, onDay } from "./clock.js"
import { Acc, type Read } from "./read.js"
import { cleanSpeaker } from "./text.js"

/** `Name, [12.01.24 15:04]` (also with seconds, slashes, or a 12-hour clock). */
export const HEADER =
  /^(\S.{0,99}?), \[(\d{1,2})([./])(\d{1,2})\3(\d{2,4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([AaPp][Mm]))?\]\s*$/
const DECORATION =
  /^\[(?:In reply to .{0,200}|Forwarded from .{0,200}|Photo|Video|Sticker(?: .{0,20})?|GIF|Voice message|Video message|File.{0,200}|Album|Audio.{0,200}|Contact.{0,200}|Location|Poll.{0,200}|Service message)\]$/

/** Reads a Telegram Desktop copy. */
export const readCopy = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  for (const line of ls) {
    const h = HEADER.exec(line)
    if (h !== null) {
      const day = numericDay(h[2]!, h[4]!, h[5]!, h[3]!)
      acc.start(cleanSpeaker(h[1]!), undefined, onDay(day, h[6]!, h[7]!, h[8], h[9]))
      continue
    }
    if (DECORATION.test(line.trim())) {
      acc.drop()
      continue
    }
    acc.cont(line)
  }
  return acc.done("telegram-copy")
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined)

/** True for a Telegram export: a chat with `messages` carrying `date`, or the full export. */
export const isExport = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false
  const o = v as Record<string, unknown>
  if (
    typeof o.chats === "object" &&
    o.chats !== null &&
    Array.isArray((o.chats as Record<string, unknown>).list)
  )
    return true
  return (
    Array.isArray(o.messages) &&
    o.messages.some(
      (m) =>
        typeof m === "object" && m !== null && "date" in m && ("from" in m || "actor" in m || "text" in m)
    ) &&
    !("participants" in o)
  )
}

/** Text of a message: a string, or an array of strings and `{type, text}` entities. */
const textOf = (v: unknown): string => {
  if (typeof v === "string") return v
  if (!Array.isArray(v)) return ""
  let out = ""
  for (const part of v) {
    if (typeof part === "string") out += part
    else if (
      typeof part === "object" &&
      part !== null &&
      typeof (part as Record<string, unknown>).text === "string"
    )
      out += (part as Record<string, unknown>).text as string
  }
  return out
}

const chats = (o: Record<string, unknown>): ReadonlyArray<Record<string, unknown>> => {
  if (Array.isArray(o.messages)) return [o]
  const list = (o.chats as Record<string, unknown>).list as ReadonlyArray<unknown>
  return list.filter(
    (c): c is Record<string, unknown> =>
      typeof c === "object" && c !== null && Array.isArray((c as any).messages)
  )
}

/** Reads a Telegram JSON export (all chats of a full export, one after the other). */
export const readExport = (doc: Record<string, unknown>): Read => {
  const acc = new Acc()
  for (const chat of chats(doc)) {
    for (const item of chat.messages as ReadonlyArray<unknown>) {
      if (typeof item !== "object" || item === null) {
        acc.skipped++
        continue
      }
      const m = item as Record<string, unknown>
      if (m.type !== undefined && m.type !== "message") {
        acc.sys()
        continue
      }
      const speaker = cleanSpeaker(str(m.from) ?? str(m.from_id) ?? "")
      const text = textOf(m.text)
      if (speaker === "" || text.trim() === "") {
        acc.sys()
        continue
      }
      const date = str(m.date)
      acc.start(
        speaker,
        text,
        date !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(date) ? date : undefined
      )
      acc.close()
    }
  }
  return acc.done("telegram-json")
}
