/** Microsoft Teams copy-paste and meeting transcripts in WebVTT. */
import { numericDay, onDay } from "./clock.js"
import { Acc, type Read } from "./read.js"
import { cleanSpeaker, isBlank } from "./text.js"

/** `10:30:45 AM → https://teams.microsoft.com/l/message/...` (a date may come first). */
export const ARROW =
  /^\s*(?:(\d{1,2})([/.])(\d{1,2})\2(\d{2,4}),? )?(\d{1,2}):(\d{2})(?::(\d{2}))?\s?([AaPp][Mm])?\s{0,3}→\s{0,3}(?:https?:\/\/\S{1,2000})?\s*$/
/** Classic Teams copy: `[10:30 AM] Alice Smith` with the text below. */
export const CLASSIC = /^\[(\d{1,2}):(\d{2})(?::(\d{2}))?\s?([AaPp][Mm])?\] ([^\s<>*-][^:<>]{0,79})$/
const DECORATION =
  /^(?:Edited|\d+ (?:Like|Heart|Laugh|Surprised|Sad|Angry|reaction)s?|has context menu|\(\d+ replies?\)|Reply)$/

/** Reads a Teams chat copy-paste. */
export const readCopy = (ls: ReadonlyArray<string>, reference: string | undefined): Read => {
  const acc = new Acc()
  for (const line of ls) {
    const a = ARROW.exec(line)
    if (a !== null) {
      const name = acc.popAbove()
      if (name === undefined) {
        acc.skipped++
        continue
      }
      const day = a[1] !== undefined ? numericDay(a[1], a[3]!, a[4]!, a[2]!) : reference
      acc.start(cleanSpeaker(name), undefined, onDay(day, a[5]!, a[6]!, a[7], a[8]))
      continue
    }
    const c = CLASSIC.exec(line)
    if (c !== null) {
      acc.start(cleanSpeaker(c[5]!), undefined, onDay(reference, c[1]!, c[2]!, c[3], c[4]))
      continue
    }
    if (DECORATION.test(line.trim())) {
      acc.drop()
      continue
    }
    acc.cont(line)
  }
  return acc.done("teams-copy")
}

/** A cue timing line `00:00:01.000 --> 00:00:04.000` (hours optional, `,` allowed). */
export const TIMING = /^(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s+-->\s+(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}/
const VOICE = /^<v(?:\.[\w.-]{0,40})?\s+([^>]{1,100})>(.*?)(?:<\/v>)?$/
const NAMED = /^([^\s:<][^:<]{0,59}):\s+(.*)$/
const TAGS =
  /<\/?(?:[biu]|c(?:\.[\w.-]{1,40})?|lang [^>]{1,20}|ruby|rt|v(?:\.[\w.-]{0,40})?(?:\s[^>]{1,100})?)>/g

/**
 * Reads a WebVTT transcript. Each cue's speaker comes from `<v Name>` or a `Name: ` prefix,
 * or is the previous cue's. Consecutive cues of one speaker are one turn (one message), their
 * caption lines joined with spaces.
 */
export const readVtt = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  let speaker: string | undefined
  let inCue = false
  let inNote = false
  for (let i = 0; i < ls.length; i++) {
    const line = ls[i]!
    const t = line.trim()
    if (t === "") {
      inCue = false
      inNote = false
      continue
    }
    if (TIMING.test(t)) {
      inCue = true
      acc.drop()
      continue
    }
    if (!inCue) {
      // WEBVTT header, NOTE/STYLE blocks, cue identifiers (the line before a timing line).
      if (/^(?:NOTE|STYLE|REGION)\b/.test(t)) inNote = true
      const next = ls[i + 1]
      if (inNote || /^WEBVTT\b/.test(t) || (next !== undefined && TIMING.test(next.trim()))) {
        acc.drop()
        continue
      }
    }
    let who: string | undefined
    let text = t
    const v = VOICE.exec(t)
    if (v !== null) {
      who = cleanSpeaker(v[1]!)
      text = v[2]!
    } else {
      const n = NAMED.exec(t)
      if (n !== null) {
        who = cleanSpeaker(n[1]!)
        text = n[2]!
      }
    }
    text = text.replace(TAGS, "").trim()
    if (who !== undefined && who !== speaker) {
      speaker = who
      acc.start(who, text, undefined)
      continue
    }
    if (speaker === undefined) {
      if (!isBlank(text)) acc.skipped++
      continue
    }
    const open = acc.open
    if (open === undefined) acc.start(speaker, text, undefined)
    else open.lines[open.lines.length - 1] = `${open.lines[open.lines.length - 1]} ${text}`.trim()
  }
  return acc.done("teams-vtt")
}
