/**
 * Format detection with no hint. JSON is recognised by shape. Text layouts are scored on a
 * sample of the first non-blank lines (bounded work on any input): the most specific layout
 * with enough header lines wins over the generic `Name: text` reading.
 */
import type { Format } from "../Format.js"
import * as Ai from "./ai.js"
import * as Discord from "./discord.js"
import * as Irc from "./irc.js"
import * as Plain from "./plain.js"
import * as Slack from "./slack.js"
import * as Teams from "./teams.js"
import * as Telegram from "./telegram.js"
import { isBlank } from "./text.js"
import * as WhatsApp from "./whatsapp.js"
import * as Zoom from "./zoom.js"

/** How many non-blank lines detection reads. */
export const SAMPLE = 160

/** Counts of header lines per layout over the sample. */
export interface Scores {
  whatsapp: number
  exporter: number
  exporterHead: boolean
  slack: number
  discord: number
  telegram: number
  teams: number
  vtt: number
  zoom: number
  irc: number
  plain: number
  ai: { user: number; ai: number; own: number; said: number }
}

/** Scores the sample of lines. */
export const score = (ls: ReadonlyArray<string>): Scores => {
  const s: Scores = {
    whatsapp: 0,
    exporter: 0,
    exporterHead: false,
    slack: 0,
    discord: 0,
    telegram: 0,
    teams: 0,
    vtt: 0,
    zoom: 0,
    irc: 0,
    plain: 0,
    ai: { user: 0, ai: 0, own: 0, said: 0 }
  }
  const sample: Array<string> = []
  for (let i = 0; i < ls.length && sample.length < SAMPLE; i++) {
    const line = ls[i]!
    if (isBlank(line)) continue
    sample.push(line)
    if (line.length > 2000) continue
    const wa = WhatsApp.HEADER.exec(line)
    if (wa !== null && line.indexOf(":", wa[0].length) > 0) s.whatsapp++
    if (Discord.EXPORTER_HEADER.test(line)) s.exporter++
    if (/^(?:Guild|Channel): /.test(line)) s.exporterHead = true
    if (Slack.HEADER.test(line)) s.slack++
    if (Discord.HEADER.test(line) || Discord.WHEN_ONLY.test(line)) s.discord++
    if (Telegram.HEADER.test(line)) s.telegram++
    if (Teams.ARROW.test(line) || Teams.CLASSIC.test(line)) s.teams++
    if (Teams.TIMING.test(line.trim()) || /^WEBVTT\b/.test(line)) s.vtt++
    if (Zoom.OLD.test(line) || Zoom.NEW.test(line)) s.zoom++
    s.irc += Irc.lineWeight(line)
    if (Plain.header(line) !== undefined) s.plain++
  }
  s.ai = Ai.census(sample)
  return s
}

/** Names used as `Name:` at least twice in the sample, with their counts. */
const repeatedNames = (ls: ReadonlyArray<string>): Array<string> => {
  const counts = new Map<string, number>()
  let n = 0
  for (const line of ls) {
    if (n++ > SAMPLE * 2) break
    const h = Plain.header(line)
    if (h !== undefined) counts.set(h.name, (counts.get(h.name) ?? 0) + 1)
  }
  return [...counts].filter(([, c]) => c >= 2).map(([name]) => name)
}

/** The text layout of the lines (JSON is handled before). */
export const detectText = (ls: ReadonlyArray<string>): Format => candidates(ls)[0] ?? "unknown"

/**
 * Layouts to try, best first: the detected one, then the other layouts that had header lines
 * (by count), then `plain`. The parser takes the first that reads any message.
 */
export const candidates = (ls: ReadonlyArray<string>, s: Scores = score(ls)): Array<Format> => {
  const first = pick(ls, s)
  const others: Array<[Format, number]> = [
    ["whatsapp-android", s.whatsapp],
    ["discord-exporter", s.exporter],
    ["telegram-copy", s.telegram],
    ["teams-copy", s.teams],
    ["teams-vtt", s.vtt],
    ["discord-copy", s.discord],
    ["zoom-chat", s.zoom],
    ["irc", s.irc],
    ["slack-copy", s.slack],
    ["ai-chat", s.ai.user + s.ai.ai],
    ["plain", s.plain]
  ]
  const rest = others
    .filter(([f, n]) => n > 0 && f !== first)
    .sort((a, b) => b[1] - a[1])
    .map(([f]) => f)
  return first === "unknown" ? rest : [first, ...rest]
}

