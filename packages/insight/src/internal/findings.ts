/**
 * Detectors of the agent's social mistakes, one function per kind. Each returns instances tied
 * to an agent message; `Analyze` merges them into one finding per kind.
 */
import type { FindingKind, Severity } from "../Schemas.js"
import { grams, isQuestion, overlap } from "../Signals.js"
import { type Context, callName, keywords, namesOf } from "./context.js"
import * as L from "./lexicon.js"
import {
  nameAsWritten,
  quote,
  replaceName,
  shorten,
  shortenFor,
  stripCheer,
  stripLaughter,
  toCasual,
  toFormal
} from "./rewrite.js"
import { addGrams, gramSets, similarities } from "./similar.js"

/** One occurrence of a mistake. */
export interface Instance {
  readonly kind: FindingKind
  /** Index of the agent message that best shows it. */
  readonly agentIndex: number
  readonly evidence: ReadonlyArray<number>
  /** Speaker indices of the people affected. */
  readonly affected: ReadonlyArray<number>
  readonly severity: Severity
  readonly confidence: number
  /** One clause describing this occurrence. */
  readonly detail: string
  readonly rewritten: string
}

/** Severities in order, for sorting and for taking the worst. */
export const severityRank: Readonly<Record<Severity, number>> = { low: 0, medium: 1, high: 2 }

const nameOf = (ctx: Context, i: number): string => ctx.r.speakers[ctx.r.speakerOf[i]!]!.name

/** Is the agent's own voice casual? (mean formality of its messages below -0.1) */
export const agentCasual = (ctx: Context): boolean => {
  let sum = 0
  let c = 0
  for (let i = 0; i < ctx.sig.length; i++)
    if (ctx.isAgent[i] === true) {
      sum += ctx.sig[i]!.formality
      c++
    }
  return c > 0 && sum / c < -0.1
}

/** The last person's message before message `j`, if any. */
export const previousHuman = (ctx: Context, j: number): number | undefined => {
  for (let i = j - 1; i >= 0; i--) if (ctx.isAgent[i] !== true) return i
  return undefined
}

/** The first person's message after message `j`, if any. */
const nextHuman = (ctx: Context, j: number): number | undefined => {
  for (let i = j + 1; i < ctx.sig.length; i++) if (ctx.isAgent[i] !== true) return i
  return undefined
}

/** The agent owning up to a question it skipped, in the agent's register. */
const skippedQuestion = (who: string, text: string, casual: boolean): string =>
  casual
    ? `sorry ${who}, I skipped your question (${quote(text, 10)}). let me check that now and give you a straight answer.`
    : `Sorry, ${who}, I skipped your question (${quote(text, 10)}). Let me check that now and give you a straight answer.`

/** Questions put to the agent that it talked past. */
export const ignoredQuestions = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  for (const q of ctx.questions) {
    if (!q.ignoredByAgent || q.agentReplyAt === undefined) continue
    const j = q.agentReplyAt
    const who = callName(nameOf(ctx, q.index))
    const text = ctx.r.messages[q.index]!.text
    const original = ctx.r.messages[j]!.text
    const casual = agentCasual(ctx)
    // Keep the original only where it was on the question's subject; otherwise replace it.
    const keep = overlap(ctx.sig[j]!.tokens, ctx.sig[q.index]!.tokens) > 0 ? ` ${shorten(original, 25)}` : ""
    const lead = skippedQuestion(who, text, casual)
    out.push({
      kind: "ignored_question",
      agentIndex: j,
      evidence: [q.index, j],
      affected: [ctx.r.speakerOf[q.index]!],
      severity: q.pressed ? "high" : "medium",
      confidence: q.pressed ? 0.85 : 0.7,
      detail: `${who} asked ${quote(text)} and the agent replied without answering it`,
      rewritten: `${lead}${keep}`
    })
  }
  // A person saying so after the agent's reply ("you didnt answer my question"), or asking again
  // ("ok but dark mode?", "and what about whatsapp") about what they asked before it.
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true || out.some((x) => x.agentIndex === j)) continue
    for (let k = j + 1; k < Math.min(ctx.sig.length, j + 3); k++) {
      if (ctx.isAgent[k] === true) break
      const lower = ctx.r.messages[k]!.text.toLowerCase()
      const outright = L.saidNoAnswer.test(lower)
      if (!outright && !L.askedAgain.test(lower)) continue
      const sp = ctx.r.speakerOf[k]!
      let q: number | undefined
      let best = 0
      for (let i = j - 1; i >= Math.max(0, j - 10); i--) {
        if (ctx.isAgent[i] === true || ctx.r.speakerOf[i] !== sp || !ctx.sig[i]!.question) continue
        const shared = overlap(ctx.sig[k]!.tokens, ctx.sig[i]!.tokens)
        if (q === undefined || shared > best) {
          q = i
          best = shared
        }
      }
      if (q === undefined || (!outright && best === 0)) continue
      const who = callName(nameOf(ctx, q))
      const text = ctx.r.messages[q]!.text
      const casual = agentCasual(ctx)
      out.push({
        kind: "ignored_question",
        agentIndex: j,
        evidence: [q, j, k],
        affected: [sp],
        severity: "high",
        confidence: 0.8,
        detail: `${who} asked ${quote(text)}, the agent replied without answering it, and ${who} had to ask again`,
        rewritten: skippedQuestion(who, text, casual)
      })
      break
    }
  }
  return out
}

