/**
 * Extractive answers to a question about a scope, grounded in stored messages.
 *
 * The caller retrieves the question's full-text matches within the scope (best first) and the
 * few messages right after the best of them (where corrections live: "actually it's
 * Tuesday"). {@link answer} then:
 *
 * 1. splits the question into people (words naming a speaker seen in the retrieved messages)
 *    and topic stems (the other content words);
 *    (words that only ask for a kind of answer, like "time" or "day", are left out);
 * 2. scores each message by weighted topic coverage `sum(w(t), t in topic ∩ stems(m)) /
 *    sum(w(t), t in topic)` with `w(t) = 1 / (1 + retrieved messages containing t)`, plus 0.25
 *    when a person of the question said it and 0.1 when it names one; coverage is the smaller
 *    of the plain share and twice the weighted share, halved when the question names people
 *    and the message is neither by nor about them;
 * 3. lets a later correction of a matching statement ("actually", "no
 *    wait", "changed", "moved", ...) and shares a question term with it (or comes right after
 *    it) inherit its score,
 *    and the first reply of someone else to a matching question inherit the question's;
 * 4. among statements scoring at least 95% of the best, takes the latest (facts change over
 *    time; the latest statement wins), questions only when nothing else qualifies;
 * 5. answers "not in this scope" when the best coverage is under {@link minCoverage}.
 *
 * The answer names who said what and when, one statement per line (`Citation.statement`),
 * and, when the chosen statement replaced an earlier one, quotes that too. Empty scope: "".
 */
import { type Cited, statement } from "./Citation.js"
import type { Stored } from "./Message.js"
import { contentStems, nameTerms, speakerKey, stem, words } from "./Text.js"

/** What {@link answer} works from. */
export interface Input {
  readonly question: string
  /** Messages in the scope (0: the answer is empty). */
  readonly total: number
  /** Full-text matches of the question within the scope, best first. */
  readonly candidates: ReadonlyArray<Stored>
  /** Messages that follow the best candidates (up to {@link followWindow} turns each). */
  readonly followUps: ReadonlyArray<Stored>
}

/** An answer and the statements it cites. */
export interface Answer {
  readonly text: string
  /** Whether the scope contains an answer. */
  readonly found: boolean
  /** Cited statements, the chosen one first. */
  readonly citations: ReadonlyArray<Cited>
}

/** Least topic coverage of the best statement for the scope to count as answering. */
export const minCoverage = 0.5
/** Turns after a matching message in which a correction is looked for. */
export const followWindow = 4
/** Candidates whose follow-ups the caller should fetch. */
export const followedCandidates = 8

const correction =
  /\b(actually|correction|sorry|no wait|wait|scratch that|instead|change[ds]?|moved?|reschedul\w*|update[ds]?|anymore|no longer|not (?:true|decided|right|correct)|not\b.*\bbut)\b|^\s*no\b/i

/** Whether `text` reads as correcting or updating something said before. */
export const isCorrection = (text: string): boolean => correction.test(text)

interface Scored {
  readonly m: Stored
  readonly score: number
  readonly coverage: number
  readonly replaces?: Stored
}

/** Stems of words that ask for a kind of answer rather than name a subject ("what time", "which day"). */
export const generic: ReadonlySet<string> = new Set(
  [
    "time",
    "day",
    "date",
    "name",
    "kind",
    "type",
    "much",
    "many",
    "often",
    "long",
    "happen",
    "week",
    "year"
  ].map(stem)
)

/** The question's people (speakers it names) and topic stems. */
export const parseQuestion = (question: string, speakers: ReadonlyArray<string>) => {
  const qWords = new Set(words(question))
  const people = speakers.filter((s) => nameTerms(s).some((t) => qWords.has(t)))
  const personStems = new Set(people.flatMap((p) => nameTerms(p).map(stem)))
  const topic = contentStems(question).filter((t) => !personStems.has(t) && !generic.has(t))
  return { people, topic }
}

