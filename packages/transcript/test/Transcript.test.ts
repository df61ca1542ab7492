/**
 * Properties of `Transcript.parse`: round trip through every layout, invariants of the
 * output on any input, nothing lost, determinism. Examples after the properties.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Format, Render, Transcript } from "../src/index.js"
import { conversation, name, nick } from "./arbitraries.js"

const pairs = (p: Transcript.Parsed): Array<[string, string]> => p.messages.map((m) => [m.speaker, m.text])

/** What a layout keeps of a conversation, when it is not everything. */
const expected = (format: Format.Format, ms: ReadonlyArray<Render.Line>): Array<[string, string]> => {
  if (format === "teams-vtt") {
    // A transcript turn is one message: consecutive cues of a speaker are joined with spaces.
    const out: Array<[string, string]> = []
    for (const m of ms) {
      const t = m.text.replace(/\n/g, " ")
      const last = out[out.length - 1]
      if (last !== undefined && last[0] === m.speaker) last[1] = `${last[1]} ${t}`
      else out.push([m.speaker, t])
    }
    return out
  }
  if (format === "ai-chat") {
    const roles = new Map<string, string>()
    for (const m of ms) if (!roles.has(m.speaker)) roles.set(m.speaker, roles.size === 0 ? "You" : "ChatGPT")
    return ms.map((m) => [roles.get(m.speaker)!, m.text])
  }
  return ms.map((m) => [m.speaker, m.text])
}

const speakerFor = (format: Format.Format): fc.Arbitrary<string> => (format === "irc" ? nick : name)

describe("round trip: parse(render(format, messages)) gives the speakers and texts back", () => {
  for (const format of Render.formats) {
    it(format, () => {
      const convo =
        format === "ai-chat"
          ? fc
              .tuple(name, name)
              .filter(([a, b]) => a !== b)
              .chain(([a, b]) => conversation(fc.constantFrom(a, b)))
          : conversation(speakerFor(format))
      fc.assert(
        fc.property(convo, (ms) => {
          const p = Transcript.parse(Render.render(format, ms))
          expect(pairs(p)).toEqual(expected(format, ms))
          expect(p.format).toBe(format)
        }),
        { numRuns: 150 }
      )
    })
  }
})

describe("two layouts pasted one after the other", () => {
  const SPECIFIC: ReadonlyArray<Format.Format> = [
    "whatsapp-android",
    "whatsapp-ios",
    "slack-copy",
    "discord-copy",
    "discord-exporter",
    "telegram-copy",
    "teams-copy",
    "zoom-chat",
    "irc"
  ]
  const block = conversation(nick).filter((ms) => ms.length >= 2)
  it("reads both blocks in order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPECIFIC),
        fc.constantFrom(...SPECIFIC),
        block,
        block,
        (f1, f2, a, b) => {
          fc.pre(f1 !== f2 && !(f1.startsWith("whatsapp") && f2.startsWith("whatsapp")))
          const p = Transcript.parse(`${Render.render(f1, a)}\n${Render.render(f2, b)}`)
          expect(pairs(p)).toEqual([...a, ...b].map((m) => [m.speaker, m.text]))
        }
      ),
      { numRuns: 400 }
    )
  })
})

/** Pieces that make every layout's header rules work hard. */
const TRAPS = [
  "\ufeff",
  "\u200e",
  "\u200f",
  "\u202f",
  "\u00a0",
  "\r\n",
  "\n",
  "\r",
  "\t",
  "[1/2/24, 10:00:00] ",
  "1/2/24, 10:00 - ",
  "12/31/2023, 11:59 p. m. - ",
  ": ",
  ":",
  "**",
  "<",
  ">",
  "<nick>",
  " — Today at 4:20 PM",
  " — ",
  "→ https://teams.microsoft.com/l/message/1",
  "WEBVTT",
  "00:00:01.000 --> 00:00:02.000",
  "<v A>",
  "From ",
  " to ",
  "10:01:22\t",
  "You said:",
  "ChatGPT said:",
  "User:",
  "Assistant:",
  "## Prompt:",
  "-!- ",
  " is now known as ",
  "APP",
  "BOT",
  "  10:32 AM",
  ", [12.01.24 15:04]",
  "==============",
  "{Attachments}",
  "Alice",
  "~ Bob",
  "+44 7700 900123",
  " added you",
  "(edited)",
  "👍",
  "3",
  "!cmd",
  "```",
  "{",
  "}",
  "[",
  "]"
]

const chaos = fc
  .array(fc.oneof(fc.constantFrom(...TRAPS), fc.string({ unit: "binary", maxLength: 12 })), { maxLength: 60 })
  .map((xs) => xs.join(""))

const invariants = (p: Transcript.Parsed): void => {
  expect(p.messages.map((m) => m.id)).toEqual(p.messages.map((_, i) => `m${i + 1}`))
  const distinct: Array<string> = []
  for (const m of p.messages) if (!distinct.includes(m.speaker)) distinct.push(m.speaker)
  expect(p.participants).toEqual(distinct)
  if (p.agentGuess !== null) expect(p.participants).toContain(p.agentGuess)
  for (const m of p.messages) {
    expect(m.speaker.trim()).not.toBe("")
    expect(Array.from(m.speaker).length).toBeLessThanOrEqual(255)
    expect(m.text.trim()).not.toBe("")
    expect(m.speaker).not.toMatch(/[\u200e\u200f\ufeff\n]/)
    if (m.timestamp !== undefined) expect(Number.isNaN(Date.parse(m.timestamp))).toBe(false)
  }
  expect(p.format === "unknown").toBe(p.messages.length === 0)
  expect(p.skippedLines).toBeGreaterThanOrEqual(0)
  expect(p.systemLines).toBeGreaterThanOrEqual(0)
}