const pick = (ls: ReadonlyArray<string>, s: Scores): Format => {
  if (s.vtt >= 2 || (s.vtt >= 1 && ls.some((l) => /^WEBVTT\b/.test(l)))) return "teams-vtt"
  if (s.exporter >= 1 && (s.exporterHead || s.exporter > s.whatsapp)) return "discord-exporter"
  const ranked: Array<[Format, number]> = [
    ["whatsapp-android", s.whatsapp],
    ["telegram-copy", s.telegram],
    ["teams-copy", s.teams],
    ["discord-copy", s.discord],
    ["zoom-chat", s.zoom],
    ["irc", s.irc],
    ["slack-copy", s.slack]
  ]
  let best: [Format, number] = ["plain", 0]
  for (const r of ranked) if (r[1] > best[1]) best = r
  const aiChat =
    s.ai.said >= 1 ||
    (s.ai.user >= 1 &&
      s.ai.ai >= 1 &&
      (s.ai.own >= 1 || repeatedNames(ls).every((n) => Ai.marker(`${n}:`) !== undefined)))
  if (
    best[1] >= 1 &&
    (best[1] * 2 >= s.plain || best[1] >= 3) &&
    !(aiChat && best[1] * 2 < s.ai.user + s.ai.ai)
  )
    return best[0]
  if (aiChat) return "ai-chat"
  if (s.plain >= 1) return "plain"
  if (best[1] >= 1) return best[0]
  return "unknown"
}

/** The header layout of one line among the specific text layouts, or undefined. */
export const lineLayout = (line: string): Format | undefined => {
  if (line.length > 2000 || line.length < 4) return undefined
  const wa = WhatsApp.HEADER.exec(line)
  if (wa !== null && line.indexOf(":", wa[0].length) > 0) return "whatsapp-android"
  if (Discord.EXPORTER_HEADER.test(line)) return "discord-exporter"
  if (Telegram.HEADER.test(line)) return "telegram-copy"
  if (Teams.ARROW.test(line) || Teams.CLASSIC.test(line)) return "teams-copy"
  if (Discord.HEADER.test(line) || Discord.WHEN_ONLY.test(line)) return "discord-copy"
  if (Zoom.OLD.test(line) || Zoom.NEW.test(line)) return "zoom-chat"
  if (Irc.lineWeight(line) === 1) return "irc"
  if (Slack.HEADER.test(line)) return "slack-copy"
  return undefined
}

/** A run of lines in one layout. */
export interface Segment {
  readonly format: Format
  readonly from: number
  readonly to: number
}

/**
 * Two layouts pasted one after the other (a Slack thread, then a WhatsApp export): when the
 * sample has header lines of two or more specific layouts, every line is labelled and the
 * text is cut where the layout of the header lines changes (the name line above a Teams or
 * Discord time line goes with it). Returns undefined for a text in one layout (the usual
 * case, decided on the sample alone: no extra work).
 */
export const segments = (
  ls: ReadonlyArray<string>,
  s: Scores = score(ls)
): ReadonlyArray<Segment> | undefined => {
  const present = [s.whatsapp, s.exporter, s.telegram, s.teams, s.discord, s.zoom, s.irc, s.slack].filter(
    (n) => n > 0
  )
  if (present.length < 2 || s.vtt > 0) return undefined
  const out: Array<Segment> = []
  const heads: Array<number> = []
  let current: Format | undefined
  let from = 0
  let count = 0
  for (let i = 0; i < ls.length; i++) {
    const line = ls[i]!
    const f = lineLayout(line)
    if (f === undefined) {
      // Slack's follow-up messages of the same person have only a time line.
      if (current === "slack-copy" && Slack.TIME_ONLY.test(line)) count++
      continue
    }
    if (f === current) {
      count++
      continue
    }
    if (current === undefined) {
      current = f
      count = 1
      continue
    }
    // The new layout starts here, or a line or two above for name-above-time layouts.
    let start = i
    if (
      (f === "teams-copy" && Teams.ARROW.test(ls[i]!)) ||
      (f === "discord-copy" && !Discord.HEADER.test(ls[i]!))
    ) {
      let back = 0
      for (let j = i - 1; j > from && back < 2; j--) {
        if (ls[j]!.trim() === "") continue
        start = j
        back++
        if (!/^(?:APP|BOT)$/.test(ls[j]!.trim())) break
      }
    }
    if (f === "discord-exporter") {
      // The exporter's header block (`====`, `Guild:`, `Channel:`) comes before its first message.
      for (let j = i - 1; j > from && j >= i - 8; j--) if (/^={10,}$/.test(ls[j]!.trim())) start = j
    }
    out.push({ format: current, from, to: start })
    heads.push(count)
    from = start
    current = f
    count = 1
  }
  if (current === undefined) return undefined
  out.push({ format: current, from, to: ls.length })
  heads.push(count)
  // A block is at least two messages; layouts that alternate line by line, or a single odd
  // line inside a chat (`<kim> hello` quoted in a Discord message), are not a paste of two.
  return out.length >= 2 && out.length <= 6 && heads.every((n) => n >= 2) ? out : undefined
}