/** The answer to `input.question` from the retrieved messages (see the module comment). */
export const answer = (input: Input): Answer => {
  if (input.total === 0) return { text: "", found: false, citations: [] }
  const pool = new Map<number, Stored>()
  for (const m of [...input.candidates, ...input.followUps]) pool.set(m.seq, m)
  const speakers = [...new Map([...pool.values()].map((m) => [speakerKey(m.speaker), m.speaker])).values()]
  const { people, topic } = parseQuestion(input.question, speakers)
  const peopleKeys = new Set(people.map(speakerKey))

  const stemsOf = new Map<number, Set<string>>()
  for (const m of pool.values()) stemsOf.set(m.seq, new Set(contentStems(m.text)))
  // Rarer terms weigh more: w(t) = 1 / (1 + messages of the pool containing t); a term no
  // retrieved message contains weighs 1 and so keeps an unanswerable question unanswered.
  const weight = new Map(
    topic.map((t) => [t, 1 / (1 + [...stemsOf.values()].filter((s) => s.has(t)).length)])
  )
  const total = topic.reduce((s, t) => s + weight.get(t)!, 0)
  const score = (m: Stored): Scored => {
    const stems = stemsOf.get(m.seq)!
    const hits = topic.filter((t) => stems.has(t))
    const byPerson = peopleKeys.has(speakerKey(m.speaker))
    const namesPerson = people.some((p) => nameTerms(p).some((t) => stems.has(stem(t))))
    // Both the plain share of topic terms and the rarity-weighted share must be reached; a
    // question about someone is not answered by a message neither by nor about them.
    const plain = topic.length === 0 ? (byPerson ? 1 : 0) : hits.length / topic.length
    const weighted = topic.length === 0 ? plain : hits.reduce((s, t) => s + weight.get(t)!, 0) / total
    const linked = people.length === 0 || byPerson || namesPerson ? 1 : 0.5
    const coverage = Math.min(plain, weighted * 2) * linked
    return {
      m,
      coverage,
      score: coverage + (coverage > 0 ? (byPerson ? 0.25 : 0) + (namesPerson ? 0.1 : 0) : 0)
    }
  }
  const scored = new Map<number, Scored>()
  for (const m of pool.values()) scored.set(m.seq, score(m))
  const ordered = [...pool.values()].sort((a, b) => a.seq - b.seq)
  for (const c of ordered) {
    const sc = scored.get(c.seq)!
    if (sc.coverage < minCoverage) continue
    const cStems = stemsOf.get(c.seq)!
    let answered = false
    for (const f of ordered) {
      if (f.seq <= c.seq || f.isQuestion) continue
      const sf = scored.get(f.seq)!
      if (sf.score > sc.score) continue
      if (c.isQuestion) {
        // The first reply of someone else within two turns answers a matching question.
        if (!answered && f.seq <= c.seq + 2 && speakerKey(f.speaker) !== speakerKey(c.speaker)) {
          answered = true
          scored.set(f.seq, { m: f, score: sc.score, coverage: sc.coverage })
        }
        continue
      }
      // A later correction on the same subject (sharing a question term with the statement)
      // by the same person, naming them, or right after it, or a correction right after it
      // that names its speaker, or one by the same person within `followWindow` turns
      // that says little else ("actually it's Tuesday": at most 3 content words), inherits
      // the statement's score and replaces it.
      const sameSubject = topic.some((t) => cStems.has(t) && stemsOf.get(f.seq)!.has(t))
      const sameSpeaker = speakerKey(f.speaker) === speakerKey(c.speaker)
      const namesSpeaker = nameTerms(c.speaker).some((t) => words(f.text).includes(t))
      const next = f.seq === c.seq + 1
      if (
        isCorrection(f.text) &&
        ((sameSubject && (sameSpeaker || namesSpeaker || next)) ||
          (next && namesSpeaker) ||
          (sameSpeaker && f.seq <= c.seq + followWindow && stemsOf.get(f.seq)!.size <= 3))
      )
        scored.set(f.seq, { m: f, score: sc.score, coverage: sc.coverage, replaces: c })
    }
  }
  const all = [...scored.values()]
  const statements = all.filter((s) => !s.m.isQuestion)
  const eligible =
    statements.length > 0 && Math.max(...statements.map((s) => s.coverage)) >= minCoverage ? statements : all
  const bestCoverage = Math.max(0, ...eligible.map((s) => s.coverage))
  if (eligible.length === 0 || bestCoverage < minCoverage) {
    return {
      text: `The messages in this scope do not answer this question${topic.length > 0 ? ` (nothing said about ${topic.map((t) => `"${t}"`).join(", ")} matches it)` : ""}.`,
      found: false,
      citations: []
    }
  }
  // Among the statements that cover enough of the topic (at least one does, see above), the
  // latest of the best-scoring.
  const covered = eligible.filter((s) => s.coverage >= minCoverage)
  const bestCovered = Math.max(...covered.map((s) => s.score))
  const chosen = covered
    .filter((s) => s.score >= bestCovered * 0.95)
    .reduce((a, b) => (b.m.seq > a.m.seq ? b : a))
  // The statement it replaces: an earlier matching statement the correction follows, or the
  // best earlier statement on the same topic that it superseded.
  const replaced =
    chosen.replaces ??
    eligible
      .filter((s) => s.m.seq < chosen.m.seq && s.coverage >= chosen.coverage && s.m.text !== chosen.m.text)
      .sort((a, b) => b.score - a.score || b.m.seq - a.m.seq)[0]?.m
  const lines = [statement(chosen.m)]
  const citations: Array<Cited> = [{ seq: chosen.m.seq, speaker: chosen.m.speaker }]
  if (replaced !== undefined) {
    lines.push("That is the latest word on it; earlier:", statement(replaced))
    citations.push({ seq: replaced.seq, speaker: replaced.speaker })
  }
  return { text: lines.join("\n"), found: true, citations }
}