/** Length of a run of words that, said again, is a repeat ("50% off your next 3 months"). */
const runLength = 7

const runWords = (text: string): Array<string> => text.toLowerCase().match(/[\p{L}\p{N}'%£€$]+/gu) ?? []

/** Every run of {@link runLength} consecutive words of a message with three or more that are not stopwords. */
const runs = (text: string): Array<string> => {
  const w = runWords(text)
  const out: Array<string> = []
  for (let i = 0; i + runLength <= w.length; i++) {
    const run = w.slice(i, i + runLength)
    if (run.filter((x) => !L.stopwords.has(x)).length >= 3) out.push(run.join(" "))
  }
  return out
}

/** The agent saying (nearly) the same thing twice. */
export const repetition = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  const agentIdx: Array<number> = []
  // every agent message's word grams, numbered in the order of agentIdx
  const agentGrams = gramSets()
  // each run of words -> the first agent message that said it
  const said = new Map<string, number>()
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const text = ctx.r.messages[j]!.text
    const g = grams(text)
    const mine = runs(text)
    const again = new Set<number>()
    for (const run of mine) {
      const k = said.get(run)
      if (k !== undefined) again.add(k)
    }
    for (const run of mine) if (!said.has(run)) said.set(run, j)
    if (ctx.sig[j]!.words >= 4) {
      const similar = similarities(agentGrams, g)
      for (const [n, k] of agentIdx.entries()) {
        if (again.has(k) || (similar.get(n) ?? 0) >= 0.55) {
          const h = previousHuman(ctx, j)
          // said again because someone asked for it ("one more time?")
          if (h !== undefined && h > k && L.askedToRepeat.test(ctx.r.messages[h]!.text.toLowerCase()))
            continue
          const affected = h === undefined ? [] : [ctx.r.speakerOf[h]!]
          const lastUser = h === undefined ? "" : ctx.r.messages[h]!.text
          const complained = h !== undefined && h > k && (ctx.sig[h]!.complaint || ctx.sig[h]!.anger)
          const casual = agentCasual(ctx)
          const about = h === undefined ? [] : keywords(ctx, [h], 1)
          // An instruction that did not work gets a new step; anything else gets the open question.
          const instruction =
            /\b(?:please|try|restart|clear|check|click|go to|open|update|reinstall|log ?in|reset|make sure)\b/i.test(
              ctx.r.messages[k]!.text
            )
          const open = ctx.questions
            .filter((q) => q.index < j && (q.answeredAt === undefined || q.ignoredByAgent))
            .pop()
          const who = h === undefined ? "" : callName(nameOf(ctx, h))
          const rewritten = instruction
            ? casual
              ? `ok, I already suggested that and it didn't help, my bad. ${about.length > 0 ? `what exactly happens with the ${about[0]} when you try it?` : "what exactly happens when you try it?"} then I can try something different`
              : `I already suggested that and it hasn't solved it, so let's try something different. ${lastUser.length > 0 ? `You said ${quote(lastUser, 10)}: ` : ""}what exactly happens when you try it? Then I can look for another fix.`
            : open !== undefined
              ? `Sorry${who.length > 0 ? `, ${who}` : ""}, I'm repeating myself. You asked ${quote(ctx.r.messages[open.index]!.text, 10)}; let me answer that instead.`
              : `Sorry${who.length > 0 ? `, ${who}` : ""}, I'm repeating myself. What would be most useful to you right now?`
          out.push({
            kind: "repetition",
            agentIndex: j,
            evidence: [k, j],
            affected,
            severity: complained ? "high" : "medium",
            confidence: 0.8,
            detail: `the agent repeated its earlier message ${quote(ctx.r.messages[k]!.text, 8)}`,
            rewritten
          })
          break
        }
      }
    }
    agentIdx.push(j)
    addGrams(agentGrams, g)
  }
  return out
}

/** A request for a long answer ("explain in detail", "walk me through", "not a one-liner"). */
export const askedForDetail =
  /\b(?:in (?:detail|depth)|detailed|explain|full (?:picture|story|version|details|list)|(?:complete|whole|entire) (?:list|story|thing|guide)|everything|step by step|walk me through|tell me (?:more|everything)|elaborate|one-liner|deep dive|all the details|long version|break it down|explícame|en détail|ausführlich)/