describe("any input", () => {
  it("never throws; ids m1..mN; participants are the distinct speakers in order of first speech", () => {
    fc.assert(
      fc.property(fc.oneof(chaos, fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" })), (s) => {
        invariants(Transcript.parse(s))
      }),
      { numRuns: 1500 }
    )
  })

  it("is deterministic", () => {
    fc.assert(
      fc.property(chaos, (s) => {
        expect(Transcript.parse(s)).toEqual(Transcript.parse(s))
      }),
      { numRuns: 200 }
    )
  })

  it("renders in any layout then surrounded by marks, BOMs and CRLF still reads the same", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Render.formats.filter((f) => !f.endsWith("json"))),
        conversation(nick),
        (format, ms) => {
          const clean = Render.render(format, ms)
          const dirty = `\ufeff${clean.replace(/\n/g, "\r\n")}\r\n`
          expect(pairs(Transcript.parse(dirty))).toEqual(pairs(Transcript.parse(clean)))
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe("nothing is lost", () => {
  /** A continuation line of arbitrary text (no line break, not blank). */
  const freeLine = fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
    .map((s) => `· ${s.replace(/[\r\n\u2028\u2029\u0085]/g, " ")}`)

  it("every continuation line of a plain chat ends up in a message text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.array(freeLine, { maxLength: 4 })), { minLength: 1, maxLength: 8 }),
        (turns) => {
          const input = turns.map(([n, ls]) => [`${n}: hello`, ...ls].join("\n")).join("\n")
          const p = Transcript.parse(input)
          const all = p.messages.map((m) => m.text).join("\n")
          for (const [, ls] of turns)
            for (const l of ls) {
              const core = l.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "").trim()
              expect(all).toContain(core)
            }
          expect(p.skippedLines).toBe(0)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("text that reads as no layout is unknown with every non-blank line counted as skipped", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ,.]{1,30}$/), { minLength: 1, maxLength: 20 }), (ls) => {
        const p = Transcript.parse(ls.join("\n"))
        expect(p.format).toBe("unknown")
        expect(p.messages).toEqual([])
        expect(p.skippedLines).toBe(ls.filter((l) => l.trim() !== "").length)
      })
    )
  })
})

describe("examples", () => {
  it("reads 'Today at' against the reference date only", () => {
    const text = "Ann — Today at 4:20 PM\nhi\nBo — Yesterday at 9:00 AM\nyo"
    expect(Transcript.parse(text).messages.map((m) => m.timestamp)).toEqual([undefined, undefined])
    expect(Transcript.parse(text, { referenceDate: "2024-03-01" }).messages.map((m) => m.timestamp)).toEqual([
      "2024-03-01T16:20:00",
      "2024-02-29T09:00:00"
    ])
  })

  it("decides the day order from the whole file", () => {
    const head = "01/02/2024, 10:00 - A: one\n02/02/2024, 10:00 - B: two\n"
    expect(Transcript.parse(`${head}13/02/2024, 10:00 - A: three`).messages[0]!.timestamp).toBe(
      "2024-02-01T10:00:00"
    )
    expect(Transcript.parse(`${head}02/13/2024, 10:00 - A: three`).messages[0]!.timestamp).toBe(
      "2024-01-02T10:00:00"
    )
  })

  it("counts messages after merging continuations and dropping system lines", () => {
    const lines = ["01/02/2024, 10:00 - Group created"]
    for (let i = 0; i < 300; i++) lines.push(`01/02/2024, 10:00 - ${i % 2 === 0 ? "A" : "B"}: m${i}`, "more")
    const p = Transcript.parse(lines.join("\n"))
    expect(p.messages.length).toBe(300)
    expect(p.messages[0]!.text).toBe("m0\nmore")
    expect(p.systemLines).toBe(1)
  })

  it("keeps Messenger text that was right already and repairs mojibake", () => {
    const doc = {
      participants: [{ name: "A" }],
      messages: [
        { sender_name: "A", timestamp_ms: 2, content: "caf\u00e9" },
        { sender_name: "A", timestamp_ms: 1, content: "caf\u00c3\u00a9" }
      ]
    }
    expect(Transcript.parse(JSON.stringify(doc)).messages.map((m) => m.text)).toEqual(["café", "café"])
  })

  it("follows IRC nick changes", () => {
    const p = Transcript.parse(
      "12:00 < al> hi\n12:01 -!- al is now known as al2\n12:02 < al2> back\n12:03 < bo> hey"
    )
    expect(p.participants).toEqual(["al", "bo"])
  })

  it("reads nothing from blank text", () => {
    for (const s of ["", "   ", "\n\n", "\ufeff\u200e"]) expect(Transcript.parse(s).format).toBe("unknown")
  })
})
