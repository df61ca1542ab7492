/** Discord: client copy-paste, DiscordChatExporter plain text and its JSON. */
import { month, numericDay, onDay, relativeDay } from "./clock.js"
import { Acc, type Read } from "./read.js"
import { cleanSpeaker, isoLocal } from "./text.js"

const WHEN =
  "(Today at |Yesterday at |(\\d{1,2})([/.])(\\d{1,2})[/.](\\d{2,4}),? )?(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s?([AaPp][Mm])?"

/** `Name — Today at 4:20 PM` (badge optional on the same line). */
export const HEADER = new RegExp(`^(\\S.{0,79}?)(?:\\s(APP|BOT))?\\s?[—–]\\s?${WHEN}\\s*$`)
/** ` — Today at 4:20 PM` alone: the name (and badge) are on the lines above. */
export const WHEN_ONLY = new RegExp(`^\\s*[—–]\\s?${WHEN}\\s*$`)
const BADGE = /^(?:APP|BOT|SYSTEM|SERVER|OFFICIAL|AI)$/
const EDITED = /\s?\(edited\)\s*$/

const when = (m: RegExpExecArray, at: number, reference: string | undefined): string | undefined => {
  const rel = m[at]
  const day =
    m[at + 1] !== undefined
      ? numericDay(m[at + 1]!, m[at + 3]!, m[at + 4]!, m[at + 2]!)
      : relativeDay(rel ?? "today", reference)
  return onDay(day, m[at + 5]!, m[at + 6]!, m[at + 7], m[at + 8])
}

/** Reads a Discord client copy-paste. `reference` is the day `Today` means. */
export const readCopy = (ls: ReadonlyArray<string>, reference: string | undefined): Read => {
  const acc = new Acc()
  for (const line of ls) {
    const t = line.trim()
    if (acc.reaction(t)) continue
    const h = HEADER.exec(line)
    if (h !== null) {
      const speaker = cleanSpeaker(h[1]!)
      if (h[2] !== undefined) acc.bots.add(speaker)
      acc.start(speaker, undefined, when(h, 3, reference))
      continue
    }
    const w = WHEN_ONLY.exec(line)
    if (w !== null) {
      // The name (and a badge) are the last non-blank lines above.
      let name = acc.popAbove()
      let bot = false
      if (name !== undefined && BADGE.test(name.trim())) {
        bot = true
        acc.drop()
        name = acc.popAbove()
      }
      if (name === undefined) {
        acc.skipped++
        continue
      }
      const speaker = cleanSpeaker(name)
      if (bot) acc.bots.add(speaker)
      acc.start(speaker, undefined, when(w, 1, reference))
      continue
    }
    acc.cont(EDITED.test(line) ? line.replace(EDITED, "") : line)
  }
  return acc.done("discord-copy")
}

/** `[1/2/2024 3:04 PM] name` or `[02-Jan-24 03:04 PM] name#1234`. */
export const EXPORTER_HEADER =
  /^\[(\d{1,2})([/.-])(\d{1,2}|[A-Za-z]{3})\2(\d{2,4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s?([AaPp][Mm])?\] (\S(?:[^:]|:(?! )){0,99})$/
const BLOCK = /^\{(?:Attachments|Embed|Reactions|Stickers|Components|Poll)\}$/
const RULE = /^={10,}$/

/** Reads a DiscordChatExporter plain-text export. */
export const readExporter = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  let inBlock = false
  let rules = 0
  for (const line of ls) {
    const t = line.trim()
    if (RULE.test(t)) {
      rules++
      acc.sys()
      continue
    }
    if (rules === 1) {
      // Inside the header block (Guild:, Channel:, Topic:).
      acc.drop()
      continue
    }
    const h = EXPORTER_HEADER.exec(line)
    if (h !== null) {
      inBlock = false
      const a = h[1]!
      const b = h[3]!
      const sep = h[2]!
      const day = /[A-Za-z]/.test(b)
        ? isoLocal(Number(h[4]), month(b), Number(a), 0, 0, 0)?.slice(0, 10)
        : numericDay(a, b, h[4]!, sep === "-" ? "/" : sep)
      acc.start(cleanSpeaker(h[9]!), undefined, onDay(day, h[5]!, h[6]!, h[7], h[8]))
      continue
    }
    if (BLOCK.test(t)) {
      inBlock = true
      acc.drop()
      continue
    }
    if (inBlock) {
      if (t === "") inBlock = false
      else acc.drop()
      continue
    }
    if (/^Exported \d+ message\(s\)/.test(t)) {
      acc.sys()
      continue
    }
    acc.cont(line)
  }
  return acc.done("discord-exporter")
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined)

/** True for a DiscordChatExporter JSON export. */
export const isJson = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false
  const o = v as Record<string, unknown>
  const messages = o.messages
  return (
    Array.isArray(messages) &&
    ("guild" in o || "channel" in o) &&
    messages.some((m) => typeof m === "object" && m !== null && "author" in m)
  )
}

const KEEP_TYPES = new Set([
  "Default",
  "Reply",
  "ThreadStarterMessage",
  "ChatInputCommand",
  "ContextMenuCommand"
])

/** Reads a DiscordChatExporter JSON export. */
export const readJson = (doc: Record<string, unknown>): Read => {
  const acc = new Acc()
  for (const item of doc.messages as ReadonlyArray<unknown>) {
    if (typeof item !== "object" || item === null) {
      acc.skipped++
      continue
    }
    const m = item as Record<string, unknown>
    const author = (typeof m.author === "object" && m.author !== null ? m.author : {}) as Record<
      string,
      unknown
    >
    const type = str(m.type) ?? "Default"
    const text = typeof m.content === "string" ? m.content : ""
    const speaker = cleanSpeaker(str(author.nickname) ?? str(author.name) ?? str(author.id) ?? "")
    if (!KEEP_TYPES.has(type) || text.trim() === "" || speaker === "") {
      acc.sys()
      continue
    }
    if (author.isBot === true) acc.bots.add(speaker)
    const ts = str(m.timestamp)
    const parsed = ts === undefined ? Number.NaN : Date.parse(ts)
    acc.start(speaker, text, Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString())
    acc.close()
  }
  return acc.done("discord-json")
}