/** Agent replies far longer than what the room writes (unless the person asked for the details). */
export const longReplies = (ctx: Context): Array<Instance> => {
  const humanCount = ctx.sig.length - ctx.isAgent.filter(Boolean).length
  if (humanCount < 2) return []
  const threshold = Math.max(45, 4 * ctx.roomNormWords)
  const long: Array<number> = []
  let agentCount = 0
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    agentCount++
    if (ctx.sig[j]!.words < threshold) continue
    // A long answer to someone who asked for the details is what they wanted.
    const h = previousHuman(ctx, j)
    if (h !== undefined && askedForDetail.test(ctx.r.messages[h]!.text.toLowerCase())) continue
    // ... and so is a long answer to a long message (a wall answered in kind)
    if (h !== undefined && ctx.sig[h]!.words >= 0.6 * ctx.sig[j]!.words) continue
    long.push(j)
  }
  if (long.length === 0) return []
  const worst = long.reduce((a, b) => (ctx.sig[b]!.words > ctx.sig[a]!.words ? b : a))
  const ratio = ctx.sig[worst]!.words / ctx.roomNormWords
  if (long.length < 2 && ratio < 7 && long.length / agentCount < 0.5) return []
  const affected = new Set<number>()
  for (const j of long) {
    const h = previousHuman(ctx, j)
    if (h !== undefined) affected.add(ctx.r.speakerOf[h]!)
  }
  const target = Math.max(20, Math.round(2 * ctx.roomNormWords))
  const asked = previousHuman(ctx, worst)
  const short = shortenFor(
    ctx.r.messages[worst]!.text,
    target,
    asked === undefined ? [] : ctx.sig[asked]!.tokens
  )
  const casual = agentCasual(ctx) || ctx.roomFormality < -0.2
  return [
    {
      kind: "long_replies",
      agentIndex: worst,
      evidence: long.slice(0, 5),
      affected: [...affected],
      severity: ratio >= 8 || long.length >= 3 ? "medium" : "low",
      confidence: Math.min(0.9, 0.55 + 0.05 * long.length + 0.02 * ratio),
      detail: `${long.length} agent ${long.length === 1 ? "reply runs" : "replies run"} to ${ctx.sig[worst]!.words} words where people here write about ${Math.round(ctx.roomNormWords)}`,
      rewritten: `${short} ${casual ? "want the details?" : "Would you like the details?"}`
    }
  ]
}

/** The agent's register far from the room's. */
export const toneMismatch = (ctx: Context): Array<Instance> => {
  const humanCount = ctx.sig.length - ctx.isAgent.filter(Boolean).length
  if (humanCount < 2) return []
  const room = ctx.roomFormality
  let worst: number | undefined
  let worstGap = 0
  let count = 0
  let sum = 0
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const f = ctx.sig[j]!.formality
    sum += f
    count++
    const gap = Math.abs(f - room)
    if (gap > worstGap) {
      worstGap = gap
      worst = j
    }
  }
  if (worst === undefined || count === 0) return []
  const agent = sum / count
  let formalShare = 0
  let casualShare = 0
  for (let j = 0; j < ctx.sig.length; j++)
    if (ctx.isAgent[j] === true) {
      if (ctx.sig[j]!.formalMarker) formalShare += 1 / count
      if (ctx.sig[j]!.casualMarkers > 0) casualShare += 1 / count
    }
  // A letter-like agent in a room that is even a little casual, a quarter of its messages
  // carrying a formal marker ("Dear Zed", "please be advised"); slang in a room a little formal.
  const tooFormal = room <= -0.1 && agent >= 0.5 && formalShare >= 0.25
  const tooCasual = room >= 0.2 && agent <= -0.3 && casualShare >= 0.4
  if (!tooFormal && !tooCasual) return []
  const text = ctx.r.messages[worst]!.text
  const affected = ctx.r.speakers.map((s, i) => (s.isAgent ? -1 : i)).filter((i) => i >= 0)
  return [
    {
      kind: "tone_mismatch",
      agentIndex: worst,
      evidence: [worst, ...(previousHuman(ctx, worst) === undefined ? [] : [previousHuman(ctx, worst)!])],
      affected,
      severity: Math.abs(agent - room) >= 1 ? "medium" : "low",
      confidence: Math.min(0.9, 0.5 + 0.3 * Math.abs(agent - room)),
      detail: tooFormal
        ? "the agent writes like a formal support letter in a casual room"
        : "the agent writes in slang and jokes where the room is formal",
      rewritten: tooFormal ? toCasual(text) : toFormal(text)
    }
  ]
}

