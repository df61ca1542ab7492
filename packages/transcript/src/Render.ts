/**
 * Renders messages in a layout, as the platform would show or export them. The inverse of
 * `Transcript.parse` for the speakers and texts (`parse(render(f, ms))` gives `ms` back, with
 * the limits noted per format), used by the round-trip tests, the eval and the bench.
 * Timestamps are made up from `start`, one minute apart: deterministic.
 */
import { all, type Format } from "./Format.js"

/** A message to render. */
export interface Line {
  readonly speaker: string
  readonly text: string
}

/** Options: the first message's time (`YYYY-MM-DDTHH:MM`, default 2024-01-12T09:05). */
export interface Options {
  readonly start?: string
}

/** Formats `render` supports (every format but `unknown`). */
export const formats: ReadonlyArray<Format> = all.filter((f) => f !== "unknown")

const pad = (n: number, w = 2): string => String(n).padStart(w, "0")

interface Clock {
  y: number
  mo: number
  d: number
  h: number
  mi: number
  s: number
}

const clockAt = (start: string, i: number): Clock => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(start)
  const base = m === null ? Date.UTC(2024, 0, 12, 9, 5) : Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)
  const t = new Date(base + i * 61_000)
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds()
  }
}

const h12 = (c: Clock): string =>
  `${c.h % 12 === 0 ? 12 : c.h % 12}:${pad(c.mi)}\u202f${c.h < 12 ? "AM" : "PM"}`
const h12ascii = (c: Clock): string =>
  `${c.h % 12 === 0 ? 12 : c.h % 12}:${pad(c.mi)} ${c.h < 12 ? "AM" : "PM"}`
const epoch = (c: Clock): number => Date.UTC(c.y, c.mo - 1, c.d, c.h, c.mi, c.s)

/** Latin-1 view of UTF-8 bytes: the mojibake Meta's exports contain. */
export const mojibake = (s: string): string => {
  const bytes = new TextEncoder().encode(s)
  let out = ""
  for (const b of bytes) out += String.fromCharCode(b)
  return out
}

const AI_ROLES = ["You", "ChatGPT"] as const

