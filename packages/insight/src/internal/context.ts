/**
 * The shared reading of a transcript: signals per message, local interaction type per message,
 * the room's norms, questions and who answered them, names. Used by analyze, extract, foresee.
 */
import type { InteractionType } from "../Schemas.js"
import { analyzeMessage, grams, type MessageSignals, overlap } from "../Signals.js"
import type { Resolved, Speaker } from "../Transcript.js"
import * as L from "./lexicon.js"
import { addGrams, anySimilar, gramSets } from "./similar.js"

/**
 * A name after a short lead clause ("Sure thing, Sinead!") counts as addressed when none of the
 * people (the agent aside) used that word before: "Yes, Lisbon." after "which city, Lisbon or
 * Porto?" names a place; an agent that calls someone by a wrong name twice still does.
 */
const withLooseAddress = (
  texts: ReadonlyArray<string>,
  isAgent: ReadonlyArray<boolean>,
  sig: ReadonlyArray<MessageSignals>
): ReadonlyArray<MessageSignals> => {
  const seen = new Set<string>()
  return sig.map((s, i) => {
    const extra = s.addressedLoose.filter((name) => !seen.has(name.toLowerCase()))
    if (!isAgent[i]) for (const w of texts[i]!.toLowerCase().match(/[\p{L}'-]+/gu) ?? []) seen.add(w)
    return extra.length === 0 ? s : { ...s, addressed: [...s.addressed, ...extra] }
  })
}

/** A message's own interaction type and how sure the rules are (0.2 weak default, >= 0.5 strong). */
export interface LocalType {
  readonly type: InteractionType
  readonly strength: number
}

/** A question by a non-agent speaker and what happened to it. */
export interface QuestionInfo {
  readonly index: number
  /** Was it put to the agent (1:1 room, names the agent, replies to the agent, follows the agent)? */
  readonly toAgent: boolean
  /** Index of the message that answered it, if any. */
  readonly answeredAt: number | undefined
  /** Index of the first agent message after it (within the window), if any. */
  readonly agentReplyAt: number | undefined
  /** The agent spoke after it and did not address it, and nobody else did. */
  readonly ignoredByAgent: boolean
  /** The asker asked again or complained afterwards. */
  readonly pressed: boolean
}

/** The shared reading of a transcript. */
export interface Context {
  readonly r: Resolved
  readonly sig: ReadonlyArray<MessageSignals>
  readonly isAgent: ReadonlyArray<boolean>
  readonly local: ReadonlyArray<LocalType>
  /** Median word count of non-agent messages (at least 1). */
  readonly roomNormWords: number
  /** Mean formality of non-agent messages. */
  readonly roomFormality: number
  /** Lower-case names that refer to people in the room (speaker names, their parts, self-introductions). */
  readonly knownNames: ReadonlySet<string>
  readonly questions: ReadonlyArray<QuestionInfo>
  /** Inverse document frequency over messages, by token. */
  readonly idf: ReadonlyMap<string, number>
  /** Most frequent surface form of each stem. */
  readonly surfaceOf: ReadonlyMap<string, string>
  /** Number of non-agent speakers. */
  readonly humans: number
  /** Lower-case parts of the agent's name (never topic words). */
  readonly agentParts: ReadonlySet<string>
  /** Messages that name the agent (a part of its name as a word, `@` or not). */
  readonly namesAgent: ReadonlyArray<boolean>
  /** Agent messages that repeat an earlier agent message. */
  readonly repeats: ReadonlyArray<boolean>
  /** Agent messages that say an earlier agent message again (asked for or not). */
  readonly saysAgain: ReadonlyArray<boolean>
}

/** Local type of one message, from its signals alone. */
const directed = /\b(?:you|your|u|ur|the (?:app|service|bot|site|company|order|product|store|shop))\b/

export const localType = (s: MessageSignals, lower = ""): LocalType => {
  const playful = s.laughter || s.teasing
  if (s.insult && !playful) return { type: "hostile", strength: 1 }
  if (s.insult && playful) return { type: "banter", strength: 0.8 }
  if (s.quitting || s.givingUp) return { type: "friction", strength: 0.9 }
  if ((s.badNews || s.venting) && !(s.complaint && directed.test(s.surface.join(" "))))
    return { type: "venting", strength: 0.8 }
  // Pushback that laughs ("exciting?? not really the word i'd use lol", "so u sent me a different
  // size and hoped i wouldnt notice?? lol") is still friction; a complaint made in fun is not.
  if (s.complaint && playful && !s.anger && !s.teasing && /\?\?/.test(lower))
    return { type: "friction", strength: 0.6 }
  if (s.complaint && playful && !s.anger)
    return { type: s.teasing ? "banter" : "transactional", strength: 0.5 }
  if (s.anger || s.complaint || s.interruptProtest) return { type: "friction", strength: s.anger ? 0.9 : 0.7 }
  if (s.profane && s.sentiment < -0.2 && !playful) return { type: "friction", strength: 0.5 }
  // Laughing at oneself while sharing something personal ("ugly but delicious lol, my grandma
  // used to make them") is warmth, not banter; banter teases or jokes with the others.
  if (playful && !s.teasing && !s.question && (s.warmth || L.personalShare.test(lower)))
    return { type: "bonding", strength: 0.6 }
  // A real question with a laugh in it ("like 130cm? her cousin looks squished on it lol", "now to
  // fix the laptop 💀 any idea why it wont turn on") asks for something: business, not banter.
  if (playful && s.question && !s.teasing) return { type: "transactional", strength: 0.6 }
  if (playful) return { type: "banter", strength: 0.7 }
  if (s.warmth)
    return { type: "bonding", strength: s.question && !/how/.test(s.surface.join(" ")) ? 0.5 : 0.6 }
  if (s.question) return { type: "transactional", strength: 0.6 }
  if (s.emoji > 0 && s.sentiment > 0.3 && !s.politeness.gratitude) return { type: "bonding", strength: 0.4 }
  // Sharing one's own day or news, asking nothing ("long day, heading to bed", "back from the
  // doctor", "all clear! the scan was fine"): small talk, not a task.
  if (!s.question && L.personalShare.test(lower) && !L.request.test(lower))
    return { type: "bonding", strength: 0.4 }
  if (s.shouting && s.sentiment < 0) return { type: "friction", strength: 0.6 }
  return { type: "transactional", strength: 0.2 }
}

const median = (xs: ReadonlyArray<number>): number => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** A speaker's name in lower case and each part of it ("Mary-Jo B" is "mary-jo b", "mary", "jo"). */
export const nameParts = (name: string): Array<string> => {
  const lower = name.toLowerCase()
  const parts = lower.split(/[\s_.\-@0-9]+/).filter((p) => p.length > 1)
  return [lower, ...parts]
}

const selfIntro =
  /\b(?:i'?m|i am|my name is|my name's|call me|this is|me llamo|je m'appelle|ich bin|ich heiße)\s+([\p{Lu}][\p{L}'-]+)/gu

const askingAmount =
  /\b(?:when|what time|how (?:long|much|many|soon|late|early)|min(?:imum)?|max(?:imum)?|which day|by (?:when|\w+day)|cuándo|cuánto|quand|combien|wann|wie (?:lange|viel))\b/
const amountAnswer =
  /\d|\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|mornings?|afternoons?|evenings?|weeks?|months?|hours?|minutes?|days?|years?|noon|midnight|soon|free|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half|a few|a couple|mañana|demain|morgen|donnerstag|freitag)\b/

/** A number, or a capitalised word inside a sentence (a name, a place, a product): a specific. */
const specific = (text: string): boolean =>
  /\d/.test(text) ||
  /(?<![.!?:]\s|^)(?<=\s['"‘“]?)(?!I\b|I')[\p{Lu}][\p{L}]+/u.test(text.trim()) ||
  /^\W*(?:tap|click|open|go to|press|select|choose|pick|type|run|install|enable|turn on|turn off)\b/i.test(
    text
  )

/**
 * Whether every sentence of a message is a stock sentence ({@link L.stockSentence}): it says
 * nothing about what was asked or reported ("Thanks for reaching out! We're happy to help.").
 */
export const contentFree = (text: string): boolean => {
  const parts = sentencesOf(text)
  return parts.length > 0 && parts.every((p) => L.stockSentence.test(p))
}

/** The sentences of a text, trimmed, each with its closing punctuation. */
export const sentencesOf = (text: string): Array<string> =>
  // a point between digits ("section 7.2", "$4.99") ends no sentence
  (text.match(/(?:[^.!?…]|\.(?=\d))+(?:[.!?…]+|$)/g) ?? []).map((p) => p.trim()).filter((p) => p.length > 0)

/**
 * Does message B answer question A? Token overlap (overlap coefficient >= 0.34), an answer-like
 * opening right after it, a number or time for a when/how-much question, acknowledgement of a
 * venting question, warmth for warmth.
 */
export const answersQuestion = (
  qText: string,
  q: MessageSignals,
  aText: string,
  a: MessageSignals,
  adjacent: boolean
): boolean => {
  // A stock reply answers nothing, except a greeting or a "how are you".
  if (contentFree(aText) && !(q.politeness.greeting || /\bhow are (?:you|u)\b/i.test(qText))) return false
  const shared = q.tokens.length > 0 ? overlap(a.tokens, q.tokens) : 0
  // One word in common with a question of three or more content words names the topic; it
  // answers only with something specific (a number, a name): "Green Fork on Mill St is 5 min
  // from the station" answers, "Thanks for your message. Our store offers..." does not.
  const qSize = new Set(q.tokens).size
  const common = Math.round(shared * Math.min(new Set(a.tokens).size, qSize))
  const topical = common >= 2 || qSize <= 2 || specific(aText)
  if (shared >= 0.25 && topical) return true
  if (adjacent && shared > 0 && !a.question && topical) return true
  if (askingAmount.test(qText.toLowerCase()) && amountAnswer.test(aText.toLowerCase()) && !a.question)
    return true
  if (!adjacent) return false
  const qLower = qText.toLowerCase().trim()
  // A short question answered with something specific ("final bill?" / "£12 for 1-14 June"), a
  // figure confirmed ("price is 27,900 right?" / "Listed at $27,900"), a quoted phrase ("how do i
  // say...?" / "\"me quemé\""), one of the offered alternatives ("thai or pizza" / "thai.").
  if (
    q.words <= 4 &&
    specific(aText) &&
    !a.question &&
    /\b(?:bill|price|cost|fees?|total|charge|time|date|eta|deadline|amount|balance)\b/.test(qLower)
  )
    return true
  if ((qText.match(/\d[\d,.]*/g) ?? []).some((x) => aText.includes(x))) return true
  if (/^\W*["“'‘]/.test(aText.trim())) return true
  if (/\bor\b/.test(qLower) && shared > 0) return true
  // a yes/no question answered with yes or no anywhere ("structurally? yes. spiritually? absolutely not")
  const yesNo = /^(?:do|does|did|is|are|was|were|can|could|will|would|should|have|has)\b/.test(
    qLower.replace(/^.*[.!]\s+/, "")
  )
  if (yesNo && /\b(?:yes|no|yep|nope|yeah|absolutely|definitely|of course)\b/i.test(aText)) return true
  if (yesNo && shared > 0 && !a.question) return true
  // A reply that is itself a question only answers when it opens with yes/no ("Sure, which one?").
  const plainAnswer =
    a.answerLike &&
    (!a.question ||
      /^(?:\W*(?:hi|hey|hello|ok|okay)\W+\w*\W*)?(?:yes|no|yeah|yep|yup|nope|sure|of course|absolutely|definitely|unfortunately|exactly|correct|that'?s right|go (?:for it|ahead)|sí|si|oui|non|ja|nein)\b/i.test(
        aText.trim()
      ))
  const protest =
    q.complaint ||
    q.anger ||
    q.profane ||
    /^\W*(?:what|huh|wtf|excuse me|(?:are|r) (?:u|you) ok(?:ay)?)\W*$/i.test(qText) ||
    /\?\?/.test(qText)
  return plainAnswer || ((q.venting || q.badNews || protest) && a.acknowledgement) || (q.warmth && a.warmth)
}

/**
 * Does a message push back on what the agent just said? A complaint, anger, swearing, an
 * insult, giving up, "??" or a lone "?", "still" (in seven languages), "again", "hello?",
 * "nvm", "forget it", "i asked", "...", a starred correction ("tomek*"), "are you a parrot",
 * "same sentence", an angry face, or `topic` (a question's words) raised again.
 */
export const isPushback = (text: string, s: MessageSignals, topic: ReadonlyArray<string> = []): boolean => {
  const lower = text.toLowerCase()
  if (
    s.complaint ||
    s.anger ||
    s.profane ||
    s.insult ||
    s.givingUp ||
    s.quitting ||
    s.interruptProtest ||
    s.shouting ||
    L.missedPoint.test(lower) ||
    L.askedToRepeat.test(lower) ||
    L.pushbackWords.test(lower) ||
    L.still.test(lower)
  )
    return true
  // the question's subject raised again ("cara eu só quero o número", "but fr the heat thing")
  const shared = overlap(s.tokens, topic)
  return shared >= 0.33 || (shared > 0 && (s.question || /\b(?:but|though|tho|so|and|just)\b/.test(lower)))
}

/** Read a resolved transcript once. O(n · window). */
export const build = (r: Resolved): Context => {
  const n = r.messages.length
  const isAgent = r.speakerOf.map((i) => r.speakers[i]!.isAgent)
  const sig = withLooseAddress(
    r.messages.map((m) => m.text),
    isAgent,
    r.messages.map((m) => analyzeMessage(m.text))
  )
  // Agent messages that repeat an earlier agent message (word-bigram Jaccard >= 0.55).
  const repeats: Array<boolean> = r.messages.map(() => false)
  // Agent messages that say an earlier one again, asked for or not.
  const saysAgain: Array<boolean> = r.messages.map(() => false)
  const agentGrams = gramSets()
  // Sentences of five words or more, stock ones aside: the same advice said again inside a
  // reworded message ("Por favor, reinicia el router: desconéctalo 30 segundos...").
  const sentenceGrams = (text: string): Array<Set<string>> =>
    (text.match(/[^.!?…:;]+(?:[.!?…:;]+|$)/g) ?? [])
      .map((p) => p.trim())
      .filter((p) => (p.match(/\S+/g) ?? []).length >= 5 && !L.stockSentence.test(p))
      .map((p) => grams(p))
  const agentSentences = gramSets()
  r.messages.forEach((m, i) => {
    if (isAgent[i] !== true) return
    const g = grams(m.text)
    // Saying it again because someone asked for it is not repeating oneself.
    let h = i - 1
    while (h >= 0 && isAgent[h] === true) h--
    const asked = h >= 0 && L.askedToRepeat.test(r.messages[h]!.text.toLowerCase())
    const sentences = sentenceGrams(m.text)
    saysAgain[i] =
      sig[i]!.words >= 4 &&
      (anySimilar(agentGrams, g, 0.55) || sentences.some((sg) => anySimilar(agentSentences, sg, 0.6)))
    if (!asked && saysAgain[i]) repeats[i] = true
    addGrams(agentGrams, g)
    for (const sg of sentences) addGrams(agentSentences, sg)
  })
  const humansEarly = new Set(r.speakerOf.filter((k) => !r.speakers[k]!.isAgent)).size
  const firstOf = new Set<number>()
  const seenSpeakers = new Set<number>()
  r.speakerOf.forEach((sp, i) => {
    if (!seenSpeakers.has(sp)) {
      seenSpeakers.add(sp)
      firstOf.add(i)
    }
  })
  const local = sig.map((s, i): LocalType => {
    const t = localType(s, r.messages[i]!.text.toLowerCase())
    // The agent's own messages only set a type when the agent is hostile.
    if (isAgent[i] === true && t.type !== "hostile")
      return { type: t.type, strength: Math.min(t.strength, 0.2) }
    // Greeting the group ("morning all", "hi everyone") is bonding; greeting a helpdesk is not.
    if (t.strength < 0.5 && humansEarly >= 2 && s.politeness.greeting && !s.question && s.words <= 4)
      return { type: "bonding", strength: 0.5 }
    // A short thank-you closes a complaint: back to business.
    if (t.strength < 0.5 && s.politeness.gratitude && s.words <= 4 && !s.warmth)
      return { type: "transactional", strength: 0.5 }
    // A problem reported in someone's first message is the request itself, not friction yet,
    // unless it comes with anger or says the problem keeps coming back.
    if (
      firstOf.has(i) &&
      t.type === "friction" &&
      s.complaint &&
      !s.anger &&
      !s.givingUp &&
      !s.quitting &&
      !/\b(?:again|keeps?|(?:second|third|fourth|\d+(?:nd|rd|th)) time|trash|garbage|sucks|useless|ridiculous|terrible|worst|awful|pathetic|a joke)\b/.test(
        r.messages[i]!.text.toLowerCase()
      )
    )
      return { type: "transactional", strength: 0.6 }
    return t
  })
  const humanWords: Array<number> = []
  let formalitySum = 0
  let humanCount = 0
  for (let i = 0; i < n; i++) {
    if (isAgent[i] === true) continue
    humanWords.push(sig[i]!.words)
    formalitySum += sig[i]!.formality
    humanCount++
  }
  const roomNormWords = Math.max(1, median(humanWords))
  const roomFormality = humanCount === 0 ? 0 : formalitySum / humanCount
  const knownNames = new Set<string>()
  for (const sp of r.speakers) for (const p of nameParts(sp.name)) knownNames.add(p)
  for (const m of r.messages) if (m.user_id !== undefined) knownNames.add(m.user_id.toLowerCase())
  for (let i = 0; i < n; i++) {
    if (isAgent[i] === true) continue
    for (const m of r.messages[i]!.text.matchAll(selfIntro)) knownNames.add(m[1]!.toLowerCase())
  }
  // idf over messages, and the surface form of each stem
  const df = new Map<string, number>()
  const surfaceCount = new Map<string, Map<string, number>>()
  for (const s of sig) {
    const seen = new Set<string>()
    for (let k = 0; k < s.tokens.length; k++) {
      const t = s.tokens[k]!
      if (!seen.has(t)) {
        seen.add(t)
        df.set(t, (df.get(t) ?? 0) + 1)
      }
      const sf = s.surface[k]!
      let m = surfaceCount.get(t)
      if (m === undefined) {
        m = new Map()
        surfaceCount.set(t, m)
      }
      m.set(sf, (m.get(sf) ?? 0) + 1)
    }
  }
  const idf = new Map<string, number>()
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d))
  const surfaceOf = new Map<string, string>()
  for (const [t, m] of surfaceCount) {
    let best = t
    let bestC = -1
    for (const [sf, c] of m)
      if (c > bestC || (c === bestC && sf < best)) {
        best = sf
        bestC = c
      }
    surfaceOf.set(t, best)
  }
  const agentParts: ReadonlySet<string> = new Set(nameParts(r.agentName))
  const humans = r.speakers.filter((s) => !s.isAgent).length
  const agentLower = r.agentName.toLowerCase()
  const idIndex = new Map<string, number>()
  r.messages.forEach((m, i) => {
    idIndex.set(m.id, i)
  })
  // After the agent's reply to question i, the asker carried on as if answered (thanked,
  // agreed, answered the agent's own question, asked something new) and nobody pushed back
  // first. Words in common miss many answers ("Plus is $8/month" to "what does it cost to not
  // have that problem"); how the asker reacts is the better witness. No reaction: no evidence.
  const carriedOn = (i: number, reply: number): boolean => {
    const asker = r.speakerOf[i]!
    const q = sig[i]!
    for (let j = reply + 1; j < n && j <= reply + 4; j++) {
      if (isAgent[j] === true) return false
      const sj = sig[j]!
      if (isPushback(r.messages[j]!.text, sj, q.tokens)) return false
      if (r.speakerOf[j] === asker) return true
    }
    return false
  }
  // A message that opens by naming another person ("ricky im so sorry. do u need anything").
  const opensWithOther = (lower: string, own: number): boolean => {
    const first = /^\W*@?([\p{L}][\p{L}'._-]*)/u.exec(lower)?.[1]?.replace(/[._-]+$/, "")
    if (first === undefined || first.length < 3 || L.stopwords.has(first)) return false
    return r.speakers.some((sp, k) => k !== own && !sp.isAgent && namesOf(sp).includes(first))
  }
  const questions: Array<QuestionInfo> = []
  for (let i = 0; i < n; i++) {
    if (isAgent[i] === true || !sig[i]!.question) continue
    if (L.withdrawn.test(r.messages[i]!.text.toLowerCase())) continue
    const m = r.messages[i]!
    const s = sig[i]!
    const asker = r.speakerOf[i]!
    const lower = m.text.toLowerCase()
    const replyTo = m.reply_to === undefined ? undefined : idIndex.get(m.reply_to)
    let prev = i - 1
    while (prev >= 0 && r.speakerOf[prev] === asker) prev--
    const namesOther =
      s.addressed.some((a) => !agentLower.includes(a.toLowerCase())) ||
      s.mentions.some((x) => !agentLower.startsWith(x)) ||
      opensWithOther(lower, asker)
    // "a LOCKER?? i never asked for a locker": an exclamation in a complaint, not a question to answer
    if (
      (s.complaint || s.anger || s.profane || s.givingUp || s.sentiment <= -0.3 || /^\W*\?/.test(m.text)) &&
      /\?\?/.test(m.text) &&
      !/(?:^|[.!?]\s+)(?:what|why|who|how|where|when|which|can|could|will|would|do|does|did|is|are|was|were|should|have|has|any)\b/.test(
        lower
      )
    )
      continue
    const toAgent =
      humans === 1 ||
      lower.includes(agentLower) ||
      /\b(?:bot|assistant)\b/.test(lower) ||
      (replyTo !== undefined && isAgent[replyTo] === true) ||
      (!namesOther && prev >= 0 && isAgent[prev] === true)
    // Window: until the asker's next question or 6 messages.
    let answeredAt: number | undefined
    let agentReplyAt: number | undefined
    let agentAddressed = false
    let pressed = false
    let agentSeen = 0
    for (let j = i + 1; j < n && j <= i + 6; j++) {
      const sj = sig[j]!
      const mj = r.messages[j]!
      if (r.speakerOf[j] === asker) {
        if (
          agentSeen > 0 &&
          (sj.complaint ||
            (sj.question && overlap(sj.tokens, s.tokens) >= 0.5) ||
            /^\?+$/.test(mj.text.trim()))
        )
          pressed = true
        // Asked again, insisting, right after the agent's reply: that reply did not answer
        // ("right, but archived projects: included or not?").
        if (
          agentSeen > 0 &&
          agentAddressed &&
          ((sj.question &&
            overlap(sj.tokens, s.tokens) >= 0.5 &&
            /\b(?:but|i asked|or not|again|still)\b|\?\?/.test(mj.text.toLowerCase())) ||
            L.missedPoint.test(mj.text.toLowerCase()))
        ) {
          agentAddressed = false
          if (answeredAt !== undefined && isAgent[answeredAt] === true) answeredAt = undefined
        }
        if (sj.question && agentSeen > 0) break
        continue
      }
      const replies = mj.reply_to !== undefined && idIndex.get(mj.reply_to) === i
      const adjacent = j === i + 1 || (j === i + 2 && r.speakerOf[i + 1] === asker)
      const echo =
        isAgent[j] !== true &&
        (sj.question ||
          /^(?:also|me too|same|\+1|same here|i'?m also|i was also|also wondering)\b/.test(
            mj.text.trim().toLowerCase()
          ))
      // an agent message repeating an earlier one is a broadcast, not an answer
      // "one more time?" is answered by saying it again
      const answers = L.askedToRepeat.test(lower)
        ? isAgent[j] === true && saysAgain[j] === true
        : !echo && !repeats[j] && (replies || answersQuestion(m.text, s, mj.text, sj, adjacent))
      if (isAgent[j] === true) {
        agentSeen++
        if (agentSeen > 2) continue
        if (agentReplyAt === undefined) agentReplyAt = j
        if (answers) {
          agentAddressed = true
          if (answeredAt === undefined) answeredAt = j
        }
      } else if (answers && answeredAt === undefined) {
        answeredAt = j
      }
    }
    const ignoredByAgent =
      toAgent &&
      agentReplyAt !== undefined &&
      !agentAddressed &&
      (answeredAt === undefined || answeredAt > agentReplyAt) &&
      !carriedOn(i, agentReplyAt)
    questions.push({ index: i, toAgent, answeredAt, agentReplyAt, ignoredByAgent, pressed })
  }
  return {
    r,
    sig,
    isAgent,
    local,
    roomNormWords,
    roomFormality,
    knownNames,
    questions,
    idf,
    surfaceOf,
    humans,
    agentParts,
    namesAgent: r.messages.map((m) =>
      m.text
        .toLowerCase()
        .split(/[^\p{L}\p{N}'@]+/u)
        .some((w) => agentParts.has(w.replace(/^@/, "")))
    ),
    repeats,
    saysAgain
  }
}

/** Top `k` keywords of a set of messages by TF-IDF (tf in the set × idf over the transcript). */
export const keywords = (ctx: Context, indices: ReadonlyArray<number>, k: number): Array<string> => {
  const tf = new Map<string, number>()
  const human = indices.filter((i) => ctx.isAgent[i] !== true)
  for (const i of human.length > 0 ? human : indices)
    for (const t of ctx.sig[i]!.tokens) {
      const sf = ctx.surfaceOf.get(t) ?? t
      if (L.genericWords.has(t) || L.genericWords.has(sf) || ctx.knownNames.has(sf) || ctx.agentParts.has(sf))
        continue
      tf.set(t, (tf.get(t) ?? 0) + 1)
    }
  // tf in the set × idf over the transcript, with a bonus for terms the transcript repeats
  const scored = [...tf].map(([t, c]) => {
    const idf = ctx.idf.get(t) ?? 0
    const df = Math.max(1, Math.round(ctx.sig.length / Math.max(1e-9, Math.exp(idf) - 1)))
    return [t, c * idf * (df > 1 ? 1.5 : 1)] as const
  })
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return scored.slice(0, k).map(([t]) => ctx.surfaceOf.get(t) ?? t)
}

/** First name-ish form of a display name ("dana_k" -> "Dana"). */
export const callName = (name: string): string => {
  const first = name.split(/[\s_.@\-0-9]+/).find((p) => p.length > 0) ?? name
  return first.length === 0 ? name : first.charAt(0).toUpperCase() + first.slice(1)
}

const namesBySpeaker = new WeakMap<Speaker, ReadonlyArray<string>>()

/**
 * A speaker's display name and its first-name form, lower case, each once ("dana_k" -> "dana_k",
 * "dana"); worked out once per speaker (the same array each time).
 */
export const namesOf = (sp: Speaker): ReadonlyArray<string> => {
  let names = namesBySpeaker.get(sp)
  if (names === undefined) {
    names = [...new Set([sp.name.toLowerCase(), callName(sp.name).toLowerCase()])]
    namesBySpeaker.set(sp, names)
  }
  return names
}
