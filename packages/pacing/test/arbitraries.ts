import * as fc from "fast-check"

/** A generated reply with the spans of its atoms: words, URLs, numbers, emoji, code. */
export interface Reply {
  readonly text: string
  readonly atoms: ReadonlyArray<readonly [number, number, string]>
}

type Frag =
  | { readonly kind: "atom"; readonly text: string }
  | { readonly kind: "glue"; readonly text: string }

const atom = (text: string): Frag => ({ kind: "atom", text })
const glue = (text: string): Frag => ({ kind: "glue", text })

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ']{1,12}$/)
const url = fc
  .tuple(
    fc.constantFrom("https://", "http://", "www."),
    fc.stringMatching(/^[a-z0-9-]{1,12}\.[a-z]{2,4}(\/[A-Za-z0-9_?=&.%-]{0,20}){0,3}$/)
  )
  .map(([a, b]) => a + b)
const number = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n.toLocaleString("en-US")),
  fc.double({ min: 0, max: 1e5, noNaN: true }).map((x) => x.toFixed(2)),
  fc.constantFrom("7:45", "3.14159", "1e9", "-42", "50%", "€35", "v1.2.3")
)
const emoji = fc.constantFrom("👍", "👩‍👩‍👧‍👦", "👍🏽", "🇫🇷", "❤️", "🙂", "🤷‍♀️")
const codeSpan = fc
  .array(fc.stringMatching(/^[a-z(){}=.;0-9]{1,6}$/), { minLength: 1, maxLength: 4 })
  .map((ws) => `\`${ws.join(" ")}\``)
const codeBlock = fc
  .array(fc.stringMatching(/^[a-z(){}=.;0-9 ]{0,30}$/), { minLength: 1, maxLength: 6 })
  .map((lines) => `\`\`\`ts\n${lines.join("\n")}\n\`\`\``)

const sentenceEnd = fc.constantFrom(".", "!", "?", "…", "", ",", ";", ":", " -")

const sentence: fc.Arbitrary<ReadonlyArray<Frag>> = fc
  .tuple(
    fc.array(
      fc.oneof(
        { weight: 12, arbitrary: word.map(atom) },
        { weight: 1, arbitrary: url.map(atom) },
        { weight: 2, arbitrary: number.map(atom) },
        { weight: 1, arbitrary: emoji.map(atom) },
        { weight: 1, arbitrary: codeSpan.map(atom) }
      ),
      { minLength: 1, maxLength: 25 }
    ),
    sentenceEnd
  )
  .map(([atoms, end]) => {
    const out: Array<Frag> = []
    atoms.forEach((a, i) => {
      if (i > 0) out.push(glue(" "))
      out.push(a)
    })
    // the punctuation sticks to the last atom; it is glue, so the atom itself stays whole
    if (end !== "") out.push(glue(end))
    return out
  })

const block: fc.Arbitrary<ReadonlyArray<Frag>> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(sentence, { minLength: 1, maxLength: 6 })
      .map((ss) => ss.flatMap((s, i) => (i > 0 ? [glue(" "), ...s] : s)))
  },
  {
    weight: 2,
    arbitrary: fc
      .array(sentence, { minLength: 1, maxLength: 6 })
      .map((ss) => ss.flatMap((s, i) => [glue(`${i > 0 ? "\n" : ""}- `), ...s]))
  },
  { weight: 1, arbitrary: codeBlock.map((c) => [atom(c)]) }
)

const separator = fc.constantFrom("\n\n", "\n", " ", "\n\n\n", "  \n")

/** Replies of 1-4,000 characters with the spans of their atoms. */
export const reply: fc.Arbitrary<Reply> = fc
  .tuple(
    fc.constantFrom("", " ", "\n"),
    fc.array(fc.tuple(block, separator), { minLength: 1, maxLength: 12 })
  )
  .map(([lead, blocks]) => {
    let text = lead
    const atoms: Array<readonly [number, number, string]> = []
    blocks.forEach(([frags, sep], i) => {
      if (i > 0) text += sep
      for (const f of frags) {
        if (f.kind === "atom") atoms.push([text.length, text.length + f.text.length, f.text])
        text += f.text
      }
    })
    return { text, atoms }
  })
  .filter((r) => r.text.trim().length > 0 && r.text.length <= 4000)