/** Venting or bad news met with no acknowledgement, or with cheer. */
export const venting = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  const used = new Set<number>()
  for (let i = 0; i < ctx.sig.length; i++) {
    if (ctx.isAgent[i] === true) continue
    const s = ctx.sig[i]!
    const complaintOnly = !(s.venting || s.badNews) && s.complaint && s.sentiment <= 0
    if (!(s.venting || s.badNews) && !complaintOnly) continue
    // the agent's next message, if no other human changed the subject first; bad news stays
    // news while the others only react to it ("oh god hana. go" / "yeah go. we've got you")
    let j = i + 1
    while (
      j < ctx.sig.length &&
      ctx.isAgent[j] !== true &&
      (ctx.r.speakerOf[j] === ctx.r.speakerOf[i] || (s.badNews && j - i <= 3 && !ctx.sig[j]!.question))
    )
      j++
    if (j >= ctx.sig.length || ctx.isAgent[j] !== true || used.has(j)) continue
    // asked to be taken out of it ("distract me pls. tell me something dumb"): doing so is care
    let asked = false
    for (let k = i; k < j && !asked; k++)
      asked = ctx.r.speakerOf[k] === ctx.r.speakerOf[i] && L.askedForDistraction.test(ctx.r.messages[k]!.text)
    if (asked) continue
    const a = ctx.sig[j]!
    const text = ctx.r.messages[j]!.text
    const dismissive = L.dismissive.test(text.toLowerCase())
    // "so sorry to hear that! Great news though, ... 🎉": the cheer undoes the apology
    const celebrates = /(?:great news|exciting|awesome|🎉|🥳|!!)/i.test(text)
    // ... or a caring question, or an invitation to go on ("of course. what's going on?", "I'm listening")
    const caring =
      (a.acknowledgement && !dismissive && !(s.badNews && celebrates)) ||
      (a.question && L.caringQuestion.test(text)) ||
      L.invitesToGoOn.test(text)
    if (caring) continue
    // the agent already acknowledged this person's news a moment ago ("I'm so sorry, Lena" and
    // then "can you tell my manager": doing the task is the care now)
    let before = false
    for (let k = Math.max(0, i - 6); k < i && !before; k++)
      before =
        ctx.isAgent[k] === true &&
        ctx.sig[k]!.acknowledgement &&
        !L.dismissive.test(ctx.r.messages[k]!.text.toLowerCase()) &&
        (ctx.sig[k]!.addressed.some((x) => x.toLowerCase() === callName(nameOf(ctx, i)).toLowerCase()) ||
          ctx.r.speakerOf[previousHuman(ctx, k) ?? -1] === ctx.r.speakerOf[i])
    if (before && !s.badNews) continue
    used.add(j)
    const who = callName(nameOf(ctx, i))
    const casual = agentCasual(ctx)
    const cheer = a.cheerful || (a.sentiment > 0.35 && a.exclaims > 0) || (a.emoji > 0 && a.exclaims > 0)
    // To a reported problem, only real cheer counts ("Great news! 🎉"), not a polite "No worries"
    // or "Thanks for reaching out!".
    const cheerAtProblem = a.cheerful && !/^\W*(?:no worries|thanks?\b|thank you)/i.test(text)
    if (cheer && (s.badNews || s.venting || (complaintOnly && cheerAtProblem) || s.sentiment < -0.2)) {
      const rest = stripCheer(text)
      const keep = a.sentiment > 0.3 || rest.length === 0 ? "" : ` ${shorten(rest, 20)}`
      out.push({
        kind: "cheerful_at_bad_news",
        agentIndex: j,
        evidence: [i, j],
        affected: [ctx.r.speakerOf[i]!],
        severity: complaintOnly ? "medium" : "high",
        confidence: s.badNews ? 0.85 : 0.7,
        detail: `${who} shared ${s.badNews ? "bad news" : complaintOnly ? "a problem" : "something painful"} (${quote(ctx.r.messages[i]!.text, 10)}) and the agent answered cheerfully`,
        rewritten: complaintOnly
          ? `${casual ? `sorry about that, ${who}.` : `Sorry about that, ${who}.`}${rest.length > 0 ? ` ${shorten(rest, 25)}` : ""}`
          : `${casual ? `oh no, ${who}, I'm so sorry.` : `I'm so sorry, ${who}. That's really hard news.`}${keep} ${casual ? "how are you holding up?" : "How are you holding up?"}`.trim()
      })
    }
    // Cheer with no word for the feeling is also a missing acknowledgement (as readers list it).
    if (!complaintOnly && (!cheer || !a.acknowledgement)) {
      out.push({
        kind: "no_acknowledgement",
        agentIndex: j,
        evidence: [i, j],
        affected: [ctx.r.speakerOf[i]!],
        severity: s.badNews || s.anger ? "medium" : "low",
        confidence: 0.7,
        detail: `${who} vented (${quote(ctx.r.messages[i]!.text, 10)}) and the agent moved on without acknowledging it`,
        rewritten:
          `${casual ? `ugh, that sounds rough, ${who}. I'm sorry.` : `That sounds really hard, ${who}, and I'm sorry you're dealing with it.`} ${shorten(stripCheer(text), 25)}`.trim()
      })
    }
  }
  return out
}

