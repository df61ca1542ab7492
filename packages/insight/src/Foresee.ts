/**
 * `foresee`: how the people in a conversation will take a draft reply (spec 2.10 / 4.13). The
 * draft is appended to the transcript as the agent's next message and the same detectors as
 * `analyze` run on it; each person's state comes from their messages. The refined reply applies
 * every fix found, in a fixed order; a draft with no problem is returned unchanged.
 */
import { Either } from "effect"
import { readUsers, type UserRead } from "./Analyze.js"
import {
  answersQuestion,
  build,
  type Context,
  callName,
  contentFree,
  keywords,
  nameParts,
  sentencesOf
} from "./internal/context.js"
import { detectAll, type Instance, previousHuman, severityRank } from "./internal/findings.js"
import { argmax, hurtfulKinds, probabilities, wordFeatures } from "./internal/learned.js"
import * as L from "./internal/lexicon.js"
import * as Model from "./internal/model.generated.js"
import {
  lowerFirst,
  quote,
  replaceName,
  shorten,
  stripCheer,
  toCasual,
  toFormal
} from "./internal/rewrite.js"
import type { FindingKind, ForeseeResult, MentalState, PredictedReaction, Severity } from "./Schemas.js"
import { analyzeMessage, overlap } from "./Signals.js"
import { EmptyTranscript, fromTurns, resolve, type Turn } from "./Transcript.js"

/** Input of `foresee` (spec 4.13). */
export interface ForeseeInput {
  readonly transcript: ReadonlyArray<Turn>
  readonly candidateReply: string
  /** Default `agent`. */
  readonly agentName?: string | undefined
  /** Model only this person; otherwise every non-agent speaker. */
  readonly subjectName?: string | undefined
}

/** A problem with the draft. */
interface Issue {
  readonly kind: FindingKind | "misread" | "cold" | "deflect" | "judging" | "pushy" | "lecture"
  readonly severity: Severity
  /** Speaker indices affected; empty means everyone. */
  readonly affected: ReadonlyArray<number>
  readonly instance: Instance | undefined
}

const round2 = (x: number): number => Math.round(x * 100) / 100

/** The most recent question put to the agent, not answered before the draft, that the draft does not answer. */
const openQuestion = (ctx: Context, d: number): Issue | undefined => {
  const draft = ctx.sig[d]!
  for (let k = ctx.questions.length - 1; k >= 0; k--) {
    const q = ctx.questions[k]!
    if (q.index < d - 8) break
    // put to the agent, or left open right before the agent speaks
    if ((!q.toAgent && q.index < d - 2) || (q.answeredAt !== undefined && q.answeredAt < d)) continue
    const asker = ctx.r.speakerOf[q.index]!
    let adjacent = true
    for (let j = q.index + 1; j < d; j++) if (ctx.r.speakerOf[j] !== asker) adjacent = false
    if (
      L.askedToRepeat.test(ctx.r.messages[q.index]!.text.toLowerCase())
        ? ctx.saysAgain[d] === true
        : !ctx.repeats[d] &&
          answersQuestion(
            ctx.r.messages[q.index]!.text,
            ctx.sig[q.index]!,
            ctx.r.messages[d]!.text,
            draft,
            adjacent
          )
    )
      return undefined
    const ignoredBefore = q.agentReplyAt !== undefined && q.agentReplyAt < d
    // asked before: an earlier question by the same person was talked past, or this one repeats it
    const askedBefore = ctx.questions.some(
      (p) =>
        p.index < q.index &&
        ctx.r.speakerOf[p.index] === asker &&
        (p.ignoredByAgent || overlap(ctx.sig[p.index]!.tokens, ctx.sig[q.index]!.tokens) >= 0.5)
    )
    const severe = q.pressed || ignoredBefore || askedBefore || ctx.sig[q.index]!.complaint
    const who = callName(ctx.r.speakers[asker]!.name)
    return {
      kind: "ignored_question",
      severity: severe ? "high" : "medium",
      affected: [asker],
      instance: {
        kind: "ignored_question",
        agentIndex: d,
        evidence: [q.index, d],
        affected: [asker],
        severity: severe ? "high" : "medium",
        confidence: 0.75,
        detail: `${who}'s question is still open`,
        rewritten: ""
      }
    }
  }
  return undefined
}

/** A sentence that says something negative about the person addressed ("you"). */
const characterizes =
  /(?<!\b(?:who|what|how|where|when|whether|if|as)\s)\byou(?:'re|\s+are|\s+were|'ve\s+been|\s+have\s+been|\s+had\s+been|\s+always|\s+never|\s+keep)\s+\p{L}/iu

/**
 * Who the draft's "you" is: the person it addresses by name; else the latest person to speak
 * whom it does not name, since a name in the draft is someone talked about ("Jas is right, you
 * have been sulking" judges the one Jas was talking about, not Jas); else the last to speak.
 */
