/** The shape every format reader returns, and the accumulator readers share. */
import type { Format } from "../Format.js"
import { isBlank } from "./text.js"

/** One or more emoji (or Slack `:name:` codes) and nothing else. */
export const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|:[\w+'-]{1,40}:|\s){1,40}$/u

/** A message as read, before text cleaning and numbering. */
export interface Raw {
  speaker: string
  lines: Array<string>
  timestamp: string | undefined
}

/** What a reader found: messages, counts, and speakers flagged as bots by the platform itself. */
export interface Read {
  readonly format: Format
  readonly raws: ReadonlyArray<Raw>
  /** Non-blank lines that could not be read (before the first message, or unparseable). */
  readonly skipped: number
  /** Lines and records dropped as system notices or decoration. */
  readonly system: number
  /** Speakers the platform marks as bots (badges, hostmasks, bot flags). */
  readonly bots: ReadonlySet<string>
  /** True for formats whose non-user role is by construction an AI (ai-chat). */
  readonly assistant?: string | undefined
}

/** Collects messages line by line; continuation lines join the open message. */
export class Acc {
  readonly raws: Array<Raw> = []
  readonly bots = new Set<string>()
  skipped = 0
  system = 0
  private cur: Raw | undefined = undefined
  /** Inside a system notice: its continuation lines are dropped with it. */
  private inSystem = false

  start(speaker: string, first: string | undefined, timestamp: string | undefined): Raw {
    const raw: Raw = { speaker, lines: first === undefined ? [] : [first], timestamp }
    this.raws.push(raw)
    this.cur = raw
    this.inSystem = false
    return raw
  }

  /** Non-blank lines read while no message was open (counted in `skipped`). */
  private orphans: Array<string> = []

  /** A line that continues the open message (or is skipped when none is open). */
  cont(line: string): void {
    if (this.cur !== undefined) this.cur.lines.push(line)
    else if (this.inSystem) this.system++
    else if (!isBlank(line)) {
      this.skipped++
      this.orphans.push(line)
    }
  }

  /**
   * Takes back the last non-blank line read (from the open message, or a skipped line):
   * layouts that put the name on the line above a time line (Discord, Teams) use it.
   */
  popAbove(): string | undefined {
    const from = this.cur !== undefined ? this.cur.lines : this.orphans
    while (from.length > 0 && isBlank(from[from.length - 1]!)) from.pop()
    const line = from.pop()
    if (line !== undefined && this.cur === undefined) this.skipped--
    return line
  }

  /** A system notice or decoration line: closes the open message. */
  sys(): void {
    this.system++
    this.cur = undefined
    this.inSystem = true
  }

  /** A decoration line that does not close the open message. */
  drop(): void {
    this.system++
  }

  /**
   * A count line (`3`) right after an emoji-only line is a reaction: both are dropped.
   * Returns true when `t` was such a count.
   */
  reaction(t: string): boolean {
    const cur = this.cur
    if (cur === undefined || cur.lines.length < 2 || !/^\d{1,4}$/.test(t)) return false
    const last = cur.lines[cur.lines.length - 1]!.trim()
    if (!EMOJI_ONLY.test(last)) return false
    cur.lines.pop()
    this.system += 2
    return true
  }

  /** Closes the open message without counting anything. */
  close(): void {
    this.cur = undefined
    this.inSystem = false
  }

  get open(): Raw | undefined {
    return this.cur
  }

  done(format: Format, assistant?: string): Read {
    return { format, raws: this.raws, skipped: this.skipped, system: this.system, bots: this.bots, assistant }
  }
}