/**
 * Cheer the people protest ("read the room", "great news??", "are you serious. i was being
 * sarcastic"): the agent's cheerful message was cheer at bad news even where the news itself is
 * not in the lexicon ("all 212 listings are gone", "o thor morreu ontem"). Without a word for the
 * feeling, and unacknowledged shortly before, it is also a missing acknowledgement. Only where
 * {@link venting} found nothing at that message.
 */
export const protestedCheer = (ctx: Context, found: ReadonlyArray<Instance>): Array<Instance> => {
  const out: Array<Instance> = []
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const a = ctx.sig[j]!
    const text = ctx.r.messages[j]!.text
    if (!(a.cheerful || /🎉|🥳|!!/.test(text))) continue
    if (found.some((f) => f.agentIndex === j && f.kind === "cheerful_at_bad_news")) continue
    // the first person to speak after the agent (its own follow-up skipped)
    const k = nextHuman(ctx, j)
    if (k === undefined || k - j > 2 || !L.cheerProtest.test(ctx.r.messages[k]!.text)) continue
    const i = previousHuman(ctx, j)
    const evidence = i === undefined ? [j, k] : [i, j, k]
    const who = callName(nameOf(ctx, k))
    const casual = agentCasual(ctx)
    const rest = stripCheer(text)
    out.push({
      kind: "cheerful_at_bad_news",
      agentIndex: j,
      evidence,
      affected: [ctx.r.speakerOf[k]!],
      severity: "high",
      confidence: 0.75,
      detail: `${who} protested the agent's cheer (${quote(ctx.r.messages[k]!.text, 10)})`,
      rewritten:
        `${casual ? `sorry ${who}, that was the wrong tone.` : `I'm sorry, ${who}, that was the wrong tone.`}${rest.length > 0 ? ` ${shorten(rest, 25)}` : ""}`.trim()
    })
    let acknowledged = a.acknowledgement
    for (let m = Math.max(0, j - 6); m < j && !acknowledged; m++)
      acknowledged = ctx.isAgent[m] === true && ctx.sig[m]!.acknowledgement
    if (acknowledged || found.some((f) => f.agentIndex === j && f.kind === "no_acknowledgement")) continue
    out.push({
      kind: "no_acknowledgement",
      agentIndex: j,
      evidence,
      affected: [ctx.r.speakerOf[k]!],
      severity: "medium",
      confidence: 0.65,
      detail: `the agent met ${i === undefined ? "the moment" : `${callName(nameOf(ctx, i))}'s message (${quote(ctx.r.messages[i]!.text, 10)})`} with cheer and no word for the feeling`,
      rewritten:
        `${casual ? `ugh, I'm sorry, ${who}.` : `I'm sorry, ${who}. That's hard.`} ${shorten(rest, 25)}`.trim()
    })
  }
  return out
}

/**
 * Tone the people protest, or laughter at a serious moment: a person answering the agent's
 * message with "that's not funny", "glad my outage is funny to you", "who invited the HR
 * department", "ok mum"; or the agent laughing ("lol", "💀", "😅") right after bad news, venting
 * or a complaint, with no word for the feeling. Only where {@link toneMismatch} found nothing.
 */
export const protestedTone = (ctx: Context, found: ReadonlyArray<Instance>): Array<Instance> => {
  if (found.some((f) => f.kind === "tone_mismatch")) return []
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const a = ctx.sig[j]!
    const text = ctx.r.messages[j]!.text
    const k = nextHuman(ctx, j)
    const protested = k !== undefined && k - j <= 2 && L.toneProtest.test(ctx.r.messages[k]!.text)
    const i = previousHuman(ctx, j)
    const s = i !== undefined && j - i <= 2 ? ctx.sig[i]! : undefined
    const serious =
      s !== undefined && (s.badNews || s.venting || s.anger || s.complaint || s.sentiment <= -0.3)
    const laughsAtIt = serious && a.laughter && !a.acknowledgement
    if (!protested && !laughsAtIt) continue
    const casual = agentCasual(ctx)
    const jokey = a.laughter || a.formality < 0
    const evidence = [...(i === undefined ? [] : [i]), j, ...(protested ? [k!] : [])]
    return [
      {
        kind: "tone_mismatch",
        agentIndex: j,
        evidence,
        affected: [ctx.r.speakerOf[protested ? k! : i!]!],
        severity: "medium",
        confidence: protested ? 0.75 : 0.65,
        detail: protested
          ? `${callName(nameOf(ctx, k!))} objected to the agent's tone (${quote(ctx.r.messages[k]!.text, 10)})`
          : "the agent joked at a serious moment",
        rewritten: jokey
          ? `${casual ? "sorry, bad joke." : "Sorry, that was out of place."} ${stripLaughter(text)}`.trim()
          : toCasual(text)
      }
    ]
  }
  return []
}

