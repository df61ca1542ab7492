/**
 * `parse`: pasted chat text to messages. Detects the layout (see `Format`), reads it, drops
 * decoration (system notices, timestamps, badges, reactions, read receipts), joins
 * continuation lines to the message above, numbers the messages `m1, m2, ...`, lists the
 * participants in order of first speech and guesses the agent. Pure and deterministic: no
 * clock (pass `referenceDate` for `Today at 4:20 PM`), no I/O; never throws.
 */
import * as Agent from "./Agent.js"
import type { Format } from "./Format.js"
import * as Ai from "./internal/ai.js"
import * as Detect from "./internal/detect.js"
import * as Discord from "./internal/discord.js"
import * as Generic from "./internal/generic.js"
import * as Irc from "./internal/irc.js"
import * as Meta from "./internal/meta.js"
import * as Plain from "./internal/plain.js"
import type { Raw, Read } from "./internal/read.js"
import * as Slack from "./internal/slack.js"
import * as Teams from "./internal/teams.js"
import * as Telegram from "./internal/telegram.js"
import { cleanSpeaker, joinText, lines, MARKS } from "./internal/text.js"
import * as WhatsApp from "./internal/whatsapp.js"
import * as Zoom from "./internal/zoom.js"

/** One message: `id` is `m1`, `m2`, ... in order; `timestamp` is ISO 8601 when the layout gives a date. */
export interface Message {
  readonly id: string
  readonly speaker: string
  readonly text: string
  /** Local time `YYYY-MM-DDTHH:MM:SS` (exports carry no zone) or UTC `...Z` (JSON exports). */
  readonly timestamp?: string
}

/** The result of `parse`. */
export interface Parsed {
  /** The detected layout; `unknown` when no message could be read. */
  readonly format: Format
  readonly messages: ReadonlyArray<Message>
  /** Distinct speakers in order of first speech: exactly the values accepted as `agent_name`. */
  readonly participants: ReadonlyArray<string>
  /** The participant most probably the AI agent, or null (see `Agent`). */
  readonly agentGuess: string | null
  /** Non-blank lines (or JSON records) that could not be read. */
  readonly skippedLines: number
  /** Lines (or JSON records) dropped as system notices or decoration. */
  readonly systemLines: number
}

/** Options of `parse`. */
export interface Options {
  /** The day `Today` means (`YYYY-MM-DD`), for layouts that write relative days; no timestamp without it. */
  readonly referenceDate?: string
}

const json = (text: string): unknown => {
  const t = text.trim()
  const first = t[0]
  const last = t[t.length - 1]
  if (!((first === "{" && last === "}") || (first === "[" && last === "]"))) return undefined
  try {
    return JSON.parse(t.charCodeAt(0) === 0xfeff ? t.slice(1) : t)
  } catch {
    return undefined
  }
}

const readJson = (doc: unknown): Read | undefined => {
  if (Slack.isExport(doc)) return Slack.readExport(doc)
  if (Discord.isJson(doc)) return Discord.readJson(doc)
  if (Meta.isExport(doc)) return Meta.readExport(doc)
  if (Telegram.isExport(doc)) return Telegram.readExport(doc)
  if (Ai.isClaudeExport(doc)) return Ai.readClaudeExport(doc)
  if (Ai.isChatGptExport(doc)) return Ai.readChatGptExport(doc)
  if (Generic.isList(doc)) return Generic.read(doc)
  return undefined
}

/** Reads lines in a given text layout. */
const readText = (format: Format, ls: ReadonlyArray<string>, reference: string | undefined): Read => {
  switch (format) {
    case "whatsapp-android":
    case "whatsapp-ios":
    case "signal":
      return WhatsApp.read(ls)
    case "slack-copy":
      return Slack.readCopy(ls, reference)
    case "discord-copy":
      return Discord.readCopy(ls, reference)
    case "discord-exporter":
      return Discord.readExporter(ls)
    case "telegram-copy":
      return Telegram.readCopy(ls)
    case "teams-copy":
      return Teams.readCopy(ls, reference)
    case "teams-vtt":
      return Teams.readVtt(ls)
    case "zoom-chat":
      return Zoom.read(ls)
    case "irc":
      return Irc.read(ls)
    case "ai-chat":
      return Ai.read(ls)
    default:
      return Plain.read(ls)
  }
}

/**
 * Names with a colon (`Team: Alpha`): when every message of a speaker (two or more) starts
 * with the same short `X: `, the speaker is `Name: X` and the prefix is not text.
 */
const colonNames = (speakers: Array<string>, texts: Array<string>): void => {
  let any = false
  for (const t of texts) {
    const k = t.indexOf(": ")
    if (k >= 1 && k <= 40) {
      any = true
      break
    }
  }
  if (!any) return
  const prefix = new Map<string, string | null>()
  const counts = new Map<string, number>()
  for (let i = 0; i < speakers.length; i++) {
    const speaker = speakers[i]!
    const text = texts[i]!
    counts.set(speaker, (counts.get(speaker) ?? 0) + 1)
    if (prefix.get(speaker) === null) continue
    const k = text.indexOf(": ")
    const p = k >= 1 && k <= 40 && text.lastIndexOf("\n", k) < 0 ? text.slice(0, k) : null
    const seen = prefix.get(speaker)
    if (seen === undefined) prefix.set(speaker, p)
    else if (seen !== p) prefix.set(speaker, null)
  }
  for (let i = 0; i < speakers.length; i++) {
    const p = prefix.get(speakers[i]!)
    if (p === null || p === undefined || (counts.get(speakers[i]!) ?? 0) < 2) continue
    speakers[i] = `${speakers[i]}: ${cleanSpeaker(p)}`
    texts[i] = texts[i]!.slice(p.length + 2).trim()
  }
}

