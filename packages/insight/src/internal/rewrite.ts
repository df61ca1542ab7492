/**
 * Rewriting an agent message with one fix applied, keeping the agent's own words where they are
 * not the problem.
 */
import { escapeRegExp, laughter } from "./lexicon.js"

const sentenceRe = /[^.!?…]+(?:[.!?…]+|$)/g

/** Split into sentences (keeps punctuation). */
export const sentences = (text: string): Array<string> =>
  (text.match(sentenceRe) ?? [text]).map((s) => s.trim()).filter((s) => s.length > 0)

/** Keep whole sentences up to about `maxWords` words (at least one sentence). */
export const shorten = (text: string, maxWords: number): string => {
  const out: Array<string> = []
  let count = 0
  for (const s of sentences(text)) {
    const w = s.split(/\s+/).length
    if (out.length > 0 && count + w > maxWords) break
    out.push(s)
    count += w
  }
  let result = out.join(" ")
  const words = result.split(/\s+/)
  if (words.length > maxWords * 1.6) result = `${words.slice(0, Math.max(6, maxWords)).join(" ")}…`
  return result
}

/**
 * Keep the sentences most about `focus` (stemmed content tokens of the question), in their
 * original order, up to about `maxWords` words.
 */
export const shortenFor = (text: string, maxWords: number, focus: ReadonlyArray<string>): string => {
  const all = sentences(text)
  if (focus.length === 0 || all.length <= 1) return shorten(text, maxWords)
  const f = new Set(focus.map((w) => w.slice(0, 5)))
  const score = (s: string): number =>
    (s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length >= 3 && f.has(w.slice(0, 5)))
      .length
  const ranked = all.map((s, i) => ({ s, i, score: score(s) })).sort((a, b) => b.score - a.score || a.i - b.i)
  const chosen: Array<{ s: string; i: number }> = []
  let count = 0
  for (const r of ranked) {
    const w = r.s.split(/\s+/).length
    if (chosen.length > 0 && count + w > maxWords) break
    chosen.push(r)
    count += w
  }
  return shorten(
    chosen
      .sort((a, b) => a.i - b.i)
      .map((c) => c.s)
      .join(" "),
    maxWords
  )
}

const cheerOpeners =
  /^(?:(?:great|awesome|amazing|wonderful|fantastic|perfect|yay|woohoo|excellent|sweet|cool|nice|no worries|love (?:that|it)|sounds great|good news)[!.,]*\s*)+/i
const cheerEmoji = /\s*(?:🎉|🥳|😀|😃|😄|😁|🙌|✨|😊|🙂|👍|😎|🤩|💪)/gu

/** Remove cheerful openers, party emoji and stacked exclamation marks. */
export const stripCheer = (text: string): string => {
  let t = text.replace(cheerOpeners, "").replace(cheerEmoji, "")
  t = t
    .replace(/!{1,}/g, ".")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+\./g, ".")
    .trim()
  if (t.length > 0) t = t.charAt(0).toUpperCase() + t.slice(1)
  return t
}

/** Laughter (the lexicon's, everywhere in a text) and a wry "rip" or grimace. */
const laughterAll = new RegExp(`${laughter.source}|\\brip\\b|😬`, "giu")

/** `text` without laughter ("lol", "lmao", "haha", "💀", "😅", "😂"). */
export const stripLaughter = (text: string): string =>
  text
    .replace(laughterAll, "")
    .replace(/\s{2,}/g, " ")
    .trim()