/** Addressing someone by a name nobody in the room has. */
export const wrongNames = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  const agentLower = ctx.r.agentName.toLowerCase()
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const s = ctx.sig[j]!
    const names = [...s.addressed, ...s.mentions]
    for (const name of names) {
      const lower = name.toLowerCase()
      // platform ids ("<@U0BMYT2FL>") are not names
      if (/\d/.test(lower) || ctx.knownNames.has(lower) || agentLower.includes(lower)) continue
      // a short form of a known name is fine ("Sam" for Samantha), a longer one is not ("Sarah" for Sara)
      if ([...ctx.knownNames].some((k) => k.length >= 3 && lower.length >= 3 && k.startsWith(lower))) continue
      const h = previousHuman(ctx, j)
      if (h === undefined) continue
      // writing to someone else at the person's request ("draft something firm to graham" / "Hi Graham, ...")
      const escaped = L.escapeRegExp(lower)
      if (
        new RegExp(
          `\\b(?:draft|write|send|text|message|email|reply|answer)\\b[^.?!]*\\b(?:to|for) ${escaped}\\b`
        ).test(ctx.r.messages[h]!.text.toLowerCase())
      )
        continue
      const right = callName(nameOf(ctx, h))
      // The same wrong name again (after it was used once, and usually corrected) is worse.
      const again = ctx.sig.some(
        (e, i) => i < j && ctx.isAgent[i] === true && [...e.addressed, ...e.mentions].includes(name)
      )
      out.push({
        kind: "wrong_name",
        agentIndex: j,
        evidence: [h, j],
        affected: [ctx.r.speakerOf[h]!],
        severity: again ? "high" : "medium",
        confidence: 0.8,
        detail: `the agent called ${right} "${name}", a name nobody in the conversation has`,
        rewritten: replaceName(ctx.r.messages[j]!.text, name, right)
      })
      break
    }
  }
  return out
}

interface OwnNameTests {
  readonly name: string
  /** "luca*", "*luca", "its luca", "im actually luca" (on the lower-cased text) */
  readonly lower: RegExp
  /** "LUCA" (names of three letters or more; on the text as written) */
  readonly shouted: RegExp | undefined
}

// The tests of each speaker's names (`namesOf`'s array), compiled once.
const ownNameTests = new WeakMap<ReadonlyArray<string>, ReadonlyArray<OwnNameTests>>()

/** A person putting their own name right ("luca*", "its jules", "im leo", "ich bin FELIX", "PRIYA."). */
const correctsOwnName = (text: string, own: ReadonlyArray<string>): boolean => {
  let tests = ownNameTests.get(own)
  if (tests === undefined) {
    tests = own
      .filter((o) => o.length >= 2)
      .map((o) => {
        const e = L.escapeRegExp(o)
        return {
          name: o,
          lower: new RegExp(
            `(?<![\\p{L}])${e}\\s*\\*|\\*\\s*${e}(?![\\p{L}])|(?<![\\p{L}])(?:${L.selfNaming})\\s+(?:actually\\s+)?${e}(?![\\p{L}])`,
            "u"
          ),
          shouted: o.length >= 3 ? new RegExp(`(?<![\\p{L}])${e.toUpperCase()}(?![\\p{L}])`, "u") : undefined
        }
      })
    ownNameTests.set(own, tests)
  }
  const lower = text.toLowerCase()
  // (each test needs the name itself in the text: most messages are ruled out without a regex)
  return tests.some(
    (t) =>
      (lower.includes(t.name) && t.lower.test(lower)) ||
      (t.shouted !== undefined && text.includes(t.name.toUpperCase()) && t.shouted.test(text))
  )
}

const participantCache = new WeakMap<Context, ReadonlyArray<string>>()

/** Every human's name and first name, lower case (two letters or more). */
const participantNames = (ctx: Context): ReadonlyArray<string> => {
  let names = participantCache.get(ctx)
  if (names === undefined) {
    const set = new Set<string>()
    for (const sp of ctx.r.speakers)
      if (!sp.isAgent) for (const n of namesOf(sp)) if (n.length >= 2) set.add(n)
    names = [...set]
    participantCache.set(ctx, names)
  }
  return names
}