/** Speaker names are at most 255 characters (spec 8, `agent_name`); longer ones are cut. */
const MAX_SPEAKER = 255

const capSpeaker = (s: string): string => Array.from(s).slice(0, MAX_SPEAKER).join("").trim()

const COLON_FORMATS = new Set<Format>(["whatsapp-android", "whatsapp-ios", "signal", "plain"])

/** Parses pasted chat text (see the module comment). Never throws. */
export const parse = (text: string, options: Options = {}): Parsed => {
  try {
    return parseUnsafe(text, options)
  } catch {
    // A reader bug must not take the request down: read the text as plain lines instead,
    // and if even that fails, report nothing readable.
    try {
      return finish(Plain.read(lines(text)))
    } catch {
      return {
        format: "unknown",
        messages: [],
        participants: [],
        agentGuess: null,
        skippedLines: 0,
        systemLines: 0
      }
    }
  }
}

const finish = (read: Read, marks = true): Parsed => {
  const speakers: Array<string> = []
  const texts: Array<string> = []
  const stamps: Array<string | undefined> = []
  let dropped = 0
  for (const r of read.raws as ReadonlyArray<Raw>) {
    const text = joinText(r.lines, marks)
    if (text === "" || r.speaker === "") {
      dropped++
      continue
    }
    speakers.push(r.speaker.length > MAX_SPEAKER ? capSpeaker(r.speaker) : r.speaker)
    texts.push(text)
    stamps.push(r.timestamp)
  }
  if (COLON_FORMATS.has(read.format)) colonNames(speakers, texts)
  const messages: Array<Message> = new Array(texts.length)
  const participants: Array<string> = []
  const seen = new Set<string>()
  for (let i = 0; i < texts.length; i++) {
    const speaker = speakers[i]!
    const timestamp = stamps[i]
    messages[i] =
      timestamp === undefined
        ? { id: `m${i + 1}`, speaker, text: texts[i]! }
        : { id: `m${i + 1}`, speaker, text: texts[i]!, timestamp }
    if (!seen.has(speaker)) {
      seen.add(speaker)
      participants.push(speaker)
    }
  }
  const format: Format = messages.length === 0 ? "unknown" : read.format
  return {
    format,
    messages,
    participants,
    agentGuess: Agent.guess({ messages, participants, bots: read.bots, assistant: read.assistant }),
    skippedLines: read.skipped,
    systemLines: read.system + dropped
  }
}

/** One reading of several pasted layouts; its format is the one that gave most messages. */
const mergeReads = (reads: ReadonlyArray<Read>): Read => {
  const counts = new Map<Format, number>()
  for (const r of reads) counts.set(r.format, (counts.get(r.format) ?? 0) + r.raws.length)
  let format: Format = "unknown"
  let best = -1
  for (const [f, n] of counts)
    if (n > best) {
      best = n
      format = f
    }
  const bots = new Set<string>()
  for (const r of reads) for (const b of r.bots) bots.add(b)
  return {
    format,
    raws: reads.flatMap((r) => r.raws),
    skipped: reads.reduce((n, r) => n + r.skipped, 0),
    system: reads.reduce((n, r) => n + r.system, 0),
    bots,
    assistant: reads.find((r) => r.assistant !== undefined)?.assistant
  }
}

const parseUnsafe = (text: string, options: Options): Parsed => {
  const reference = options.referenceDate
  const doc = json(text)
  if (doc !== undefined) {
    const read = readJson(doc)
    if (read !== undefined) return finish(read)
  }
  const ls = lines(text)
  // Bidi marks are removed from every message; when the input has none, that work is skipped.
  const marks = MARKS.test(text)
  const scores = Detect.score(ls)
  const parts = Detect.segments(ls, scores)
  if (parts !== undefined) {
    const merged = finish(
      mergeReads(parts.map((p) => readText(p.format, ls.slice(p.from, p.to), reference))),
      marks
    )
    if (merged.messages.length > 0) return merged
  }
  // The detected layout first; when nothing survives its reading, the next candidates.
  let first: Parsed | undefined
  for (const format of Detect.candidates(ls, scores)) {
    const parsed = finish(readText(format, ls, reference), marks)
    if (parsed.messages.length > 0) return parsed
    first ??= parsed
  }
  return first ?? finish(Plain.read(ls))
}

/** Detects the layout only (cheap: JSON shape or a sample of lines). */
export const detect = (text: string): Format => {
  const doc = json(text)
  if (doc !== undefined) {
    const read = readJson(doc)
    if (read !== undefined)
      return read.format === "telegram-json" || read.raws.length > 0 ? read.format : "unknown"
  }
  return Detect.detectText(lines(text))
}
