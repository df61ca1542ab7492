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
    if (Irc.isLine(line)) s.irc++
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
export const candidates = (ls: ReadonlyArray<string>): Array<Format> => {
  const s = score(ls)
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
