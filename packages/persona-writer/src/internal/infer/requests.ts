/** Requests stated in a prompt: age and experience ranges, decades, and "only X" restrictions (see `Infer.parseRequests`). */
import { findLocations } from "../location.js"
import { singular } from "../text.js"

/** An adjustment the prompt asks for. */
export type Request =
  | {
      readonly kind: "range"
      readonly target: "age" | "experience"
      readonly lo: number | undefined
      readonly hi: number | undefined
      readonly text: string
    }
  | { readonly kind: "restrict"; readonly words: ReadonlyArray<string>; readonly text: string }
  | { readonly kind: "location"; readonly places: ReadonlyArray<string>; readonly text: string }

const UNIT_AFTER =
  /^\s*(?:%|k\b|(?:percent|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|dollars?|euros?|pounds?|usd|eur|kg|lbs?|km|miles?|employees?|people|persons?|personas?|users?|customers?|students?|games?|tickets?|orders?|items?|times?|million|thousand|bucks)\b)/

const DECADES: Readonly<Record<string, number>> = {
  teens: 10,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90
}

const EXPERIENCE =
  "years?\\s+(?:of\\s+)?(?:work\\s+|professional\\s+|industry\\s+|clinical\\s+)?(?:experience|practice)"

interface Pattern {
  readonly re: RegExp
  readonly make: (m: RegExpExecArray, text: string) => Request | undefined
}

const num = (s: string | undefined): number => Number(s)

const age = (lo: number | undefined, hi: number | undefined, text: string): Request | undefined => {
  if ((lo !== undefined && (lo < 0 || lo > 120)) || (hi !== undefined && (hi < 0 || hi > 120)))
    return undefined
  return { kind: "range", target: "age", lo, hi, text }
}

const exp = (lo: number | undefined, hi: number | undefined, text: string): Request => ({
  kind: "range",
  target: "experience",
  lo,
  hi,
  text
})

/** Guards an open-ended age bound against `under 30 hours`, `over $50`, `more than 20 people`. */
const ageUnless = (
  m: RegExpExecArray,
  text: string,
  make: () => Request | undefined
): Request | undefined => {
  const after = text.slice(m.index + m[0].length)
  const before = text.slice(Math.max(0, m.index - 1), m.index + m[0].length)
  if (UNIT_AFTER.test(after) || /\$|€|£/.test(before) || /^\s*(?:\.\d|,\d)/.test(after)) return undefined
  return make()
}

