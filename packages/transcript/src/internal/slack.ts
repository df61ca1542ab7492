/** Slack: desktop copy-paste and the export JSON (a channel-day file). */
import { month, onDay, relativeDay } from "./clock.js"
import { Acc, type Read } from "./read.js"
import { cleanSpeaker, isoFromEpochMs, isoLocal } from "./text.js"

/** `Name  10:32 AM`, `Name APP  10:32 AM`, `Name [10:32 AM]`: two spaces, a tab or a bracket. */
export const HEADER =
  /^(\S.{0,79}?)(?:\s{1,3}(APP|BOT))?(?:\s{2,3}|\t|\s\[)(?:([A-Z][a-z]{2,8}) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4}) at )?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([AaPp][Mm]))?\]?\s*$/
/** `[11:23 AM] text`: another message of the same person, on one line (older clients). */
const TIME_PREFIX = /^\[(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([AaPp][Mm]))?\]\s+(\S.*)$/
/** A time alone: the same person sent another message. */
export const TIME_ONLY = /^\s*\[?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([AaPp][Mm]))?\]?\s*$/
const DIVIDER =
  /^(?:Today|Yesterday|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:, \w+ \d{1,2}(?:st|nd|rd|th)?(?:, \d{4})?)?|\w+ \d{1,2}(?:st|nd|rd|th), \d{4})(?:\s*▾)?$/
const REACTION = /^(?::[\w+'-]{1,40}:\s*){1,20}\d{1,4}$/
const THREAD =
  /^(?:\d+ repl(?:y|ies)|Last reply .*|View thread|View newer replies|Show more|New|Also sent to the channel|Replied to a thread:.*)$/
const JOINED =
  /^(?:joined|left) #[\w-]+\.?(?: Also, .*)?$|^(?:set the channel (?:topic|description|purpose)|renamed the channel).*$/i
const EDITED = /\s?\(edited\)\s*$/

const isDecoration = (t: string): boolean => REACTION.test(t) || THREAD.test(t) || JOINED.test(t)

/** Reads a Slack desktop copy-paste. `reference` names the day `Today` means. */
export const readCopy = (ls: ReadonlyArray<string>, reference: string | undefined): Read => {
  const acc = new Acc()
  let speaker: string | undefined
  let day: string | undefined
  for (const line of ls) {
    const t = line.trim()
    if (acc.reaction(t)) continue
    const h = HEADER.exec(line)
    if (h !== null && !/[.!?,;]$/.test(h[1]!)) {
      speaker = cleanSpeaker(h[1]!)
      if (h[2] === "APP" || h[2] === "BOT") acc.bots.add(speaker)
      const dated =
        h[3] !== undefined ? isoLocal(+h[5]!, month(h[3]), +h[4]!, 0, 0, 0)?.slice(0, 10) : undefined
      if (dated !== undefined) day = dated
      acc.start(speaker, undefined, onDay(day, h[6]!, h[7]!, h[8], h[9]))
      continue
    }
    const prefixed = speaker === undefined ? null : TIME_PREFIX.exec(line)
    if (prefixed !== null && speaker !== undefined) {
      acc.start(speaker, prefixed[5]!, onDay(day, prefixed[1]!, prefixed[2]!, prefixed[3], prefixed[4]))
      continue
    }
    const time = TIME_ONLY.exec(line)
    if (time !== null && speaker !== undefined) {
      acc.start(speaker, undefined, onDay(day, time[1]!, time[2]!, time[3], time[4]))
      continue
    }
    if (DIVIDER.test(t)) {
      day = relativeDay(t, reference) ?? day
      acc.drop()
      continue
    }
    if (t !== "" && isDecoration(t)) {
      acc.drop()
      continue
    }
    acc.cont(EDITED.test(line) ? line.replace(EDITED, "") : line)
  }
  return acc.done("slack-copy")
}

const SKIP_SUBTYPES = new Set([
  "channel_join",
  "channel_leave",
  "channel_topic",
  "channel_purpose",
  "channel_name",
  "channel_archive",
  "channel_unarchive",
  "group_join",
  "group_leave",
  "group_topic",
  "group_purpose",
  "group_name",
  "pinned_item",
  "unpinned_item",
  "reminder_add",
  "bot_add",
  "bot_remove",
  "tombstone"
])

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined)

/** True for a Slack channel-day export: an array of objects with `ts` and `type: "message"`. */
export const isExport = (v: unknown): v is ReadonlyArray<Record<string, unknown>> =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.some(
    (m) =>
      typeof m === "object" && m !== null && (m as Record<string, unknown>).type === "message" && "ts" in m
  )

/** Reads a Slack export JSON array. */
export const readExport = (items: ReadonlyArray<unknown>): Read => {
  const acc = new Acc()
  for (const item of items) {
    if (typeof item !== "object" || item === null) {
      acc.skipped++
      continue
    }
    const m = item as Record<string, unknown>
    const subtype = str(m.subtype)
    if (m.type !== "message" || (subtype !== undefined && SKIP_SUBTYPES.has(subtype))) {
      acc.sys()
      continue
    }
    const profile = (
      typeof m.user_profile === "object" && m.user_profile !== null ? m.user_profile : {}
    ) as Record<string, unknown>
    const speaker = cleanSpeaker(
      str(profile.display_name) ??
        str(profile.real_name) ??
        str(m.user_name) ??
        str(m.username) ??
        str(m.user) ??
        str(m.bot_id) ??
        ""
    )
    let text = typeof m.text === "string" ? m.text : ""
    if (text.trim() === "" && Array.isArray(m.attachments)) {
      text = m.attachments
        .map((a) =>
          typeof a === "object" && a !== null
            ? (str((a as Record<string, unknown>).text) ?? str((a as Record<string, unknown>).fallback) ?? "")
            : ""
        )
        .filter((s) => s !== "")
        .join("\n")
    }
    if (speaker === "" || text.trim() === "") {
      acc.sys()
      continue
    }
    if (subtype === "bot_message" || str(m.bot_id) !== undefined) acc.bots.add(speaker)
    const ts = typeof m.ts === "string" ? Number(m.ts) : typeof m.ts === "number" ? m.ts : Number.NaN
    acc.start(speaker, text, isoFromEpochMs(ts * 1000))
    acc.close()
  }
  return acc.done("slack-json")
}
