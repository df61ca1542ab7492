/**
 * IRC logs: irssi (`12:34 < nick> text`, `-!-` notices), WeeChat (`date time\tnick\ttext`,
 * `-->`/`<--`/`--` notices), HexChat (`Jan 02 12:34:56 <nick>\ttext`, `*\t` notices),
 * ISO-stamped (`[2024-01-02T12:34:56Z] <nick> text`) and dircproxy (`<nick!user@host> text`).
 * Joins, parts, quits and mode changes are dropped; `* nick waves` is nick's message `waves`;
 * after `a is now known as b`, b is still the speaker a.
 */
import { Acc, type Read } from "./read.js"
import { isoLocal } from "./text.js"

/** The time stamp at the start of a line, in any of the loggers' layouts. */
const STAMP =
  /^(?:\[([^\]]{1,40})\]|(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)|([A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}(?::\d{2})?)|(\d{1,2}:\d{2}(?::\d{2})?))[\t ]{1,3}/
/** `<nick>`, `< nick>`, `<@nick>`, `<nick!user@host>`, then the text. */
const SAY = /^<[ @+%~&]?([^\s<>!]{1,64})(?:!([^\s<>]{1,200}))?>[\t ]?(.*)$/
/** WeeChat: `nick\ttext` (nick column may carry a mode prefix). */
const WEECHAT = /^([@+%~&]?)([^\t\s]{1,64})\t(.*)$/
/** An action: `* nick waves` (HexChat: `*\tnick waves`). */
const ACTION = /^\*[\t ]([^\s]{1,64}) (.*)$/
/** Notices of the loggers: `-!-`, `***`, `--`, `-->`, `<--`, `=!=`, `--- Log opened`, `**** BEGIN LOGGING`. */
const NOTICE = /^(?:-!-|\*{2,4}|---?|-->|<--|=!=)(?:[\t ]|$)/
const NICK = /([^\s]{1,64}) is now known as ([^\s]{1,64})/
const JOINED = /^([^\s]{1,64}) [([]([^\])]{1,200})[)\]] has (?:joined|left|quit)/
const HEXCHAT_EVENT =
  /^[^\s]{1,64} (?:\([^)]{0,200}\) )?(?:has joined|has left|has quit|is now known as|sets mode|has kicked|has changed the topic|changes topic|removes channel|gives channel|has set topic)/

/**
 * How much a line reads as IRC: 1 for a time-stamped message or notice, 0.5 for a bare
 * `<nick> text` (the same shape appears quoted inside other chats), 0 otherwise.
 */
export const lineWeight = (line: string): number => {
  const s = STAMP.exec(line)
  const body = s === null ? line : line.slice(s[0].length)
  if (SAY.test(body)) return s !== null ? 1 : /^<[^>]{1,64}> /.test(body) ? 0.5 : 0
  if (s === null) return 0
  return NOTICE.test(body) || (s[2] !== undefined && WEECHAT.test(body)) || ACTION.test(body) ? 1 : 0
}

/** True when a line reads as IRC at all. */
export const isLine = (line: string): boolean => lineWeight(line) > 0

/** A host that names a bot: `.../bot/...` cloaks, or a `bot` ident. */
const BOT_HOST = /(?:^|[/.@~])bots?(?:[/.@]|$)|\/bot\/|^~?[\w-]{0,30}bot@/i

const stampIso = (s: RegExpExecArray): string | undefined => {
  const iso =
    s[2] ?? (s[1] !== undefined && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s[1]) ? s[1] : undefined)
  if (iso === undefined) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(.*)$/.exec(iso)
  if (m === null) return undefined
  const local = isoLocal(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6] ?? 0)
  )
  if (local === undefined) return undefined
  const zone = m[7]!.replace(/^\.\d+/, "")
  return zone === "" ? local : `${local}${zone}`
}

/** Reads an IRC log. */
export const read = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  const alias = new Map<string, string>()
  const who = (nick: string): string => alias.get(nick) ?? nick
  for (const line of ls) {
    const s = STAMP.exec(line)
    const body = s === null ? line : line.slice(s[0].length)
    const ts = s === null ? undefined : stampIso(s)
    const say = SAY.exec(body)
    if (say !== null) {
      const nick = who(say[1]!)
      if (say[2] !== undefined && BOT_HOST.test(say[2])) acc.bots.add(nick)
      acc.start(nick, say[3]!, ts)
      continue
    }
    const notice = NOTICE.test(body)
    const hexEvent = !notice && /^\*[\t ]/.test(body) && HEXCHAT_EVENT.test(body.slice(2))
    if (notice || hexEvent) {
      const n = NICK.exec(body)
      if (n !== null) alias.set(n[2]!, who(n[1]!))
      const j = JOINED.exec(body.replace(/^\S+[\t ]+/, ""))
      if (j !== null && BOT_HOST.test(j[2]!)) acc.bots.add(who(j[1]!))
      acc.sys()
      continue
    }
    const action = ACTION.exec(body)
    if (action !== null && s !== null) {
      acc.start(who(action[1]!), action[2]!, ts)
      continue
    }
    if (s !== null && s[2] !== undefined) {
      const w = WEECHAT.exec(body)
      if (w !== null) {
        const nick = w[2]!
        if (nick === "*" || nick === " *") {
          const a = /^([^\s]{1,64}) (.*)$/.exec(w[3]!)
          if (a !== null) acc.start(who(a[1]!), a[2]!, ts)
          else acc.sys()
        } else acc.start(who(nick), w[3]!, ts)
        continue
      }
    }
    acc.cont(line)
  }
  return acc.done("irc")
}