/** Range patterns, applied in this order; each match is blanked out before the next pattern runs. */
const RANGE_PATTERNS: ReadonlyArray<Pattern> = [
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*(?:-|–|—|to)\\s*(\\d{1,2})\\+?\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(num(m[1]), num(m[2]), m[0])
  },
  {
    re: new RegExp(
      `\\b(at least|over|more than|minimum of|a minimum of)\\s+(\\d{1,2})\\s*${EXPERIENCE}`,
      "g"
    ),
    make: (m) => exp(num(m[2]) + (m[1] === "over" || m[1] === "more than" ? 1 : 0), undefined, m[0])
  },
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*\\+\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(num(m[1]), undefined, m[0])
  },
  {
    re: new RegExp(`\\b(less than|under|fewer than|at most|up to)\\s+(\\d{1,2})\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(undefined, num(m[2]) - (m[1] === "at most" || m[1] === "up to" ? 0 : 1), m[0])
  },
  {
    re: /\b(?:aged?|ages|between the ages of|age range(?: of)?|ranging in age from)\s*(?::|of|from)?\s*(\d{1,3})\s*(?:-|–|—|to|and)\s*(\d{1,3})\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\bbetween\s+(\d{1,3})\s+and\s+(\d{1,3})\s*(?:years?[\s-]*old|years? of age|yrs?|yo)\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\b(\d{1,3})\s*(?:-|–|—|to)\s*(\d{1,3})[\s-]*(?:years?[\s-]*old|year[\s-]*olds|yo|yrs? old)\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\bin\s+(?:their|his|her)\s+(early\s+|mid[\s-]+|late\s+)?(\d)0'?s\b/g,
    make: (m) => decade(num(m[2]) * 10, m[1], m[0])
  },
  {
    re: /\bin\s+(?:their|his|her)\s+(early\s+|mid[\s-]+|late\s+)?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/g,
    make: (m) => decade(DECADES[m[2]!] ?? 0, m[1], m[0])
  },
  { re: /\bteen(?:ager)?s\b/g, make: (m) => age(13, 19, m[0]) },
  {
    re: /\b(under|below|younger than|less than|at most|no older than|up to)\s+(?:the\s+age\s+of\s+|age\s+)?(\d{1,3})(?:\s*(?:years?[\s-]*old|years? of age|yo))?\b/g,
    make: (m, text) => {
      const strict = m[1] !== "at most" && m[1] !== "no older than" && m[1] !== "up to"
      return ageUnless(m, text, () => age(undefined, num(m[2]) - (strict ? 1 : 0), m[0]))
    }
  },
  {
    re: /\b(over|above|older than|at least|more than|no younger than)\s+(?:the\s+age\s+of\s+|age\s+)?(\d{1,3})(?:\s*(?:years?[\s-]*old|years? of age|yo))?\b/g,
    make: (m, text) => {
      const strict = m[1] === "over" || m[1] === "above" || m[1] === "older than" || m[1] === "more than"
      return ageUnless(m, text, () => age(num(m[2]) + (strict ? 1 : 0), undefined, m[0]))
    }
  },
  {
    re: /\b(\d{2,3})\s*(?:\+|(?:and|or)\s+(?:older|over|above|up)\b)/g,
    make: (m, text) => ageUnless(m, text, () => age(num(m[1]), undefined, m[0]))
  },
  {
    re: /\b(\d{1,3})\s+(?:and|or)\s+(?:younger|under|below)\b/g,
    make: (m) => age(undefined, num(m[1]), m[0])
  },
  {
    re: /\b(\d{1,3})[\s-]*(?:years?[\s-]*old|year[\s-]*olds?|yo)\b/g,
    make: (m) => age(num(m[1]), num(m[1]), m[0])
  },
  { re: /\baged\s+(\d{1,3})\b/g, make: (m) => age(num(m[1]), num(m[1]), m[0]) },
  { re: /\b(?:elderly|pensioners?)\b/g, make: (m) => age(65, undefined, m[0]) }
]

const decade = (base: number, part: string | undefined, text: string): Request | undefined => {
  const p = (part ?? "").trim().replace(/-$/, "")
  if (base === 10) return age(13, 19, text)
  if (p === "early") return age(base, base + 3, text)
  if (p === "mid") return age(base + 3, base + 6, text)
  if (p === "late") return age(base + 6, base + 9, text)
  return age(base, base + 9, text)
}

/** Distinct restrictions read from one prompt, at most (each costs a check). */
export const MAX_RESTRICTIONS = 12

/** Words that end a restriction phrase or a population modifier. */
export const STOP: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "who",
  "whom",
  "that",
  "which",
  "with",
  "without",
  "in",
  "from",
  "at",
  "on",
  "of",
  "for",
  "and",
  "or",
  "to",
  "are",
  "is",
  "be",
  "been",
  "being",
  "was",
  "were",
  "people",
  "person",
  "personas",
  "persona",
  "ones",
  "those",
  "these",
  "them",
  "they",
  "living",
  "based",
  "working",
  "aged",
  "age",
  "between",
  "under",
  "over",
  "above",
  "below",
  "their",
  "his",
  "her",
  "but",
  "not",
  "all",
  "some",
  "any",
  "please",
  "generate",
  "create",
  "make",
  "users",
  "user",
  "profiles",
  "profile",
  "by",
  "as",
  "like",
  "about",
  "into",
  "than",
  "more",
  "less",
  "very",
  "also",
  "each",
  "every",
  "should",
  "must",
  "will",
  "can",
  "have",
  "has",
  "do",
  "does",
  "use",
  "using",
  "want",
  "need",
  "so",
  "if",
  "it",
  "its",
  "this",
  "one",
  "only",
  "exclusively",
  "solely",
  "group",
  "set",
  "sample",
  "population"
])

const RESTRICT_PATTERNS: ReadonlyArray<{ readonly re: RegExp; readonly forward: boolean }> = [
  { re: /\b(?:only|exclusively|solely)\s+((?:[a-z][a-z'-]*\s*){1,3})/g, forward: true },
  { re: /\b((?:[a-z][a-z'-]*\s+){1,3})only\b/g, forward: false },
  {
    re: /\ball\s+(?:of\s+)?(?:them\s+|the\s+personas\s+|personas\s+|participants\s+|respondents\s+|people\s+)?(?:are|should\s+be|must\s+be|being|will\s+be)\s+(?:an?\s+)?((?:[a-z][a-z'-]*\s*){1,3})/g,
    forward: true
  }
]

/** Words of a captured phrase: forward captures stop at the first stop word, backward ones start after the last. */
const phraseWords = (captured: string, forward: boolean): Array<string> => {
  const ws = captured
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
  if (forward) {
    const cut = ws.findIndex((w) => STOP.has(w))
    return cut < 0 ? ws : ws.slice(0, cut)
  }
  let start = 0
  ws.forEach((w, i) => {
    if (STOP.has(w)) start = i + 1
  })
  return ws.slice(start)
}

/**
 * The adjustments a prompt asks for, in this order: ranges (years of experience, then age, each
 * match removed from the text before the next pattern), restrictions (`only X`, `X only`,
 * `exclusively X`, `all of them are X`; repeats dropped, at most {@link MAX_RESTRICTIONS}), then the
 * location (see `internal/location`).
 */
export const parseRequests = (prompt: string): ReadonlyArray<Request> => {
  const out: Array<Request> = []
  let text = prompt.toLowerCase().replace(/\s+/g, " ")
  for (const p of RANGE_PATTERNS) {
    p.re.lastIndex = 0
    let m: RegExpExecArray | null = p.re.exec(text)
    const spans: Array<[number, number]> = []
    while (m !== null) {
      const r = p.make(m, text)
      if (r !== undefined) {
        out.push(r)
        spans.push([m.index, m.index + m[0].length])
      }
      m = p.re.exec(text)
    }
    if (spans.length > 0) {
      const parts: Array<string> = []
      let at = 0
      for (const [a, b] of spans) {
        parts.push(text.slice(at, a), " ".repeat(b - a))
        at = b
      }
      parts.push(text.slice(at))
      text = parts.join("")
    }
  }
  const seen = new Set<string>()
  for (const p of RESTRICT_PATTERNS) {
    p.re.lastIndex = 0
    let m: RegExpExecArray | null = p.re.exec(text)
    while (m !== null) {
      const ws = phraseWords(m[1] ?? "", p.forward)
      const key = ws.map(singular).join(" ")
      const negated = p.forward && /\bnot\s*$/.test(text.slice(Math.max(0, m.index - 5), m.index))
      if (ws.length > 0 && !negated && !seen.has(key) && seen.size < MAX_RESTRICTIONS) {
        seen.add(key)
        const said = p.forward
          ? `${m[0].slice(0, m[0].length - (m[1] ?? "").length).trim()} ${ws.join(" ")}`
          : `${ws.join(" ")} only`
        out.push({ kind: "restrict", words: ws, text: said })
      }
      m = p.re.exec(text)
    }
  }
  const places = findLocations(prompt)
  if (places.length > 0) out.push({ kind: "location", places, text: places.join(", ") })
  return out
}
