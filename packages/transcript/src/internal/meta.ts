/** Facebook Messenger and Instagram JSON exports (`message_1.json`). */
import { Acc, type Read } from "./read.js"
import { cleanSpeaker, isoFromEpochMs } from "./text.js"

const utf8 = new TextDecoder("utf-8", { fatal: true })

/**
 * Undoes UTF-8 read as Latin-1 (Meta's exports write each UTF-8 byte as one `\u00XX` char),
 * only where the round trip succeeds: every char is a byte (<= U+00FF), at least one is not
 * ASCII, and the bytes are valid UTF-8. Text that was right already (`café` is not valid
 * UTF-8 as bytes) is returned unchanged instead of throwing.
 */
export const repairMojibake = (s: string): string => {
  let high = false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c > 0xff) return s
    if (c >= 0x80) high = true
  }
  if (!high) return s
  const bytes = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i)
  try {
    return utf8.decode(bytes)
  } catch {
    return s
  }
}

/** True for a Messenger/Instagram export: `participants` and `messages` with `sender_name`. */
export const isExport = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false
  const o = v as Record<string, unknown>
  return (
    Array.isArray(o.messages) &&
    o.messages.some((m) => typeof m === "object" && m !== null && ("sender_name" in m || "senderName" in m))
  )
}

/** Generated texts that are not what a person wrote: reactions, attachments, calls. */
const GENERATED =
  /^(?:Reacted .{1,20} to your message ?|.{1,80} sent an attachment\.|.{1,80} sent a (?:photo|video|link|voice message|sticker|GIF)\.|You sent an attachment\.|Liked a message|.{1,80} (?:left the group|added .{1,80} to the group|named the group .{0,200})\.?|.{1,80} started (?:a|an) (?:call|video chat)\.?|The (?:video )?call ended\.?)$/

/** Reads a Messenger or Instagram export; messages come newest first and are put in time order. */
export const readExport = (doc: Record<string, unknown>): Read => {
  const acc = new Acc()
  const items: Array<{ speaker: string; text: string; ms: number; at: number }> = []
  const list = doc.messages as ReadonlyArray<unknown>
  for (let i = 0; i < list.length; i++) {
    const item = list[i]
    if (typeof item !== "object" || item === null) {
      acc.skipped++
      continue
    }
    const m = item as Record<string, unknown>
    const sender =
      typeof m.sender_name === "string" ? m.sender_name : typeof m.senderName === "string" ? m.senderName : ""
    const content = typeof m.content === "string" ? m.content : typeof m.text === "string" ? m.text : ""
    const speaker = cleanSpeaker(repairMojibake(sender))
    const text = repairMojibake(content)
    const type = typeof m.type === "string" ? m.type : "Generic"
    if (
      speaker === "" ||
      text.trim() === "" ||
      m.is_unsent === true ||
      (type !== "Generic" && type !== "Share")
    ) {
      acc.sys()
      continue
    }
    if (GENERATED.test(text.trim())) {
      acc.sys()
      continue
    }
    const ms =
      typeof m.timestamp_ms === "number"
        ? m.timestamp_ms
        : typeof m.timestamp === "number"
          ? m.timestamp
          : Number.NaN
    items.push({ speaker, text, ms, at: i })
  }
  // Oldest first; the export order (newest first) breaks ties and orders untimed messages.
  const timed = items.every((m) => Number.isFinite(m.ms))
  items.sort((a, b) => (timed && a.ms !== b.ms ? a.ms - b.ms : b.at - a.at))
  for (const m of items) {
    acc.start(m.speaker, m.text, isoFromEpochMs(m.ms))
    acc.close()
  }
  return acc.done("meta-json")
}
