/** Lexical cues of chat messages, all deterministic and linear in the length of the text. */

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Compiled patterns per (kind, name): names repeat across calls, compiling them is the hot path. */
const compiled = new Map<string, RegExp>()
const pattern = (key: string, make: () => RegExp): RegExp => {
  let re = compiled.get(key)
  if (re === undefined) {
    if (compiled.size > 4096) compiled.clear()
    re = make()
    compiled.set(key, re)
  }
  return re
}

/** Lower-case, Unicode-normalised, curly quotes made straight. */
export const normalise = (s: string): string =>
  s.normalize("NFKC").toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"')

const STOPWORDS = new Set(
  (
    "a an the and or but so if then than that this these those there their they them we you your yours " +
    "i me my mine he she his her it its is am are was were be been being do does did doing have has had " +
    "will would shall should can could may might must not no yes of in on at to for from by with about as " +
    "into over under up down out off again further once here when where why how what which who whom whose " +
    "all any both each few more most other some such only own same too very just also now ever really " +
    "anyone anybody someone somebody everyone everybody guys folks people know think want need like get got " +
    "let lets let's please thanks thank hey hi hello okay ok yeah yep nope sure well still even much many " +
    "one two thing things something anything way today tomorrow yesterday time good great nice cool " +
    // persona boilerplate: words every system prompt uses, which say nothing about its field
    "assistant helpful friendly concise answer answers answering question questions user users help helps " +
    "helping always never respond reply replies keep short clear polite tone style agent bot role rules " +
    "named called name your yourself you're chat group members member conversation conversations"
  ).split(/\s+/)
)