/** The names an agent message gives someone: in address position, `@` mentions, or after a short lead ("sure julia,", "on it tess:"). */
const namesGiven = (ctx: Context, j: number): Array<string> => {
  const s = ctx.sig[j]!
  const lead = /^(?:[\p{L}']+\s+){0,2}([\p{L}']+)\s*[,:!]/u.exec(
    ctx.r.messages[j]!.text.trim().toLowerCase()
  )?.[1]
  const out = [...s.addressed, ...s.addressedLoose, ...s.mentions].map((n) => n.toLowerCase())
  if (lead !== undefined) out.push(lead)
  // a trailing address (", Priyanka.", ", jonas 👍") and any participant's name in the message
  const lower = ctx.r.messages[j]!.text.toLowerCase()
  const trailing = /,\s*([\p{L}']+)\s*(?:[.!?]|\p{Extended_Pictographic}|\s*$)/u.exec(lower)?.[1]
  if (trailing !== undefined) out.push(trailing)
  // a capitalized word opening a sentence before a comma ("sure! Maya, start by ...")
  for (const m of ctx.r.messages[j]!.text.matchAll(/(?:^|[.!?]\s+)([\p{Lu}][\p{L}']+),/gu))
    out.push(m[1]!.toLowerCase())
  const words = new Set(lower.match(/[\p{L}\p{N}][\p{L}\p{N}'._-]*/gu) ?? [])
  for (const w of [...words]) words.add(w.replace(/[._'-]+$/, ""))
  for (const n of participantNames(ctx)) if (words.has(n)) out.push(n)
  return out.filter((n) => n.length >= 2 && !L.notNames.has(n) && !L.stopwords.has(n))
}

/**
 * A name the person had to correct: the agent gave someone a name (another person's, or one
 * nobody has) and that person answered with their own ("its jules", "luca*", "im leo"). Using
 * the corrected name for them again is worse, corrected or not (a foresee draft included).
 */
export const correctedNames = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  const agentLower = ctx.r.agentName.toLowerCase()
  // corrected wrong name -> speaker it was given to
  const corrected = new Map<string, number>()
  const flag = (j: number, h: number, sp: number, wrong: string, again: boolean): void => {
    if (out.some((x) => x.agentIndex === j)) return
    const right = callName(ctx.r.speakers[sp]!.name)
    const text = ctx.r.messages[j]!.text
    const written = nameAsWritten(text, wrong) ?? wrong
    out.push({
      kind: "wrong_name",
      agentIndex: j,
      evidence: h < j ? [h, j] : [j, h],
      affected: [sp],
      severity: again ? "high" : "medium",
      confidence: 0.8,
      detail: again
        ? `the agent called ${right} "${written}" again after being corrected`
        : `the agent called ${right} "${written}" and ${right} had to correct it`,
      rewritten: replaceName(text, written, right)
    })
  }
  for (let j = 0; j < ctx.sig.length; j++) {
    if (ctx.isAgent[j] !== true) continue
    const given = namesGiven(ctx, j).filter((n) => !agentLower.includes(n))
    // a name corrected before, given again to the same person
    const h = previousHuman(ctx, j)
    for (const n of given) {
      const sp = corrected.get(n)
      if (sp !== undefined && h !== undefined && ctx.r.speakerOf[h] === sp) flag(j, h, sp, n, true)
    }
    // the person answers with their own name within the next three messages
    for (let k = j + 1; k < Math.min(ctx.sig.length, j + 4); k++) {
      if (ctx.isAgent[k] === true) break
      const sp = ctx.r.speakerOf[k]!
      const own = namesOf(ctx.r.speakers[sp]!)
      if (!correctsOwnName(ctx.r.messages[k]!.text, own)) continue
      const wrong = given.find((n) => !own.some((o) => o === n || o.startsWith(n) || n.startsWith(o)))
      if (wrong === undefined) continue
      const again = corrected.get(wrong) === sp
      corrected.set(wrong, sp)
      flag(j, k, sp, wrong, again)
      break
    }
  }
  return out
}

const parseTime = (t: string | undefined): number | undefined => {
  if (t === undefined) return undefined
  const v = Date.parse(t)
  return Number.isNaN(v) ? undefined : v
}

/**
 * The other person a message opens by naming, lower case included ("pri are you wfh", "oye pablo,
 * ¿cuándo...", "@jace"): a speaker other than the writer and the agent whose name, first name or
 * a short form of it (three letters or more) is the first or second word.
 */
export const humanAddressed = (ctx: Context, i: number): number | undefined =>
  addressedIn(ctx, ctx.r.messages[i]!.text, ctx.r.speakerOf[i]!)

const addressedIn = (ctx: Context, text: string, own: number): number | undefined => {
  const words = (text.toLowerCase().match(/@?[\p{L}][\p{L}'._-]*/gu) ?? []).slice(0, 2)
  for (const raw of words) {
    const w = raw.replace(/^@/, "").replace(/[._-]+$/, "")
    if (w.length < 3 || L.stopwords.has(w)) continue
    for (let k = 0; k < ctx.r.speakers.length; k++) {
      const sp = ctx.r.speakers[k]!
      if (k === own || sp.isAgent) continue
      if (namesOf(sp).some((n) => n.startsWith(w))) return k
    }
  }
  return undefined
}

/**
 * The other person a question in message `i` is put to by name: the message is a question and
 * names them first, or one of its later sentences does and reads as a question on its own ("omg
 * yes. kai do u still have rob's number", "serious tho. lou what can u actually do").
 */
const questionTo = (ctx: Context, i: number): number | undefined => {
  const own = ctx.r.speakerOf[i]!
  if (ctx.sig[i]!.question) {
    const b = humanAddressed(ctx, i)
    if (b !== undefined) return b
  }
  const sentences = ctx.r.messages[i]!.text.split(/(?<=[.!?])\s+/)
  for (const sentence of sentences.slice(ctx.sig[i]!.question ? 1 : 0)) {
    const b = addressedIn(ctx, sentence, own)
    if (b === undefined) continue
    const lower = sentence.toLowerCase()
    const rest = lower.replace(/^\W*@?[\p{L}][\p{L}'._-]*[\s,:]*/u, "")
    if (isQuestion(lower) || isQuestion(rest)) return b
  }
  return undefined
}

/** The agent cutting in: mid-thought, between two people, or met with "let me finish". */
export const talkingOver = (ctx: Context): Array<Instance> => {
  const out: Array<Instance> = []
  const n = ctx.sig.length
  for (let j = 1; j < n; j++) {
    if (ctx.isAgent[j] !== true) continue
    const before = j - 1
    if (ctx.isAgent[before] === true) continue
    const after = j + 1 < n ? j + 1 : undefined
    const speakerBefore = ctx.r.speakerOf[before]!
    const who = callName(nameOf(ctx, before))
    let reason: string | undefined
    let other: string | undefined
    if (after !== undefined && ctx.isAgent[after] !== true && ctx.sig[after]!.interruptProtest) {
      reason = `${callName(nameOf(ctx, after))} had to ask for room after the agent cut in`
    } else if (
      after !== undefined &&
      ctx.r.speakerOf[after] === speakerBefore &&
      ctx.sig[before]!.continues
    ) {
      reason = `the agent cut in while ${who} was mid-thought`
    } else if (
      after !== undefined &&
      ctx.isAgent[after] !== true &&
      ctx.r.speakerOf[after] !== speakerBefore
    ) {
      // A addressed B by name, the agent answered instead, then B answered
      const addressed = [...ctx.sig[before]!.addressed, ...ctx.sig[before]!.mentions].map((x) =>
        x.toLowerCase()
      )
      const bName = nameOf(ctx, after).toLowerCase()
      const bCall = callName(nameOf(ctx, after)).toLowerCase()
      if (addressed.some((x) => x === bName || x === bCall || bName.startsWith(x))) {
        reason = `${who} asked ${callName(nameOf(ctx, after))} and the agent answered first`
        other = callName(nameOf(ctx, after))
      }
    }
    // A put a question to B by name ("pri are you wfh thursday?", "ronnie r u in or nah") and the
    // agent answered it.
    if (reason === undefined) {
      const b = questionTo(ctx, before)
      // an agent reply that names someone else is answering another thread ("Booked, Theo: ...")
      const named = [...ctx.sig[j]!.addressed, ...ctx.sig[j]!.addressedLoose].map((x) => x.toLowerCase())
      const elsewhere = named.some(
        (x) => b === undefined || !ctx.r.speakers[b]!.name.toLowerCase().startsWith(x)
      )
      if (b !== undefined && !elsewhere) {
        reason = `${who} asked ${callName(ctx.r.speakers[b]!.name)} and the agent answered instead`
        other = callName(ctx.r.speakers[b]!.name)
      }
    }
    if (reason === undefined && after !== undefined && ctx.r.speakerOf[after] === speakerBefore) {
      const t0 = parseTime(ctx.r.messages[before]!.timestamp)
      const t1 = parseTime(ctx.r.messages[j]!.timestamp)
      const t2 = parseTime(ctx.r.messages[after]!.timestamp)
      if (
        t0 !== undefined &&
        t1 !== undefined &&
        t2 !== undefined &&
        t1 - t0 <= 3000 &&
        t2 - t0 <= 15000 &&
        t2 >= t1
      )
        reason = `the agent replied within ${Math.round((t1 - t0) / 1000)} s while ${who} was still typing`
    }
    if (reason === undefined) continue
    const casual = agentCasual(ctx)
    out.push({
      kind: "talking_over",
      agentIndex: j,
      evidence: after === undefined ? [before, j] : [before, j, after],
      affected: [speakerBefore],
      severity: "medium",
      confidence: 0.7,
      detail: reason,
      rewritten:
        other !== undefined
          ? casual
            ? `oops, that was for ${other}, go ahead ${other}!`
            : `I'll let ${other} answer that first.`
          : casual
            ? `sorry ${who}, I jumped in, go on!`
            : `Sorry, ${who}, I cut in there. Please go on; I'll reply once you've finished.`
    })
  }
  return out
}

/** All detectors. */
export const detectAll = (ctx: Context): Array<Instance> => {
  const named = wrongNames(ctx)
  const feelings = venting(ctx)
  const tone = toneMismatch(ctx)
  return [
    ...ignoredQuestions(ctx),
    ...repetition(ctx),
    ...longReplies(ctx),
    ...tone,
    ...feelings,
    ...protestedCheer(ctx, feelings),
    ...protestedTone(ctx, tone),
    ...named,
    ...correctedNames(ctx).filter((c) => !named.some((w) => w.agentIndex === c.agentIndex)),
    ...talkingOver(ctx)
  ]
}
