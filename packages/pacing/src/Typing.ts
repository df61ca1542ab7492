/**
 * The typing model that times the messages of a reply: a first beat for reading the inbound
 * messages and thinking, then for each message a typing time proportional to its length at a
 * measured human speed, and a short pause between messages. Every duration is bounded so that a
 * long reply never takes minutes, and jittered by a seeded generator so that replies do not all
 * tick at the same rhythm.
 *
 * Sources:
 * - Desktop: 51.56 words per minute, 238.66 ms mean inter-key interval (Dhakal, Feit, Kristensson
 *   and Oulasvirta, "Observations on Typing from 136 Million Keystrokes", CHI 2018, 168,000
 *   participants).
 * - Mobile: 36.2 words per minute (Palin, Feit, Kim, Kristensson and Oulasvirta, "How do People
 *   Type on Mobile Devices? Observations from a Study with 37,000 Volunteers", MobileHCI 2019).
 * - Reading: 238 words per minute, silent reading of non-fiction in English (Brysbaert, "How many
 *   words do we read per minute?", Journal of Memory and Language 109, 2019).
 * - A word is 5 characters, the convention behind words-per-minute figures.
 */
import seedrandom from "seedrandom"

/** The device whose typing speed is imitated. */
export type Device = "desktop" | "mobile"

/** Milliseconds per character: desktop is the measured inter-key interval. */
export const MS_PER_CHAR: Readonly<Record<Device, number>> = {
  desktop: 238.66,
  mobile: 60_000 / (36.2 * 5)
}

/** Reading speed: 238 wpm × 5 chars = 1,190 chars per minute. */
export const READ_MS_PER_CHAR = 60_000 / (238 * 5)

/** The bounds of every duration of the model, in milliseconds. */
export const BOUNDS = {
  /** Time to think before typing the first message, before jitter. */
  think: 1_000,
  /** The first beat (think + read): at least, at most. */
  firstMin: 800,
  firstMax: 5_000,
  /** Typing time of one message: at least, at most. */
  typingMin: 400,
  typingMax: 6_000,
  /** Pause between delivering a message and starting to type the next: at least, at most. */
  pauseMin: 300,
  pauseMax: 1_200,
  /** The pause before jitter. */
  pause: 700,
  /** Jitter: each duration is multiplied by a factor in [1 - jitter, 1 + jitter], then bounded. */
  jitter: 0.15
} as const

/** Longest time from `now` to the last delivery: first beat + 5 typings + 4 pauses at their maxima. */
export const MAX_TOTAL_MS = BOUNDS.firstMax + 5 * BOUNDS.typingMax + 4 * BOUNDS.pauseMax

/** Options of {@link schedule}. */
export interface ScheduleOptions {
  /** The clock, epoch milliseconds. */
  readonly now: number
  /** Seed of the jitter; the same seed gives the same times. */
  readonly seed: number | string
  /** Default `desktop`. */
  readonly device?: Device
  /** Characters of inbound text the agent reads before answering (adds reading time). Default 0. */
  readonly readChars?: number
}

/** When a message's typing indicator starts and when the message is delivered (epoch ms). */
export interface Timing {
  readonly typingAt: number
  readonly deliverAt: number
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))

/**
 * Times messages of the given lengths (characters). With `r` a uniform draw in [-1, 1]:
 *
 *     first  = clamp((think + readChars · READ_MS_PER_CHAR) · (1 + jitter·r), firstMin, firstMax)
 *     type_i = clamp(chars_i · MS_PER_CHAR[device] · (1 + jitter·r), typingMin, typingMax)
 *     pause  = clamp(pause · (1 + jitter·r), pauseMin, pauseMax)
 *     deliverAt_0 = now + first + type_0;   deliverAt_i = deliverAt_{i-1} + pause_i + type_i
 *     typingAt_i  = deliverAt_i - type_i
 *
 * Times are whole milliseconds, strictly increasing, all after `now`, and the last is at most
 * `now + MAX_TOTAL_MS` for up to 5 messages.
 */
export const schedule = (lengths: ReadonlyArray<number>, options: ScheduleOptions): ReadonlyArray<Timing> => {
  const rng = seedrandom.alea(String(options.seed))
  const jitter = (): number => 1 + BOUNDS.jitter * (2 * rng() - 1)
  const perChar = MS_PER_CHAR[options.device ?? "desktop"]
  const read = Math.max(0, options.readChars ?? 0) * READ_MS_PER_CHAR
  const first = Math.round(clamp((BOUNDS.think + read) * jitter(), BOUNDS.firstMin, BOUNDS.firstMax))
  const out: Array<Timing> = []
  let t = options.now + first
  lengths.forEach((chars, i) => {
    if (i > 0) t += Math.round(clamp(BOUNDS.pause * jitter(), BOUNDS.pauseMin, BOUNDS.pauseMax))
    const typing = Math.round(clamp(chars * perChar * jitter(), BOUNDS.typingMin, BOUNDS.typingMax))
    out.push({ typingAt: t, deliverAt: t + typing })
    t += typing
  })
  return out
}