/** A crude English stem: drops a plural or verbal ending so "flights"/"flight", "booking"/"book" meet. */
export const stem = (w: string): string => {
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3)
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`
  if (w.length > 4 && w.endsWith("ed")) return w.slice(0, -2)
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1)
  return w
}

/** The stems of the words of at least 3 letters that are not stopwords. */
export const contentWords = (s: string): ReadonlyArray<string> =>
  (normalise(s).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w))
    .map(stem)

const WH =
  /^(?:who|whom|whose|what|when|where|why|how|which|is|are|am|was|were|do|does|did|can|could|will|would|should|shall|may|might|has|have|had|any|anyone|anybody|someone|somebody)\b/
const QUESTION_PHRASE =
  /\b(?:any idea|any ideas|anyone know|anybody know|does anyone|can anyone|can someone|could someone|could anyone|is there a way|do you know|wondering (?:if|whether|how|what|where|why|when))\b/

/** A question: a question mark, or a sentence opening like one ("how do I", "anyone know"). */
export const isQuestion = (s: string): boolean => {
  const t = normalise(s).trim()
  if (/\?/.test(t)) return true
  if (QUESTION_PHRASE.test(t)) return true
  const last = t.split(/(?<=[.!])\s+/).at(-1) ?? t
  return WH.test(last) && /\s/.test(last) && !/[.!]$/.test(last) && WH.test(t) && t.split(/\s+/).length >= 3
}

/**
 * An open call for information, to whoever can answer: "does anyone know", "can someone explain",
 * "any tips", "who knows". Social proposals ("anyone up for lunch?", "who wants pizza?") are not.
 */
export const isOpenCall = (s: string): boolean =>
  /\b(?:(?:anyone|anybody|someone|somebody|any of you|you guys|y'all) (?:know|knows|remember|remembers|tell|explain|check|help|recommend|suggest|settle|confirm|find|have (?:a|an|the|any)|got (?:a|an|the|any))|any (?:idea|ideas|tips|recommendations|suggestions|advice|clue)|who knows|is there (?:a|an|any) way)\b/.test(
    normalise(s)
  )

/** Words that speak to a group ("hi all", "thanks everyone", "you guys"). */
export const addressesGroup = (s: string): boolean =>
  /\b(?:all|everyone|everybody|guys|folks|team|y'all|you all|people|gang|fam)\b/.test(normalise(s))

const TRAIL_WORDS =
  /\b(?:and|but|so|or|because|cause|cuz|like|then|also|plus|with|the|a|an|to|of|if|when|which|that)$/
const HOLD =
  /^(?:wait|hold on|hang on|one sec|one second|1 sec|sec|gimme a sec|give me a (?:sec|second|minute)|brb|let me (?:check|think|see|look)|one moment|typing|more coming|also)\b/

/** The message stops before its end: "...", a trailing comma/colon/dash or conjunction, "wait", "one sec". */
export const trailsOff = (s: string): boolean => {
  const t = normalise(s).trim()
  if (t === "") return false
  if (/(?:\.\.\.|…|,|:|;|-|–|—|\+)$/.test(t) && !/:[)(dp]$/.test(t)) return true
  if (TRAIL_WORDS.test(t)) return true
  return HOLD.test(t) && t.split(/\s+/).length <= 5
}

const GREETING =
  /^(?:hi|hiya|hey|heya|hello|howdy|yo|sup|what's up|whats up|morning|good morning|good afternoon|good evening|evening|afternoon|gm|greetings|hola|salut|bonjour|ciao)\b/
const CLOSING =
  /^(?:bye|bye bye|goodbye|good bye|see you|see ya|see u|cya|later|laters|ttyl|talk later|talk soon|good night|goodnight|gn|night|nite|thanks|thank you|thanks a lot|thx|ty|tysm|cheers|ok|okay|k|kk|cool|great|nice|perfect|awesome|got it|gotcha|sounds good|will do|noted|lol|lmao|haha|hahaha|hehe|np|no problem|no worries|sure|yep|yes|yeah|yup|nope|no|alright|all right|fine|right|true|agreed|same|done|\+1)\b/
const FILLER =
  /\b(?:all|everyone|everybody|guys|folks|team|y'all|again|so much|a lot|then|now|for now|man|mate|buddy|friends|fam|people|there|you|again|later|tomorrow|soon|!)\b/g

const onlyEmoji = (t: string): boolean =>
  t.length > 0 && /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u.test(t)

const leftover = (t: string, head: RegExp, names: ReadonlyArray<string>): string | null => {
  let rest = t
  let matched = false
  for (let guard = 0; guard < 6; guard++) {
    const m = head.exec(rest)
    if (m === null) break
    matched = true
    rest = rest
      .slice(m[0].length)
      .replace(/^[\s,.!;:)(-]+/, "")
      .trim()
  }
  if (!matched) return null
  rest = rest.replace(FILLER, " ")
  for (const n of names)
    rest = rest.replace(
      pattern(`strip:${n}`, () => new RegExp(`(?:^|\\s)@?${escapeRe(n)}\\b`, "g")),
      " "
    )
  return rest
    .replace(/[\s,.!;:)(*~-]+/g, "")
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, "")
}

/** Nothing but a greeting ("hi all", "morning everyone 👋"), with any participant names. */
export const isGreetingOnly = (s: string, names: ReadonlyArray<string>): boolean => {
  const t = normalise(s).trim()
  return leftover(t, GREETING, names) === ""
}

/** Nothing but a closing or an acknowledgement ("thanks!", "ok cool", "bye all", "lol", "👍"). */
export const isClosingOnly = (s: string, names: ReadonlyArray<string>): boolean => {
  const t = normalise(s).trim()
  if (onlyEmoji(t)) return true
  if (leftover(t, CLOSING, names) === "") return true
  // a short remark closed by thanks or goodbye: "that worked, thanks!", "perfect, see you then"
  if (t.includes("?")) return false
  const clauses = t.split(/[,.;!]+\s*|\s+-\s+/).filter((c) => c.trim() !== "")
  const lastClause = clauses.at(-1)
  return (
    clauses.length >= 2 &&
    t.split(/\s+/).length <= 7 &&
    lastClause !== undefined &&
    CLOSING_TAIL.test(lastClause.trim()) &&
    leftover(lastClause.trim(), CLOSING, names) === ""
  )
}

const CLOSING_TAIL =
  /^(?:thanks|thank you|thx|ty|tysm|cheers|bye|goodbye|see you|see ya|cya|ttyl|talk soon|good night|night)\b/

/** `@name` or `<@name>` (Slack) anywhere, case-insensitive; a name of several words with spaces or `_`. */
export const mentions = (s: string, alias: string): boolean => {
  if (!s.includes("@")) return false
  const re = pattern(`mention:${alias}`, () => {
    const a = escapeRe(alias).replace(/\\? /g, "[ _]")
    return new RegExp(`(?:^|[^\\p{L}\\p{N}_])(?:<@${a}>|@${a})(?![\\p{L}\\p{N}_])`, "iu")
  })
  return re.test(s.normalize("NFKC"))
}

const VOCATIVE_LEAD =
  "(?:hi|hiya|hey|heya|hello|yo|ok|okay|thanks|thank you|thx|ty|cheers|morning|good morning|dear|so|and|bye|night|good night|please|pls|oh|ah|well|right)"

/**
 * `alias` is addressed, not talked about: at the start ("Ava, ...", "Ava?", "hey Ava"), or at the
 * end after a comma or as a closing vocative ("... right, Ava?", "thanks Ava!"), or alone.
 */
export const addresses = (s: string, alias: string): boolean => {
  const t = normalise(s).trim()
  if (!t.includes(alias)) return false
  const a = escapeRe(alias)
  const start = pattern(
    `start:${alias}`,
    () =>
      new RegExp(
        `^(?:(?:${VOCATIVE_LEAD}[\\s,!]+)+${a}\\b|${a}(?:$|[\\s]*[,:!?.;-]|\\s+(?:(?:can|could|would|will|do|did|are|have|had)\\s+(?:you|u)|what|how|where|when|why|who|which|please|pls|any|tell|help|give|check|find|remind|quick)\\b))`,
        "u"
      )
  )
  if (start.test(t)) return true
  const end = pattern(
    `end:${alias}`,
    () =>
      new RegExp(
        `(?:,\\s*|\\b${VOCATIVE_LEAD}\\s+|(?:what do you think|wdyt|right|thoughts|ideas|agree)\\s*,?\\s+)${a}\\s*[?!.\\p{Extended_Pictographic}\\ufe0f\\s]*$`,
        "u"
      )
  )
  return end.test(t)
}

/** `alias` occurs as a word anywhere (addressed or talked about). */
export const namesWord = (s: string, alias: string): boolean =>
  pattern(
    `word:${alias}`,
    () => new RegExp(`(?:^|[^\\p{L}\\p{N}_])${escapeRe(alias)}(?![\\p{L}\\p{N}_])`, "u")
  ).test(normalise(s))

/** True when a line of the message quotes (`> ...`) the start of one of `texts`. */
export const quotesOneOf = (s: string, texts: ReadonlyArray<string>): boolean => {
  const quoted = s
    .split("\n")
    .filter((l) => l.startsWith(">"))
    .map((l) => normalise(l.replace(/^>\s?/, "")).trim())
    .filter((l) => l.length >= 3)
  if (quoted.length === 0) return false
  const bodies = texts.map((t) => normalise(t))
  return quoted.some((q) => bodies.some((b) => b.includes(q)))
}