const judgedPerson = (ctx: Context, d: number, lastHuman: number): number => {
  // addressed: as the signals read it ("Hey Milo, ...", "..., Milo!"), or a speaker's name opening
  // the draft before a comma ("Milo, you're overreacting")
  const opening = /^\W*([\p{L}'-]+)\s*,/u.exec(ctx.r.messages[d]!.text)?.[1]
  for (const a of [...ctx.sig[d]!.addressed, ...(opening === undefined ? [] : [opening])]) {
    const sp = ctx.r.speakers.findIndex((x) => !x.isAgent && nameParts(x.name).includes(a.toLowerCase()))
    if (sp >= 0) return sp
  }
  const words = new Set(ctx.r.messages[d]!.text.toLowerCase().match(/[\p{L}'-]+/gu) ?? [])
  for (let i = lastHuman; i >= 0 && i >= lastHuman - 8; i--) {
    if (ctx.isAgent[i] === true) continue
    const sp = ctx.r.speakerOf[i]!
    if (!nameParts(ctx.r.speakers[sp]!.name).some((p) => words.has(p))) return sp
  }
  return ctx.r.speakerOf[lastHuman]!
}

/** The sentences of `text` that judge the person addressed ("you're overreacting"), by their own sentiment. */
export const judgingSentences = (text: string): Array<string> =>
  sentencesOf(text).filter((p) => {
    if (!characterizes.test(p)) return false
    const s = analyzeMessage(p)
    return s.sentiment <= -0.3 && !s.politeness.apology && !s.question
  })

/** The last `max` messages of the speaker of message `from`, among the `span` messages up to it, newest first. */
const recentOf = (ctx: Context, from: number, span: number, max: number): Array<number> => {
  const speaker = ctx.r.speakerOf[from]
  const out: Array<number> = []
  for (let i = from; i >= 0 && i >= from - span && out.length < max; i--)
    if (ctx.r.speakerOf[i] === speaker) out.push(i)
  return out
}

const draftIssues = (ctx: Context, d: number): Array<Issue> => {
  const issues: Array<Issue> = []
  const open = openQuestion(ctx, d)
  if (open !== undefined) issues.push(open)
  for (const inst of detectAll(ctx)) {
    if (inst.agentIndex !== d || inst.kind === "ignored_question") continue
    if (issues.some((x) => x.kind === inst.kind)) continue
    issues.push({
      kind: inst.kind,
      severity: inst.severity,
      affected: inst.kind === "tone_mismatch" || inst.kind === "long_replies" ? [] : inst.affected,
      instance: inst
    })
  }
  const draft = ctx.sig[d]!
  // the person the draft answers: the last human message before it
  let lastHuman = d - 1
  while (lastHuman >= 0 && ctx.isAgent[lastHuman] === true) lastHuman--
  // cheer: "Great!", an exclamation with a warm tone, or an emoji with an exclamation ("Thanks! 😊")
  const cheery =
    draft.cheerful ||
    (draft.sentiment > 0.4 && draft.exclaims > 0) ||
    (draft.emoji > 0 && draft.exclaims > 0 && draft.sentiment >= 0)
  const lowerDraft = ctx.r.messages[d]!.text.toLowerCase()
  // Tone: the draft alone against the room (the analyze detector averages all agent messages).
  const f = draft.formality
  if (!issues.some((x) => x.kind === "tone_mismatch")) {
    if (
      (ctx.roomFormality <= -0.1 && draft.formalMarker && f >= 0.3) ||
      (ctx.roomFormality <= 0.05 && draft.formalMarker && f >= 0.6) ||
      (ctx.roomFormality >= 0.3 && f <= -0.45 && draft.casualMarkers > 0)
    )
      issues.push({ kind: "tone_mismatch", severity: "medium", affected: [], instance: undefined })
  }
  // Length: the draft alone against the room's norm.
  if (!issues.some((x) => x.kind === "long_replies") && draft.words >= Math.max(40, 4 * ctx.roomNormWords))
    issues.push({ kind: "long_replies", severity: "medium", affected: [], instance: undefined })
  // Talking over: the last person is mid-thought.
  if (
    d > 0 &&
    ctx.isAgent[d - 1] !== true &&
    ctx.sig[d - 1]!.continues &&
    !issues.some((x) => x.kind === "talking_over")
  )
    issues.push({
      kind: "talking_over",
      severity: "medium",
      affected: [ctx.r.speakerOf[d - 1]!],
      instance: undefined
    })
  // Misreading the room: cheer or jokes while someone recent is angry, hostile or hurting.
  let seen = 0
  for (let i = d - 1; i >= 0 && seen < 3; i--) {
    if (ctx.isAgent[i] === true) continue
    seen++
    const lt = ctx.local[i]!
    if (lt.strength < 0.5) continue
    const tense = lt.type === "friction" || lt.type === "hostile" || lt.type === "venting"
    if (
      tense &&
      (cheery || draft.laughter) &&
      (!draft.acknowledgement || L.dismissive.test(lowerDraft)) &&
      !draft.politeness.apology &&
      !issues.some((x) => x.kind === "cheerful_at_bad_news")
    )
      issues.push({
        kind: "misread",
        severity: lt.type === "friction" ? "medium" : "high",
        affected: [ctx.r.speakerOf[i]!],
        instance: undefined
      })
    break
  }
  // Bad news earlier in the conversation (a death, an illness, a lost job) still hangs over it:
  // cheer a few messages later ("Done! Have an amazing trip! ✈️") misreads the room too.
  if (!issues.some((x) => x.kind === "misread" || x.kind === "cheerful_at_bad_news")) {
    let humansSeen = 0
    for (let i = d - 1; i >= 0 && humansSeen < 8 && cheery && !draft.acknowledgement; i--) {
      if (ctx.isAgent[i] === true) continue
      humansSeen++
      const s = ctx.sig[i]!
      if (s.badNews || (s.venting && humansSeen <= 3)) {
        issues.push({
          kind: "misread",
          severity: "high",
          affected: [ctx.r.speakerOf[i]!],
          instance: undefined
        })
        break
      }
    }
  }
  // Pushing a sale ("Did you know Growth gives you AI forecasting? Upgrade today and save 20%!",
  // "Offer ends Friday, don't miss out!!"): medium, high once the person has said no or complained.
  if (L.pushy.test(lowerDraft) && lastHuman >= 0) {
    const declined = ctx.r.messages.some(
      (m, i) =>
        i < d &&
        ctx.r.speakerOf[i] === ctx.r.speakerOf[lastHuman] &&
        (ctx.sig[i]!.complaint || L.declined.test(m.text.toLowerCase()))
    )
    issues.push({
      kind: "pushy",
      severity: declined ? "high" : "medium",
      affected: [ctx.r.speakerOf[lastHuman]!],
      instance: undefined
    })
  }
  // Lecturing a casual room ("Friendly reminder: alcohol significantly impairs recovery", "Per
  // clan rules, insults may result in a timeout"): medium.
  if (
    ctx.roomFormality <= 0.05 &&
    L.lecture.test(lowerDraft) &&
    lastHuman >= 0 &&
    !issues.some((x) => x.kind === "judging")
  ) {
    issues.push({
      kind: "lecture",
      severity: "medium",
      affected: [ctx.r.speakerOf[lastHuman]!],
      instance: undefined
    })
  }
  // Citing the rules at someone upset ("As stated in section 7.2 of your contract, ..."): the
  // person hears that it is their own fault. Medium; high once they have complained.
  if (lastHuman >= 0 && L.legalistic.test(lowerDraft) && !issues.some((x) => x.kind === "lecture")) {
    const speaker = ctx.r.speakerOf[lastHuman]!
    const theirs = recentOf(ctx, lastHuman, 4, 3)
    const upset = theirs.some((i) => ctx.sig[i]!.complaint || ctx.sig[i]!.anger || ctx.sig[i]!.venting)
    const worried = theirs.some((i) => ctx.sig[i]!.sentiment < -0.2)
    if (upset || worried)
      issues.push({
        kind: "lecture",
        severity: upset ? "high" : "medium",
        affected: [speaker],
        instance: undefined
      })
  }
  // A stock reply to someone reporting a problem ("my invoice shows a double charge" / "Welcome
  // to Acme! We have many great plans."): nothing in it deals with what they wrote.
  if (
    lastHuman >= 0 &&
    lastHuman >= d - 2 &&
    !issues.some((x) => x.kind === "ignored_question") &&
    contentFree(ctx.r.messages[d]!.text) &&
    !draft.acknowledgement &&
    !draft.politeness.apology
  ) {
    const speaker = ctx.r.speakerOf[lastHuman]!
    const theirs = recentOf(ctx, lastHuman, 3, 2)
    const reported = theirs.some((i) => {
      const s = ctx.sig[i]!
      return (
        s.complaint || s.badNews || s.venting || L.problemReport.test(ctx.r.messages[i]!.text.toLowerCase())
      )
    })
    if (reported) {
      // Worse when it happens again: the agent already deflected, or the person already complained.
      const again = ctx.r.messages.some(
        (m, i) =>
          i < d &&
          ((ctx.isAgent[i] === true && contentFree(m.text)) ||
            (ctx.r.speakerOf[i] === speaker && i < theirs.at(-1)! && ctx.sig[i]!.complaint))
      )
      // A cheerful stock reply is already a misreading of the room; a second one is more.
      const misread = issues.some((x) => x.kind === "misread" || x.kind === "cheerful_at_bad_news")
      if (!misread || again)
        issues.push({
          kind: "deflect",
          severity: again ? "high" : "medium",
          affected: [speaker],
          instance: undefined
        })
    }
  }
  // Judging the person: a sentence that characterizes "you" negatively ("you have been
  // sulking", "you're overreacting", "you were wrong about that"), read by the sentence's own
  // sentiment (so "you're not wrong" is not one).
  const judged = judgingSentences(ctx.r.messages[d]!.text)
  if (judged.length > 0) {
    if (lastHuman >= 0)
      issues.push({
        kind: "judging",
        severity: "high",
        affected: [judgedPerson(ctx, d, lastHuman)],
        instance: undefined
      })
  }
  // Telling an angry person how to behave ("Please keep our chat respectful", "calm down")
  // escalates: high.
  if (lastHuman >= 0 && L.policing.test(lowerDraft) && !issues.some((x) => x.kind === "judging")) {
    const recent = [lastHuman, lastHuman - 1, lastHuman - 2].filter((i) => i >= 0 && ctx.isAgent[i] !== true)
    if (
      recent.some(
        (i) => ctx.sig[i]!.anger || ctx.sig[i]!.insult || ctx.sig[i]!.profane || ctx.sig[i]!.complaint
      )
    )
      issues.push({
        kind: "judging",
        severity: "high",
        affected: [ctx.r.speakerOf[lastHuman]!],
        instance: undefined
      })
  }
  // Advice to someone who is venting, with no word for how they feel ("Here are 5 tips for
  // managing up: ..."): they wanted to be heard first.
  if (
    lastHuman >= 0 &&
    !draft.acknowledgement &&
    !issues.some(
      (x) => x.kind === "no_acknowledgement" || x.kind === "cheerful_at_bad_news" || x.kind === "misread"
    )
  ) {
    const venter = ctx.r.speakerOf[lastHuman]!
    const theirs = recentOf(ctx, lastHuman, 5, 3)
    // venting, bad news, or heat about someone else ("my landlord is a f***ing crook")
    const hurting = theirs.some(
      (i) =>
        ctx.sig[i]!.venting ||
        ctx.sig[i]!.badNews ||
        ctx.local[i]!.type === "venting" ||
        ((ctx.sig[i]!.anger || ctx.sig[i]!.profane) && !ctx.namesAgent[i] && !ctx.sig[i]!.question)
    )
    const better = theirs.slice(0, 1).some((i) => ctx.sig[i]!.warmth || ctx.sig[i]!.politeness.gratitude)
    if (hurting && !better && L.advice.test(lowerDraft)) {
      const earlier = ctx.r.messages.some(
        (_, i) => i < d && ctx.isAgent[i] === true && L.advice.test(ctx.r.messages[i]!.text.toLowerCase())
      )
      issues.push({
        kind: "no_acknowledgement",
        severity: earlier || theirs.some((i) => ctx.sig[i]!.badNews) ? "high" : "medium",
        affected: [venter],
        instance: undefined
      })
    }
  }
  // A cold reply to someone sharing good news or delight ("I finally finished my first 10k!" /
  // "Noted. Anything else?").
  if (lastHuman >= 0 && lastHuman >= d - 2 && issues.length === 0 && !ctx.sig[lastHuman]!.question) {
    // the person's last two messages: "I GOT THE JOB!!!" / "in two weeks, I still can't believe it"
    const theirs = [lastHuman]
    for (let i = lastHuman - 1; i >= 0 && i >= lastHuman - 3 && theirs.length < 2; i--)
      if (ctx.r.speakerOf[i] === ctx.r.speakerOf[lastHuman]) theirs.push(i)
    const delighted = theirs.some((i) => {
      const s = ctx.sig[i]!
      return (
        !s.complaint &&
        !s.venting &&
        !s.badNews &&
        !s.anger &&
        (s.warmth ||
          s.laughter ||
          s.exclaims > 0 ||
          s.emoji > 0 ||
          s.shouting ||
          (s.politeness.gratitude &&
            /\b(?:so much|a lot|a ton|really|so grateful|can'?t thank)\b/.test(
              ctx.r.messages[i]!.text.toLowerCase()
            ))) &&
        (s.sentiment > 0 || (s.sentiment === 0 && (s.exclaims > 1 || s.shouting))) &&
        /\b(?:i|i'?m|my|we|we'?re|our|thank you|thanks)\b/.test(ctx.r.messages[i]!.text.toLowerCase())
      )
    })
    // sympathy for good news misreads it just as coldness does ("I lost 5kg!" / "So sorry to hear that.")
    const sympathy = draft.acknowledgement && !draft.warmth && !draft.cheerful
    const cold =
      sympathy ||
      (!draft.warmth &&
        !draft.laughter &&
        !draft.cheerful &&
        !draft.acknowledgement &&
        draft.emoji === 0 &&
        draft.exclaims === 0)
    const welcome =
      ctx.sig[lastHuman]!.politeness.gratitude &&
      /\b(?:any ?time|you'?re (?:very )?welcome|my pleasure|no problem|of course|glad (?:i could|to))\b/i.test(
        ctx.r.messages[d]!.text
      )
    if (delighted && cold && !welcome)
      issues.push({
        kind: "cold",
        severity: "medium",
        affected: [ctx.r.speakerOf[lastHuman]!],
        instance: undefined
      })
  }
  return issues
}

/** The text without the sentences that `drop` picks. */
const dropSentences = (text: string, drop: (sentence: string) => boolean): string =>
  sentencesOf(text)
    .filter((p) => !drop(p))
    .join(" ")

const applyFixes = (ctx: Context, d: number, draft: string, issues: ReadonlyArray<Issue>): string => {
  let t = draft
  const has = (k: Issue["kind"]): Issue | undefined => issues.find((x) => x.kind === k)
  const casualRoom = ctx.roomFormality < -0.1
  const wrong = has("wrong_name")?.instance
  if (wrong !== undefined) {
    const s = ctx.sig[d]!
    const name = [...s.addressed, ...s.mentions].find((x) => !ctx.knownNames.has(x.toLowerCase()))
    const right = callName(ctx.r.speakers[wrong.affected[0] ?? 0]!.name)
    if (name !== undefined) t = replaceName(t, name, right)
  }
  if (has("repetition") !== undefined) t = has("repetition")!.instance!.rewritten
  const tone = has("tone_mismatch")
  if (tone !== undefined) t = ctx.roomFormality < 0 ? toCasual(t) : toFormal(t)
  const cheer = has("cheerful_at_bad_news") ?? has("misread")
  if (cheer !== undefined) {
    const speaker = cheer.affected[0] ?? 0
    const who = callName(ctx.r.speakers[speaker]!.name)
    const rest = stripCheer(t)
    // a hurt person gets sympathy; a person reporting a problem gets an apology
    let hurt = false
    for (let i = d - 1; i >= 0; i--)
      if (ctx.r.speakerOf[i] === speaker) {
        hurt = ctx.sig[i]!.venting || ctx.sig[i]!.badNews
        break
      }
    const lead = hurt
      ? casualRoom
        ? `oh no, I'm sorry ${who}.`
        : `I'm sorry, ${who}, that's hard.`
      : casualRoom
        ? `sorry about that, ${who}.`
        : `Sorry about that, ${who}.`
    // when the open question is answered first for the same person, one apology is enough
    const sameAsQuestion = has("ignored_question")?.affected[0] === speaker
    t = sameAsQuestion ? rest : `${lead}${rest.length > 0 ? ` ${rest}` : ""}`
  } else if (has("no_acknowledgement") !== undefined) {
    const who = callName(ctx.r.speakers[has("no_acknowledgement")!.affected[0] ?? 0]!.name)
    const ack = casualRoom ? `ugh, that sounds rough, ${who}.` : `That sounds really hard, ${who}.`
    // advice to someone venting gives way to asking what they want
    t = L.advice.test(t.toLowerCase())
      ? `${ack} ${casualRoom ? "do you want to talk it through, or would some ideas help?" : "Do you want to talk it through, or would some ideas help?"}`
      : `${ack} ${t}`
  }
  const cold = has("cold")
  if (cold !== undefined) {
    const who = callName(ctx.r.speakers[cold.affected[0] ?? 0]!.name)
    const rest = t
      .replace(/\b(?:noted|understood|ok(?:ay)?)\b[.!]?\s*/i, "")
      .replace(/(?:i'?m )?(?:so |really |very )?sorry to hear (?:that|this)[.!]?\s*/i, "")
      .replace(/\s*(?:is there )?anything else (?:i can help (?:you )?with|on your mind)[^.!?]*[.!?]?/i, "")
      .trim()
    t = `${casualRoom ? `that's great, ${who}!` : `That's wonderful, ${who}!`}${rest.length > 0 ? ` ${rest}` : ""}`
  }
  const deflect = has("deflect")
  if (deflect !== undefined) {
    const who = callName(ctx.r.speakers[deflect.affected[0] ?? 0]!.name)
    t = casualRoom
      ? `sorry about that, ${who}. let me look into it: can you tell me a bit more so I can sort it out?`
      : `I'm sorry about that, ${who}. Let me look into it: could you give me a few more details so I can sort it out?`
  }
  const judging = has("judging")
  if (judging !== undefined) {
    const who = callName(ctx.r.speakers[judging.affected[0] ?? 0]!.name)
    const judged = new Set(judgingSentences(t))
    const rest = dropSentences(t, (p) => judged.has(p) || L.policing.test(p.toLowerCase()))
    t =
      rest.length > 0
        ? rest
        : casualRoom
          ? `fair enough, ${who}. what would help right now?`
          : `Fair enough, ${who}. What would help right now?`
  }
  // citing the rules: keep the fact, drop the citation ("As stated in section 7.2 of your
  // contract, data outside the zone is charged per MB" / "Data outside the zone is charged per MB")
  if (has("lecture") !== undefined && L.legalistic.test(t.toLowerCase())) {
    t = sentencesOf(t)
      .map((p) => {
        const rest = p.replace(L.citationLead, "")
        return rest === p ? p : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
      })
      .filter((p) => !L.formRequest.test(p))
      .join(" ")
  }
  for (const [kind, re] of [
    ["pushy", L.pushy],
    ["lecture", L.lecture]
  ] as const) {
    const issue = has(kind)
    if (issue === undefined) continue
    const rest = dropSentences(t, (p) => re.test(p.toLowerCase()))
    const who = callName(ctx.r.speakers[issue.affected[0] ?? 0]!.name)
    t =
      rest.length > 0
        ? rest
        : casualRoom
          ? `got it, ${who}. anything else you need from me?`
          : `Understood, ${who}. Is there anything you need from me?`
  }
  if (has("long_replies") !== undefined) t = shorten(t, Math.max(12, Math.round(2 * ctx.roomNormWords)))
  const ignored = has("ignored_question")?.instance
  if (ignored !== undefined) {
    const q = ignored.evidence[0]!
    const who = callName(ctx.r.speakers[ctx.r.speakerOf[q]!]!.name)
    const asked = quote(ctx.r.messages[q]!.text, 10)
    // a repeated draft is worth nothing either: one apology, then the question
    t =
      contentFree(t) || has("repetition") !== undefined
        ? // nothing of the draft is worth keeping: take the question up instead
          casualRoom
          ? `sorry ${who}, about ${asked}: let me check that for you right now.`
          : `Sorry, ${who}. About ${asked}: let me check that for you right now.`
        : `${casualRoom ? `sorry ${who}, I still owe you an answer to ${asked}, so that first:` : `Sorry, ${who}, I still owe you an answer to ${asked}, so that comes first:`} ${lowerFirst(t)}`
  }
  if (has("talking_over") !== undefined) {
    const who = callName(ctx.r.speakers[has("talking_over")!.affected[0] ?? 0]!.name)
    t = casualRoom
      ? `sorry ${who}, go on, I'll wait`
      : `Sorry, ${who}, please go on; I'll wait until you've finished.`
  }
  return t.replace(/\s{2,}/g, " ").trim()
}

const rationaleText: Record<Issue["kind"], string> = {
  ignored_question: "answers the open question first",
  repetition: "stops repeating the earlier answer and tries a new step",
  long_replies: "cuts the reply to the room's length",
  tone_mismatch: "matches the room's register",
  no_acknowledgement: "acknowledges the feeling before moving on",
  wrong_name: "uses the right name",
  talking_over: "lets the person finish",
  cheerful_at_bad_news: "drops the cheer after bad news",
  misread: "meets the person's mood instead of cheering past it",
  cold: "shares the person's good news instead of answering it coldly",
  deflect: "deals with the reported problem instead of a stock reply",
  judging: "drops the judgement of the person",
  pushy: "drops the sales push",
  lecture: "drops the lecture"
}

const reactionFor = (
  ctx: Context,
  u: UserRead,
  issues: ReadonlyArray<Issue>,
  draft: string
): Omit<PredictedReaction, "name" | "risk"> => {
  const who = callName(ctx.r.speakers[u.speaker]!.name)
  const first = issues[0]
  if (first === undefined) {
    const lastIdx = u.indices[u.indices.length - 1]
    const last = lastIdx === undefined ? undefined : ctx.sig[lastIdx]
    const d = ctx.sig[ctx.sig.length - 1]!
    if (last?.farewell === true || u.disengaged)
      return {
        summary: `${who} has wound down and will probably not answer.`,
        predicted_message: "(no reply)"
      }
    if (last?.venting === true || last?.badNews === true)
      return { summary: `${who} will feel heard.`, predicted_message: "thanks, that actually helps" }
    if (last?.laughter === true || last?.teasing === true)
      return { summary: `${who} will take it in good humour.`, predicted_message: "haha fair" }
    if (d.question)
      return { summary: `${who} will answer the question.`, predicted_message: "yes, that's it" }
    return {
      summary: `${who} will take the reply well and carry on.`,
      predicted_message: u.frustration >= 0.5 ? "ok, let's see if that works" : "ok, thanks!"
    }
  }
  switch (first.kind) {
    case "ignored_question": {
      const q = first.instance!.evidence[0]!
      return {
        summary: `${who} will notice the question was skipped and ask again, more irritated.`,
        predicted_message: `you didn't answer my question. ${ctx.r.messages[q]!.text}`
      }
    }
    case "repetition":
      return {
        summary: `${who} will see the same answer again and lose patience.`,
        predicted_message: "you already said that. it didn't work."
      }
    case "wrong_name": {
      const s = ctx.sig[ctx.sig.length - 1]!
      const wrong =
        [...s.addressed, ...s.mentions].find((x) => !ctx.knownNames.has(x.toLowerCase())) ?? "that"
      return {
        summary: `${who} will correct the name and feel unseen.`,
        predicted_message: `it's ${who}, not ${wrong}.`
      }
    }
    case "cheerful_at_bad_news":
    case "misread":
      return {
        summary: `${who} will feel brushed off by the upbeat tone.`,
        predicted_message: "...right. never mind."
      }
    case "cold":
      return {
        summary: `${who} shared something good and will find the reply cold.`,
        predicted_message: "oh. ok then"
      }
    case "deflect":
      return {
        summary: `${who} reported a problem and got a stock reply; they will feel brushed off.`,
        predicted_message: "did you even read my message?"
      }
    case "no_acknowledgement":
      return { summary: `${who} will feel unheard and pull back.`, predicted_message: "yeah ok. forget it." }
    case "judging":
      return {
        summary: `${who} will take the reply as a judgement of them and push back.`,
        predicted_message: "wow. ok, thanks for that."
      }
    case "tone_mismatch":
      return {
        summary: `${who} will find the reply stiff and out of place here.`,
        predicted_message: draft.length > 0 ? "ok... why so formal lol" : "ok"
      }
    case "long_replies":
      return { summary: `${who} will skim or skip the long reply.`, predicted_message: "tl;dr?" }
    case "talking_over":
      return { summary: `${who} will be annoyed at being cut off.`, predicted_message: "let me finish" }
    case "pushy":
      return {
        summary: `${who} will read the reply as a sales push and pull back.`,
        predicted_message: "not interested, thanks."
      }
    case "lecture":
      return { summary: `${who} will feel lectured and tune out.`, predicted_message: "ok thanks mum" }
  }
}

const mentalState = (ctx: Context, u: UserRead, openQ: number | undefined): MentalState => {
  const sp = ctx.r.speakers[u.speaker]!
  const sig = u.indices.map((i) => ctx.sig[i]!)
  const kw = keywords(ctx, u.indices, 2)
  const topic = kw.length > 0 ? kw.join(" and ") : "this"
  const beliefs: Array<string> = []
  const goals: Array<string> = []
  const complaints = sig.filter((s) => s.complaint).length
  const vented = sig.some((s) => s.venting || s.badNews)
  const joking = sig.some((s) => s.laughter || s.teasing)
  const asked = sig.some((s) => s.question)
  if (openQ !== undefined)
    beliefs.push(`their question about ${keywords(ctx, [openQ], 2).join(" and ") || "this"} is still open`)
  if (complaints >= 2 || u.frustration >= 0.8) beliefs.push("the agent is not really listening")
  else if (complaints === 1) beliefs.push(`${topic} is not working as it should`)
  if (vented) beliefs.push("things are going badly for them right now")
  if (joking) beliefs.push("this is a place for jokes")
  if (beliefs.length === 0)
    beliefs.push(
      u.reception === "engaged" ? "the conversation is going fine" : "nothing much is at stake here"
    )
  if (u.frustration >= 1) goals.push("leave or be taken seriously")
  if (asked) goals.push(`get an answer about ${topic}`)
  if (complaints > 0) goals.push(`get ${topic} fixed`)
  if (vented) goals.push("be heard")
  if (joking) goals.push("have fun with the others")
  if (goals.length === 0) goals.push("keep the conversation going")
  const mean = sig.reduce((a, s) => a + s.sentiment, 0) / Math.max(1, sig.length)
  const emotions: Array<{ type: string; intensity: number }> = []
  if (u.frustration > 0) emotions.push({ type: "frustration", intensity: u.frustration })
  if (sig.some((s) => s.anger || s.insult))
    emotions.push({ type: "anger", intensity: round2(Math.max(0.6, u.frustration)) })
  if (vented) emotions.push({ type: "sadness", intensity: sig.some((s) => s.badNews) ? 0.8 : 0.6 })
  if (joking || mean > 0.2)
    emotions.push({ type: "joy", intensity: round2(Math.min(1, 0.4 + Math.max(0, mean))) })
  if (asked && u.frustration < 0.5) emotions.push({ type: "curiosity", intensity: 0.5 })
  if (u.disengaged) emotions.push({ type: "boredom", intensity: 0.6 })
  if (emotions.length === 0) emotions.push({ type: "calm", intensity: 0.5 })
  return {
    name: sp.name,
    beliefs: beliefs.slice(0, 3),
    goals: goals.slice(0, 3),
    emotions: emotions.slice(0, 3)
  }
}

/** The transcript with the draft appended as the agent's next message, the draft's problems and the people modelled. */
interface DraftReading {
  readonly ctx: Context
  /** Index of the draft. */
  readonly d: number
  readonly issues: ReadonlyArray<Issue>
  readonly users: ReadonlyArray<UserRead>
  /** Index of the last person's message before the draft (-1 if none). */
  readonly lastHuman: number
}

const readDraft = (input: ForeseeInput): Either.Either<DraftReading, EmptyTranscript> => {
  const agentName = input.agentName ?? "agent"
  if (input.transcript.length === 0) return Either.left(new EmptyTranscript())
  const messages = [
    ...fromTurns(input.transcript),
    { id: "draft", speaker: agentName, text: input.candidateReply }
  ]
  const r = resolve(messages, agentName, { allowDuplicateIds: true })
  if (Either.isLeft(r)) return Either.left(r.left as EmptyTranscript)
  const ctx = build(r.right)
  const d = messages.length - 1
  const users = readUsers(ctx).filter(
    (u) => input.subjectName === undefined || ctx.r.speakers[u.speaker]!.name === input.subjectName
  )
  return Either.right({ ctx, d, issues: draftIssues(ctx, d), users, lastHuman: previousHuman(ctx, d) ?? -1 })
}

/** The rules' risk for one person: their problems with the draft and how frustrated they are. */
const ruleRisk = (u: UserRead, mine: ReadonlyArray<Issue>): Severity =>
  mine.length === 0
    ? "low"
    : mine.some((x) => x.severity === "high") || mine.length >= 2 || u.frustration >= 0.8
      ? "high"
      : "medium"

const issuesOf = (issues: ReadonlyArray<Issue>, u: UserRead): Array<Issue> =>
  issues.filter((x) => x.affected.length === 0 || x.affected.includes(u.speaker))

/**
 * Features of a draft for the learned risk layer (`internal/learned.ts`): the rules' verdict and
 * each problem they found, the people's frustration and reception, the draft's length against
 * the room, its words, and the signals of the message it answers. Used by foresee and by the
 * training script (`eval/train.ts`); `Left` on an empty transcript.
 */
export const riskFeatures = (input: ForeseeInput): Either.Either<Array<string>, EmptyTranscript> =>
  Either.map(readDraft(input), draftFeatures)

const draftFeatures = ({ ctx, d, issues, users, lastHuman: last }: DraftReading): Array<string> => {
  const out: Array<string> = ["bias"]
  let rule: Severity = "low"
  for (const u of users) {
    const r = ruleRisk(u, issuesOf(issues, u))
    if (severityRank[r] > severityRank[rule]) rule = r
    out.push(`rec:${u.reception}`, `fr:${u.frustration}`)
  }
  out.push(`rule:${rule}`, `issues:${Math.min(issues.length, 3)}`)
  for (const x of issues) out.push(`i:${x.kind}`, `i:${x.kind}:${x.severity}`)
  out.push(`humans:${ctx.humans >= 2 ? "2+" : "1"}`)
  const s = ctx.sig[d]!
  // Length against the room only once the room has a norm (three people's messages or more).
  const humanMessages = ctx.isAgent.slice(0, d).filter((a) => a !== true).length
  const ratio = s.words / Math.max(1, ctx.roomNormWords)
  if (humanMessages >= 3)
    out.push(
      `len:${ratio < 0.75 ? "short" : ratio < 1.5 ? "even" : ratio < 3 ? "long" : ratio < 6 ? "longer" : "wall"}`
    )
  out.push(`words:${s.words <= 8 ? "1-8" : s.words <= 25 ? "9-25" : s.words <= 60 ? "26-60" : "61+"}`)
  for (const f of ["question", "cheerful", "warmth", "acknowledgement", "formalMarker", "lowEffort"] as const)
    if (s[f]) out.push(`d:${f}`)
  if (s.politeness.apology) out.push("d:apology")
  if (s.politeness.gratitude) out.push("d:gratitude")
  wordFeatures([ctx.r.messages[d]!.text], "w:", out)
  if (last >= 0) {
    const l = ctx.sig[last]!
    for (const f of [
      "question",
      "complaint",
      "anger",
      "venting",
      "badNews",
      "laughter",
      "teasing",
      "givingUp"
    ] as const)
      if (l[f]) out.push(`l:${f}`)
    // the draft's cheer read against the mood it answers; a bare greeting ("hey", "good
    // morning!") asks for nothing but a greeting back
    const greeting = l.politeness.greeting && l.words <= 3 && !l.question
    if (greeting) out.push("l:greeting")
    const mood = greeting
      ? "greeting"
      : l.badNews || l.venting
        ? "sad"
        : l.complaint || l.anger || l.givingUp
          ? "cross"
          : "calm"
    if (s.exclaims > 0) out.push(`x:exclaim:${mood}`)
    if (s.emoji > 0) out.push(`x:emoji:${mood}`)
    if (s.cheerful) out.push(`x:cheerful:${mood}`)
    if (ctx.local[last]!.strength >= 0.5) out.push(`l:type:${ctx.local[last]!.type}`)
    // bad news or venting earlier in the conversation still colours cheer now
    let sadBefore = false
    for (let i = 0; i < last; i++)
      if (ctx.isAgent[i] !== true && (ctx.sig[i]!.badNews || ctx.sig[i]!.venting)) sadBefore = true
    if (sadBefore) {
      out.push("c:sadBefore")
      if (s.exclaims > 0 || s.emoji > 0 || s.cheerful) out.push("x:cheer:sadBefore")
    }
    if (last < d - 1) out.push("l:agentBetween")
  }
  return out
}

/**
 * Predict how each modelled person takes the draft, and refine it (spec 4.13). The rules find
 * the draft's problems (their own verdict: `low` without a problem, `medium` with one, `high`
 * with a high-severity problem, two problems, or a problem for a person already at frustration
 * 0.8 or more); a learned layer (`internal/learned.ts`, fitted by `eval/train.ts`) reads that
 * verdict, the problems, the people and the draft's words, and gives the risk; a problem the
 * rules rate high of a hurtful kind (`hurtfulKinds`: a corrected name again, cheer at a death,
 * ...) makes it `high`. A draft judged `low` is sent as written. Pure and deterministic.
 */
export const foresee = (input: ForeseeInput): Either.Either<ForeseeResult, EmptyTranscript> => {
  const read = readDraft(input)
  if (Either.isLeft(read)) return Either.left(read.left)
  const { ctx, d, issues, users, lastHuman } = read.right
  // The learned layer's verdict on the draft (the rules' verdict is one of its features); it
  // falls on the people the problems reach, or, when the rules found none, on the person the
  // draft answers.
  const learned = issues.some((x) => x.severity === "high" && hurtfulKinds.has(x.kind))
    ? "high"
    : (Model.risk.classes[argmax(probabilities(Model.risk, draftFeatures(read.right)))] as Severity)
  const withIssues = users.filter((u) => issuesOf(issues, u).length > 0)
  const answered = users.filter((u) => lastHuman >= 0 && u.speaker === ctx.r.speakerOf[lastHuman])
  const targets = withIssues.length > 0 ? withIssues : answered.length > 0 ? answered : users
  const openQ = (u: UserRead): number | undefined => {
    const q = [...ctx.questions]
      .reverse()
      .find((x) => ctx.r.speakerOf[x.index] === u.speaker && x.index > d - 8)
    return q === undefined || (q.answeredAt !== undefined && q.answeredAt < d) ? undefined : q.index
  }
  const mental_state: Array<MentalState> = []
  const predicted_reaction: Array<PredictedReaction> = []
  for (const u of users) {
    const risk: Severity = targets.includes(u) ? learned : "low"
    const mine = risk === "low" ? [] : issuesOf(issues, u)
    mental_state.push(mentalState(ctx, u, openQ(u)))
    const reaction =
      risk !== "low" && mine.length === 0
        ? {
            summary: `${callName(ctx.r.speakers[u.speaker]!.name)} may find the reply off the mark for this moment.`,
            predicted_message: "hm. ok"
          }
        : reactionFor(ctx, u, mine, input.candidateReply)
    const quits = risk === "high" && (u.frustration >= 0.8 || u.disengaged)
    predicted_reaction.push({
      name: ctx.r.speakers[u.speaker]!.name,
      ...reaction,
      predicted_message: quits ? "(no reply)" : reaction.predicted_message,
      risk
    })
  }
  if (users.length === 0 && input.subjectName !== undefined) {
    mental_state.push({
      name: input.subjectName,
      beliefs: ["has not spoken in this conversation"],
      goals: ["unknown"],
      emotions: [{ type: "calm", intensity: 0.5 }]
    })
    predicted_reaction.push({
      name: input.subjectName,
      summary: `${input.subjectName} has not spoken here, so there is nothing to read.`,
      predicted_message: "(no reply)",
      risk: "low"
    })
  }
  // Only problems that reach a modelled person are fixed (nobody to read the draft: nothing to fix).
  const relevant = issues.filter(
    (x) =>
      learned !== "low" &&
      users.length > 0 &&
      (x.affected.length === 0 || users.some((u) => x.affected.includes(u.speaker)))
  )
  const refined =
    relevant.length === 0 ? input.candidateReply : applyFixes(ctx, d, input.candidateReply, relevant)
  return Either.right({
    mental_state,
    predicted_reaction,
    refined_reply: refined,
    refinement_rationale:
      relevant.length === 0
        ? "The draft fits the conversation; sent as written."
        : `The refined reply ${relevant.map((x) => rationaleText[x.kind]).join(", ")}.`
  })
}
