/** Generators of conversations for the property tests. */
import fc from "fast-check"
import type { Render } from "../src/index.js"

const FIRST = [
  "Ana",
  "Bruno",
  "Chen",
  "Dana",
  "Émile",
  "Farah",
  "Gus",
  "Hana",
  "Ivo",
  "Jae",
  "Kofi",
  "Lena",
  "Mateo",
  "Nia",
  "Oskar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sven",
  "Tariq",
  "Zoë",
  "Ümit",
  "Łucja",
  "Søren"
]
const LAST = ["Ng", "Okafor", "Silva", "Kowalski", "O'Neil", "Van Dijk", "Nakamura", "Haddad", "2", "Jr"]
const EMOJI = ["🌻", "🎸", "🤓", "⚽", "🐙"]

/** A display name: first name, optional last name, optional emoji. */
export const name: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...FIRST),
    fc.option(fc.constantFrom(...LAST), { nil: undefined }),
    fc.option(fc.constantFrom(...EMOJI), { nil: undefined })
  )
  .map(([f, l, e]) => [f, l, e].filter((x) => x !== undefined).join(" "))

/** An IRC nick: no spaces. */
export const nick: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z0-9_]{1,8}$/)

const word = fc.oneof(
  fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 6 })
    .map((w) => w.replace(/[\s\u0085\u2028\u2029]/gu, "x").replace(/:$/u, "x")),
  fc.stringMatching(/^[a-zà-ÿ]{1,8}$/),
  fc.constantFrom(
    "ok",
    "👍",
    "¿qué?",
    "日本語",
    "naïve",
    "l'été",
    "x2",
    "50%",
    "(maybe)",
    "«oui»",
    "👩‍💻",
    "…",
    "3.14",
    "a/b",
    "#tag",
    "@here"
  )
)

/**
 * One line of text: starts with a lowercase word (never a header or a decoration line of any
 * layout: `12:30` alone is a Slack time line, `<x> hi` an IRC message, `(edited)` a mark),
 * then any words, arbitrary graphemes included. No word ends with a colon: `a x: a` is a
 * `Name: text` header in the plain layout, where a line carries nothing else to tell them apart.
 */
export const textLine: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.array(word, { maxLength: 8 }))
  .map(([w, ws]) => [w, ...ws].join(" "))

/** A message text of 1 to 3 lines. */
export const text = (maxLines = 3): fc.Arbitrary<string> =>
  fc.array(textLine, { minLength: 1, maxLength: maxLines }).map((ls) => ls.join("\n"))

/** A conversation: 1 to 12 messages among 1 to 4 speakers. */
export const conversation = (
  speaker: fc.Arbitrary<string> = name,
  maxLines = 3
): fc.Arbitrary<ReadonlyArray<Render.Line>> =>
  fc.uniqueArray(speaker, { minLength: 1, maxLength: 4 }).chain((speakers) =>
    fc.array(fc.record({ speaker: fc.constantFrom(...speakers), text: text(maxLines) }), {
      minLength: 1,
      maxLength: 12
    })
  )