const formalToCasual: ReadonlyArray<readonly [RegExp, string]> = [
  [/^dear (?:valued )?(?:customer|user|member|sir or madam|sir|madam)[,.]?\s*/i, ""],
  [/^greetings[,.!]?\s*/i, "hey! "],
  [/^good (morning|afternoon|evening)\b/i, "$1"],
  [/^hello[,.!]?\s*/i, "hey "],
  [/thank you for (?:contacting us|reaching out|your (?:patience|inquiry|message))[.!]?\s*/gi, ""],
  [
    /we apologi[sz]e for (?:any|the) inconvenience(?: (?:this may have )?caused)?[.!]?\s*/gi,
    "sorry about that! "
  ],
  [/please be advised that\s*/gi, ""],
  [/please note that\s*/gi, ""],
  [/kindly\s+/gi, ""],
  [/do not hesitate to/gi, "just"],
  [/should you (?:have|require|need) (?:any )?further assistance[^.!]*[.!]?/gi, "shout if you need anything"],
  [/is there anything else i can (?:help|assist) you with(?: today)?\??/gi, "anything else?"],
  [/at your earliest convenience/gi, "when you can"],
  [/(?:best |kind )?regards,?.*$/gi, ""],
  [/\bassist\b/gi, "help"],
  [/\bassistance\b/gi, "help"],
  [/\bregarding\b/gi, "about"],
  [/\bpurchase\b/gi, "buy"],
  [/\brequire\b/gi, "need"],
  [/\bI am\b/g, "I'm"],
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bit is\b/gi, "it's"],
  [/\bdo not\b/gi, "don't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\bI would\b/g, "I'd"],
  [/\bthat is\b/gi, "that's"],
  [/\bwe would\b/gi, "we'd"]
]

const casualToFormal: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:lol|lmao|haha+|hehe+)\b\s*/gi, ""],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bgotta\b/gi, "have to"],
  [/\bkinda\b/gi, "somewhat"],
  [/\b(?:yeah|yep|yup|ya|yea)\b/gi, "yes"],
  [/\b(?:nope|nah)\b/gi, "no"],
  [/\bu\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\b(?:pls|plz)\b/gi, "please"],
  [/\b(?:thx|ty)\b/gi, "thank you"],
  [/\b(?:bro|dude|mate|buddy|fam)\b,?\s*/gi, ""],
  [/\bhey+\b/gi, "Hello"],
  [/\byo\b/gi, "Hello"],
  [/\b(?:omg|ngl|tbh|fr)\b,?\s*/gi, ""],
  [/\bidk\b/gi, "I am not sure"],
  [/\bbtw\b/gi, "by the way"],
  [/\bcool\b/gi, "fine"],
  [/\bawesome\b/gi, "excellent"],
  [/!{2,}/g, "."],
  [/\p{Extended_Pictographic}\s*/gu, ""]
]

const capitalizeSentences = (t: string): string =>
  t.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase())

/** The same message in a casual register. */
export const toCasual = (text: string): string => {
  let t = text
  for (const [re, to] of formalToCasual) t = t.replace(re, to)
  t = capitalizeSentences(t.replace(/\s{2,}/g, " ").trim())
  return t.length === 0 ? "hey, what's up?" : t
}

/** The same message in a formal register. */
export const toFormal = (text: string): string => {
  let t = text
  for (const [re, to] of casualToFormal) t = t.replace(re, to)
  t = capitalizeSentences(t.replace(/\s{2,}/g, " ").trim())
  if (t.length > 0 && !/[.!?]$/.test(t)) t = `${t}.`
  return t.length === 0 ? "Thank you for your message." : t
}

/** A name as a whole word (not inside a longer word). */
const namePattern = (name: string, flags: string): RegExp =>
  new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, flags)

/** Replace a name everywhere (whole word). */
export const replaceName = (text: string, wrong: string, right: string): string =>
  text.replace(namePattern(wrong, "gu"), right)

/** How a name is written in `text` (any case), if it is there as a whole word. */
export const nameAsWritten = (text: string, name: string): string | undefined =>
  namePattern(name, "iu").exec(text)?.[0]

/** Quote a message briefly. */
export const quote = (text: string, maxWords = 12): string => {
  const words = text.trim().split(/\s+/)
  const t = words.length > maxWords ? `${words.slice(0, maxWords).join(" ")}…` : text.trim()
  return `“${t}”`
}

/** Lower-case the first letter unless it starts a name or "I". */
export const lowerFirst = (t: string): string =>
  /^(?:I\b|[\p{Lu}]{2,})/u.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1)