/** Renders messages in a layout. `ai-chat` maps the first two speakers to `You` / `ChatGPT`. */
export const render = (format: Format, messages: ReadonlyArray<Line>, options: Options = {}): string => {
  const start = options.start ?? "2024-01-12T09:05"
  const at = (i: number): Clock => clockAt(start, i)
  const parts: Array<string> = []
  switch (format) {
    case "whatsapp-android":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(`${pad(c.d)}/${pad(c.mo)}/${c.y}, ${pad(c.h)}:${pad(c.mi)} - ${m.speaker}: ${m.text}`)
      })
      return parts.join("\n")
    case "whatsapp-ios":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(
          `[${c.mo}/${c.d}/${String(c.y).slice(2)}, ${h12(c).replace("\u202f", `:${pad(c.s)}\u202f`)}] ${m.speaker}: ${m.text}`
        )
      })
      return parts.join("\n")
    case "signal":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(`[${c.y}-${pad(c.mo)}-${pad(c.d)}, ${pad(c.h)}:${pad(c.mi)}] ${m.speaker}: ${m.text}`)
      })
      return parts.join("\n")
    case "slack-copy":
      messages.forEach((m, i) => {
        const same = i > 0 && messages[i - 1]!.speaker === m.speaker
        parts.push(
          same ? `${at(i).h % 12 || 12}:${pad(at(i).mi)}` : `${m.speaker}  ${h12ascii(at(i))}`,
          m.text
        )
      })
      return parts.join("\n")
    case "discord-copy":
      messages.forEach((m, i) => {
        parts.push(`${m.speaker} — Today at ${h12ascii(at(i))}`, m.text)
      })
      return parts.join("\n")
    case "discord-exporter":
      parts.push("=".repeat(62), "Guild: Rendered", "Channel: general", "=".repeat(62), "")
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(`[${c.mo}/${c.d}/${c.y} ${h12ascii(c)}] ${m.speaker}`, m.text, "")
      })
      parts.push("=".repeat(62), `Exported ${messages.length} message(s)`, "=".repeat(62))
      return parts.join("\n")
    case "telegram-copy":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(
          `${m.speaker}, [${pad(c.d)}.${pad(c.mo)}.${String(c.y).slice(2)} ${pad(c.h)}:${pad(c.mi)}]`,
          m.text,
          ""
        )
      })
      return parts.join("\n")
    case "teams-copy":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(
          m.speaker,
          `${h12ascii(c).replace(" ", `:${pad(c.s)} `)} → https://teams.microsoft.com/l/message/19:abc@thread.v2/${epoch(c)}?context=%7B%7D`,
          m.text
        )
      })
      return parts.join("\n")
    case "teams-vtt":
      parts.push("WEBVTT", "")
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(
          `${i + 1}`,
          `${pad(c.h)}:${pad(c.mi)}:${pad(c.s)}.000 --> ${pad(c.h)}:${pad(c.mi)}:${pad(c.s + 1)}.000`,
          `<v ${m.speaker}>${m.text.replace(/\n/g, " ")}</v>`,
          ""
        )
      })
      return parts.join("\n")
    case "zoom-chat":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(`${pad(c.h)}:${pad(c.mi)}:${pad(c.s)} ${m.speaker}:\t${m.text.replace(/\n/g, "\n\t")}`)
      })
      return parts.join("\n")
    case "irc":
      messages.forEach((m, i) => {
        const c = at(i)
        parts.push(`[${pad(c.h)}:${pad(c.mi)}] <${m.speaker}> ${m.text}`)
      })
      return parts.join("\n")
    case "ai-chat": {
      const roles = new Map<string, string>()
      for (const m of messages) if (!roles.has(m.speaker)) roles.set(m.speaker, AI_ROLES[roles.size % 2]!)
      for (const m of messages) parts.push(`${roles.get(m.speaker)} said:`, m.text, "")
      return parts.join("\n")
    }
    case "slack-json":
      return JSON.stringify(
        messages.map((m, i) => ({
          type: "message",
          user: `U${pad(i, 4)}`,
          user_profile: { real_name: m.speaker },
          text: m.text,
          ts: `${epoch(at(i)) / 1000}.000100`
        })),
        null,
        2
      )
    case "discord-json":
      return JSON.stringify({
        guild: { id: "1", name: "Rendered" },
        channel: { id: "2", name: "general" },
        messages: messages.map((m, i) => ({
          id: String(1000 + i),
          type: "Default",
          timestamp: new Date(epoch(at(i))).toISOString(),
          content: m.text,
          author: { id: `a-${m.speaker}`, name: m.speaker, isBot: false }
        }))
      })
    case "telegram-json":
      return JSON.stringify({
        name: "Rendered",
        type: "private_group",
        id: 1,
        messages: messages.map((m, i) => {
          const c = at(i)
          return {
            id: i + 1,
            type: "message",
            date: `${c.y}-${pad(c.mo)}-${pad(c.d)}T${pad(c.h)}:${pad(c.mi)}:${pad(c.s)}`,
            from: m.speaker,
            from_id: `user${i}`,
            text: [m.text],
            text_entities: [{ type: "plain", text: m.text }]
          }
        })
      })
    case "meta-json":
      return JSON.stringify({
        participants: [...new Set(messages.map((m) => m.speaker))].map((name) => ({ name: mojibake(name) })),
        messages: messages
          .map((m, i) => ({
            sender_name: mojibake(m.speaker),
            timestamp_ms: epoch(at(i)),
            content: mojibake(m.text),
            is_geoblocked_for_viewer: false
          }))
          .reverse(),
        title: "Rendered",
        thread_path: "inbox/rendered_1"
      })
    case "json-messages":
      return JSON.stringify(
        messages.map((m, i) => ({
          speaker: m.speaker,
          text: m.text,
          timestamp: new Date(epoch(at(i))).toISOString()
        })),
        null,
        2
      )
    default:
      for (const m of messages) parts.push(`${m.speaker}: ${m.text}`)
      return parts.join("\n")
  }
}
