/**
 * `analyze`: the reception report of spec 2.8 for one agent, computed from the per-message
 * signals. Interactions are maximal runs of one local type (weak messages join the current run),
 * per-user reception and frustration follow the spec's anchors, findings come from the
 * detectors in `internal/findings.ts`, merged one per kind.
 */
import { Either } from "effect"
import { build, type Context, callName, keywords } from "./internal/context.js"
import { detectAll, type Instance, severityRank } from "./internal/findings.js"
import {
  argmax,
  blendedProbabilities,
  chainDecode,
  chainMarginals,
  findingFeatures,
  findingThreshold,
  medianClass,
  messageFeatures,
  moodsOf,
  personFeatures,
  probabilities,
  scoresWithGrams
} from "./internal/learned.js"
import * as L from "./internal/lexicon.js"
import * as Model from "./internal/model.generated.js"
import type {
  Finding,
  FindingKind,
  Interaction,
  InteractionType,
  KeyMoment,
  PerUser,
  Reception,
  ReceptionReport,
  Severity,
  Trend,
  TypeCount
} from "./Schemas.js"
import { interactionTypes } from "./Schemas.js"
import { type Message, resolve, type TranscriptError } from "./Transcript.js"

/** Options of `analyze`. */
export interface AnalyzeOptions {
  /** The speaker under observation (spec 4.8: required, never inferred). */
  readonly agentName: string
  /** Optional question that weights the report. */
  readonly focus?: string | undefined
}

const round2 = (x: number): number => Math.round(x * 100) / 100
const clip01 = (x: number): number => (x < 0 ? 0 : Math.min(x, 1))

/** `{type, count}` for all six types in canonical order. */
export const countTypes = (types: ReadonlyArray<InteractionType>): Array<TypeCount> =>
  interactionTypes.map((type) => ({ type, count: types.filter((t) => t === type).length }))

// ---------------------------------------------------------------------------------------------
// Interactions

/** A contiguous run of messages of one type (indices into the transcript). */
export interface Slice {
  type: InteractionType
  strong: boolean
  indices: Array<number>
}

/** Message `i` names the agent or follows an agent message at most `within` messages back. */
const aimedAtAgent = (ctx: Context, i: number, within: number): boolean => {
  if (ctx.namesAgent[i] === true) return true
  for (let k = i - 1; k >= 0 && k >= i - within; k--) if (ctx.isAgent[k] === true) return true
  return false
}

/** Message `i` names the agent or speaks to "you". */
const toAgent = (ctx: Context, i: number): boolean =>
  ctx.namesAgent[i] === true || /\b(?:you|your|u|ur|you'?re)\b/.test(ctx.r.messages[i]!.text.toLowerCase())

/**
 * Someone who is venting goes on venting: a complaint about a third party ("3 weekends. i did that
 * over 3 weekends"), a question or a nervous laugh ("sorry this is a lot lol") from a person who
 * vented in this slice stays in it, unless it is aimed at the agent, insults, quits, or turns to
 * thanks or feeling better (then the mood has changed).
 */
const ventContinues = (ctx: Context, cur: Slice, i: number): boolean => {
  if (ctx.isAgent[i] === true) return false
  const lt = ctx.local[i]!
  if (lt.type === "hostile" || lt.type === "bonding") return false
  const s = ctx.sig[i]!
  if (s.quitting || s.givingUp || s.insult || s.warmth || s.politeness.gratitude) return false
  const lower = ctx.r.messages[i]!.text.toLowerCase()
  if (s.interruptProtest || L.missedPoint.test(lower)) return false
  if (lt.type === "transactional" && !s.laughter) return false
  const sp = ctx.r.speakerOf[i]
  const vented = cur.indices.some(
    (k) => ctx.r.speakerOf[k] === sp && (ctx.sig[k]!.venting || ctx.sig[k]!.badNews)
  )
  return vented && !toAgent(ctx, i)
}

/** Contiguous slices of the transcript: a strong message of another type starts a new slice. */
export const slices = (ctx: Context): Array<Slice> => {
  const out: Array<Slice> = []
  let cur: Slice | undefined
  for (let i = 0; i < ctx.sig.length; i++) {
    const lt = ctx.local[i]!
    const strong = lt.strength >= 0.5
    if (cur === undefined) {
      cur = { type: lt.type, strong, indices: [i] }
      out.push(cur)
      continue
    }
    const weakHumans = cur.strong ? 0 : cur.indices.filter((k) => ctx.isAgent[k] !== true).length
    if (strong && cur.type === "venting" && lt.type !== "venting" && ventContinues(ctx, cur, i)) {
      cur.indices.push(i)
      continue
    }
    if (strong && !cur.strong && weakHumans >= 2 && lt.type !== "transactional") {
      // a run of plain messages is business as usual: it stays transactional
      cur.type = "transactional"
      cur = { type: lt.type, strong: true, indices: [i] }
      out.push(cur)
    } else if (strong && !cur.strong) {
      cur.type = lt.type
      cur.strong = true
      cur.indices.push(i)
    } else if (strong && lt.type !== cur.type) {
      cur = { type: lt.type, strong: true, indices: [i] }
      out.push(cur)
    } else {
      cur.indices.push(i)
    }
  }
  return out
}

const stanceOf = (ctx: Context, slice: Slice, speaker: number): InteractionType => {
  let best: InteractionType | undefined
  let bestS = 0
  for (const i of slice.indices) {
    if (ctx.r.speakerOf[i] !== speaker) continue
    const lt = ctx.local[i]!
    if (lt.strength > bestS) {
      bestS = lt.strength
      best = lt.type
    }
  }
  if (best !== undefined && bestS >= 0.5) return best
  return slice.type === "hostile" || slice.type === "friction" || slice.type === "venting"
    ? "transactional"
    : slice.type
}

const fallbackTopic: Record<InteractionType, string> = {
  transactional: "practical matters",
  bonding: "small talk",
  venting: "how someone feels",
  banter: "jokes",
  friction: "a complaint",
  hostile: "insults"
}

const interactionsOf = (ctx: Context, sl: ReadonlyArray<Slice>): Array<Interaction> =>
  sl.map((s) => {
    const speakers: Array<number> = []
    for (const i of s.indices) {
      const sp = ctx.r.speakerOf[i]!
      if (!ctx.r.speakers[sp]!.isAgent && !speakers.includes(sp)) speakers.push(sp)
    }
    const kw = keywords(ctx, s.indices, 3)
    return {
      type: s.type,
      topic: kw.length > 0 ? kw.join(", ") : fallbackTopic[s.type],
      participants: speakers.map((sp) => ({ name: ctx.r.speakers[sp]!.name, stance: stanceOf(ctx, s, sp) })),
      message_ids: s.indices.map((i) => ctx.r.messages[i]!.id)
    }
  })

// ---------------------------------------------------------------------------------------------
// Per user

/** Per-speaker facts the report and foresee share. */
export interface UserRead {
  readonly speaker: number
  readonly indices: ReadonlyArray<number>
  readonly frustration: number
  readonly reception: Reception
  readonly trend: Trend
  readonly behaviors: ReadonlyArray<string>
  readonly evidence: ReadonlyArray<number>
  readonly confidence: number
  readonly hostileToAgent: boolean
  readonly vented: boolean
  readonly disengaged: boolean
  /** Insulted the agent, then went on with the task (two messages or more without insults). */
  readonly cooperatedAfterInsult: boolean
}

const mood = (ctx: Context, i: number): number => {
  const s = ctx.sig[i]!
  return (
    s.sentiment +
    (s.warmth || s.laughter || s.politeness.gratitude ? 0.3 : 0) -
    (s.complaint ? 0.5 : 0) -
    (s.anger || s.givingUp || s.insult || s.quitting ? 0.7 : 0) -
    (s.venting ? 0.2 : 0)
  )
}

/** Frustration on the spec's anchors (0, 0.2, 0.5, 0.8, 1.0) from one speaker's messages. */
export const frustrationOf = (ctx: Context, indices: ReadonlyArray<number>, hostile: boolean): number => {
  let complaints = 0
  let anger = false
  let givingUp = false
  let quitting = false
  let negative = 0
  let vent = 0
  let ventAnger = false
  let pressed = 0
  for (const i of indices) {
    const s = ctx.sig[i]!
    const playful = s.laughter || s.teasing
    if (s.quitting) quitting = true
    if (s.givingUp) givingUp = true
    const isVent = (s.venting || s.badNews) && !s.complaint
    if (isVent) {
      vent++
      if (s.anger) ventAnger = true
    } else {
      if (s.anger && !playful) anger = true
      if ((s.complaint || s.interruptProtest) && !playful) complaints++
      else if ((s.sentiment < -0.35 || (s.profane && s.sentiment < 0)) && !playful) negative++
    }
  }
  for (const q of ctx.questions) if (indices.includes(q.index) && q.pressed) pressed++
  // Venting with heat: a word shouted for emphasis inside a lowercase rant ("presented MY deck",
  // "showing the flat TOMORROW") is anger at whoever it is about.
  if (vent > 0 && !ventAnger)
    for (const i of indices) {
      const t = ctx.r.messages[i]!.text
      const s = ctx.sig[i]!
      if (s.laughter || s.teasing || ctx.local[i]!.type === "banter") continue
      if (
        !s.shouting &&
        /(?:^|\s)[A-Z]{2,}(?:[\s.!?,]|$)/.test(t) &&
        /[a-z]{3,}/.test(t) &&
        !/\b(?:OK|ID|UK|US|PM|AM|TV|PC|IT|HR|ETA|FYI|SSO|PDF|CV|GP|ER|A&E|DM|LOL|OMG|BTW|IDK|TBH)\b/.test(t)
      )
        ventAnger = true
    }
  // Correcting one's own name ("It's Tomasz", "my name is Amara") after the agent got it wrong.
  for (const i of indices) {
    const m = /\b(?:it'?s|my name is|i'?m)\s+([\p{L}'-]+)/u.exec(ctx.r.messages[i]!.text.toLowerCase())
    if (m === null || i === 0 || ctx.isAgent[i - 1] !== true) continue
    const own = callName(ctx.r.speakers[ctx.r.speakerOf[i]!]!.name).toLowerCase()
    if (m[1] === own && ctx.sig[i - 1]!.addressed.some((a) => a.toLowerCase() !== own)) complaints++
  }
  if (hostile || quitting) return 1
  if (anger || givingUp) return 0.8
  if (complaints >= 2 || (complaints >= 1 && pressed >= 1) || ventAnger) return 0.5
  if (complaints === 1 || negative >= 2 || pressed >= 1 || vent > 0) return 0.2
  return 0
}

const trendOf = (ctx: Context, indices: ReadonlyArray<number>): Trend => {
  if (indices.length < 2) return "stable"
  const half = Math.floor(indices.length / 2)
  const first = indices.slice(0, half)
  const second = indices.slice(indices.length - half)
  const mean = (xs: ReadonlyArray<number>): number => xs.reduce((a, i) => a + mood(ctx, i), 0) / xs.length
  const d = mean(second) - mean(first)
  return d > 0.3 ? "improving" : d < -0.3 ? "declining" : "stable"
}

/**
 * Bored: the person's last message is a low-effort reply ("ok", "k", "sure") that answers nobody's
 * question, and either most of their messages are like that or the agent's message before it
 * was long or cheerful.
 */
const bored = (ctx: Context, indices: ReadonlyArray<number>, lowEffort: number): boolean => {
  const n = indices.length
  if (n < 2) return false
  const last = indices[n - 1]!
  const s = ctx.sig[last]!
  if (!s.lowEffort || s.laughter || s.warmth || s.politeness.gratitude) return false
  if (ctx.questions.some((q) => q.answeredAt === last)) return false
  if (lowEffort / n >= 0.5) return true
  let prev = last - 1
  while (prev >= 0 && ctx.isAgent[prev] !== true) prev--
  if (prev < 0 || prev < indices[n - 2]!) return false
  const avg = indices.reduce((a, i) => a + ctx.sig[i]!.words, 0) / n
  return ctx.sig[prev]!.words >= 3 * Math.max(avg, 4) || ctx.sig[prev]!.cheerful
}

/**
 * Protesting at the agent: a complaint, a protest at being talked over or a correction of a name,
 * right after an agent message or naming the agent, not in jest and not taken back by thanks or
 * warmth at the end ("dex nobody asked lol", "ok this is useless lol", "ROHAN. come on").
 */
const protestsAtAgent = (ctx: Context, indices: ReadonlyArray<number>): boolean => {
  const last = ctx.sig[indices[indices.length - 1]!]!
  if (last.warmth || last.politeness.gratitude) return false
  return indices.some((i) => {
    const s = ctx.sig[i]!
    if (s.teasing) return false
    const lower = ctx.r.messages[i]!.text.toLowerCase()
    const protest =
      s.complaint || s.interruptProtest || L.missedPoint.test(lower) || /\bnobody asked\b/.test(lower)
    return protest && aimedAtAgent(ctx, i, 2)
  })
}

/** Complaints made right after an agent message or naming the agent. */
const complaintsAtAgent = (ctx: Context, indices: ReadonlyArray<number>): number =>
  indices.filter((i) => {
    const s = ctx.sig[i]!
    return (s.complaint || s.anger || s.givingUp) && !s.teasing && aimedAtAgent(ctx, i, 1)
  }).length

const readUser = (ctx: Context, speaker: number): UserRead => {
  const indices: Array<number> = []
  for (let i = 0; i < ctx.sig.length; i++) if (ctx.r.speakerOf[i] === speaker) indices.push(i)
  const agentLower = ctx.r.agentName.toLowerCase()
  let hostileToAgent = false
  let hostile = false
  for (const i of indices) {
    const s = ctx.sig[i]!
    if (!s.insult || s.laughter || s.teasing) continue
    hostile = true
    let prev = i - 1
    while (prev >= 0 && ctx.r.speakerOf[prev] === speaker) prev--
    const lower = ctx.r.messages[i]!.text.toLowerCase()
    if (
      ctx.humans === 1 ||
      lower.includes(agentLower) ||
      /\bbot\b/.test(lower) ||
      (prev >= 0 && ctx.isAgent[prev] === true)
    )
      hostileToAgent = true
  }
  const protests = protestsAtAgent(ctx, indices)
  // a protest at the agent is mild friction at least
  const frustration = Math.max(frustrationOf(ctx, indices, hostile), protests ? 0.2 : 0)
  const sig = indices.map((i) => ctx.sig[i]!)
  const n = sig.length
  const count = (f: (s: (typeof sig)[number]) => boolean): number => sig.filter(f).length
  const questions = count((s) => s.question)
  const warmth = count((s) => s.warmth)
  const laughs = count((s) => s.laughter || s.teasing)
  // Thanks that carry warmth ("great thanks", "thank you!"), not a curt "ty".
  const thanks = indices.filter((i) => {
    const s = ctx.sig[i]!
    return (
      s.politeness.gratitude &&
      (s.exclaims > 0 ||
        s.emoji > 0 ||
        /\b(?:so much|great|perfect|awesome|amazing|lovely|really)\b/.test(
          ctx.r.messages[i]!.text.toLowerCase()
        ))
    )
  }).length
  const emoji = count((s) => s.emoji > 0)
  const complaints = count((s) => s.complaint && !s.laughter)
  const lowEffort = count((s) => s.lowEffort)
  const venting = count((s) => s.venting)
  const badNews = count((s) => s.badNews)
  const givingUp = count((s) => s.givingUp)
  const quitting = count((s) => s.quitting)
  const anger = count((s) => s.anger && !s.laughter)
  const avgWords = sig.reduce((a, s) => a + s.words, 0) / Math.max(1, n)
  const lastThird = indices.slice(Math.floor((indices.length * 2) / 3))
  const endsGivingUp = lastThird.some((i) => ctx.sig[i]!.givingUp || ctx.sig[i]!.quitting)
  const disengaged =
    endsGivingUp ||
    (n >= 2 && lowEffort / n >= 0.6) ||
    (n >= 3 && ctx.sig[indices[n - 1]!]!.lowEffort && avgWords <= 3)
  // Insulting the agent and then carrying on with the task is anger, not leaving: the person
  // stays (annoyed) unless the insults come at the end or they say they are done.
  let lastInsult = -1
  for (const i of indices) if (ctx.sig[i]!.insult && !ctx.sig[i]!.laughter) lastInsult = i
  const cooperatesAfter = indices.filter((i) => i > lastInsult && !ctx.sig[i]!.insult).length >= 2
  // "forget it" gives up on this exchange (annoyed); "I'm done with this" gives up on the agent.
  const doneForGood = lastThird.some((i) =>
    /\b(?:i'?m done|im done|done with (?:this|you|it)|i give up|i quit|useless|pointless|waste of (?:my )?time)\b/.test(
      ctx.r.messages[i]!.text.toLowerCase()
    )
  )
  let reception: Reception
  if (quitting > 0 || (hostileToAgent && !cooperatesAfter) || (givingUp > 0 && endsGivingUp && doneForGood))
    reception = "churn_risk"
  // frustration from venting about someone else is not annoyance with the agent
  else if (
    protests ||
    (frustration >= 0.5 && !(venting + badNews > 0 && !hostile && complaintsAtAgent(ctx, indices) === 0))
  )
    reception = "annoyed"
  else if (bored(ctx, indices, lowEffort)) reception = "bored"
  else {
    // Engaged: some sign of personal involvement (warmth, laughter or teasing, warm thanks, an
    // emoji, an exclamation, a bonding or banter moment, sharing their own life); sharing bad
    // news or venting alone is not warmth towards the agent (independent readers call a person
    // who vents to a cold agent neutral); neutral:
    // businesslike throughout. Asking questions or writing more is not involvement by itself
    // (on the tuning part, people labelled neutral asked more questions than engaged ones).
    const exclaims = count((s) => s.exclaims > 0)
    const involved =
      warmth + laughs + thanks + emoji + exclaims > 0 ||
      indices.some(
        (i) =>
          (ctx.local[i]!.type === "banter" || ctx.local[i]!.type === "bonding") &&
          ctx.local[i]!.strength >= 0.5
      ) ||
      indices.some((i) => {
        const lower = ctx.r.messages[i]!.text.toLowerCase()
        return L.personalShare.test(lower) && !L.request.test(lower)
      })
    // In a group, people who never turn to the agent (never name it, never answer it) are
    // neutral towards it however lively they are with each other.
    const turnsToAgent =
      ctx.humans < 2 ||
      indices.some(
        (i) =>
          ctx.namesAgent[i] === true ||
          (aimedAtAgent(ctx, i, 1) &&
            !ctx.sig[i]!.addressed.some((a) => !ctx.agentParts.has(a.toLowerCase())))
      )
    reception = involved && turnsToAgent ? "engaged" : "neutral"
  }
  const behaviors: Array<string> = []
  const push = (cond: boolean, phrase: string): void => {
    if (cond && behaviors.length < 3 && !behaviors.includes(phrase)) behaviors.push(phrase)
  }
  push(quitting > 0, "threatens to leave")
  push(hostile, hostileToAgent ? "insults the agent" : "insults others")
  push(givingUp > 0, "gives up on getting help")
  push(anger > 0, "expresses anger openly")
  push(complaints >= 2, "repeats the same complaint")
  push(complaints === 1, "complains once")
  push(badNews > 0, "shares bad news")
  push(venting > 0, "vents about how things are going")
  push(laughs > 0, "jokes and teases")
  push(warmth > 0, "is warm and friendly")
  push(questions > 0, questions === 1 ? "asks a direct question" : `asks ${questions} questions`)
  push(thanks > 0, "thanks people")
  push(lowEffort > 0 && lowEffort / n >= 0.5, "answers in one or two words")
  push(true, avgWords >= 12 ? "writes at length" : "keeps to the point")
  const ranked = [...indices].sort((a, b) => {
    const w = (i: number): number => {
      const s = ctx.sig[i]!
      return (
        (s.insult ? 5 : 0) +
        (s.quitting || s.givingUp ? 4 : 0) +
        (s.anger ? 3 : 0) +
        (s.badNews || s.venting ? 3 : 0) +
        (s.complaint ? 2 : 0) +
        (s.question ? 1.5 : 0) +
        (s.laughter || s.teasing || s.warmth ? 1 : 0) +
        (s.politeness.gratitude ? 0.5 : 0)
      )
    }
    return w(b) - w(a) || a - b
  })
  const evidence = ranked.slice(0, Math.min(4, ranked.length)).sort((a, b) => a - b)
  const strongSignals = sig.filter(
    (s) => s.complaint || s.anger || s.insult || s.venting || s.laughter || s.warmth || s.question
  ).length
  const confidence = round2(Math.min(0.9, 0.35 + 0.08 * Math.min(n, 5) + 0.05 * Math.min(strongSignals, 3)))
  return {
    speaker,
    indices,
    frustration,
    reception,
    trend: trendOf(ctx, indices),
    behaviors,
    evidence,
    confidence,
    hostileToAgent,
    vented: venting + badNews > 0,
    disengaged,
    cooperatedAfterInsult: hostileToAgent && cooperatesAfter
  }
}

/** Read every non-agent speaker. */
export const readUsers = (ctx: Context): Array<UserRead> =>
  ctx.r.speakers.flatMap((s, i) => (s.isAgent ? [] : [readUser(ctx, i)]))

const receptionPhrase: Record<Reception, string> = {
  engaged: "is engaged",
  neutral: "stays neutral",
  bored: "seems bored",
  annoyed: "is annoyed",
  churn_risk: "is at risk of leaving"
}

const momentLabel = (ctx: Context, i: number): string => {
  const s = ctx.sig[i]!
  const kw = keywords(ctx, [i], 2)
  const about = kw.length > 0 ? ` about ${kw.join(" and ")}` : ""
  if (s.quitting) return "threatens to leave"
  if (s.insult && !(s.laughter || s.teasing)) return "turns hostile"
  if (s.givingUp) return "gives up"
  if (s.anger) return `gets angry${about}`
  if (s.badNews) return `shares bad news${about}`
  if (s.venting) return `vents${about}`
  if (s.complaint) return `complains${about}`
  if (s.question) return `asks${about}`
  if (s.laughter || s.teasing) return `jokes${about}`
  if (s.warmth) return `warm moment${about}`
  if (s.politeness.gratitude) return "thanks the agent"
  return `says something${about}`
}

const critiqueOf: Record<FindingKind, string> = {
  ignored_question: "The agent replied without answering the question.",
  repetition: "The agent repeated an earlier message instead of trying something new.",
  long_replies: "The agent's reply was far longer than anything written here.",
  tone_mismatch: "The agent's register did not fit the room.",
  no_acknowledgement: "The agent moved on without acknowledging how the person felt.",
  wrong_name: "The agent used the wrong name.",
  talking_over: "The agent cut in before the person had finished.",
  cheerful_at_bad_news: "The agent answered bad news cheerfully."
}

const keyMoments = (
  ctx: Context,
  u: UserRead,
  instances: ReadonlyArray<Instance>,
  max: number
): Array<KeyMoment> => {
  const notable = u.indices.filter((i) => {
    const s = ctx.sig[i]!
    return (
      s.question ||
      s.complaint ||
      s.anger ||
      s.givingUp ||
      s.quitting ||
      s.insult ||
      s.venting ||
      s.badNews ||
      s.laughter ||
      s.teasing ||
      s.warmth
    )
  })
  const mishandled = new Map<number, Instance>()
  for (const inst of instances)
    for (const e of inst.evidence) if (!ctx.isAgent[e] && !mishandled.has(e)) mishandled.set(e, inst)
  const chosen = [...notable]
    .sort((a, b) => (mishandled.has(b) ? 1 : 0) - (mishandled.has(a) ? 1 : 0) || a - b)
    .slice(0, max)
    .sort((a, b) => a - b)
  return chosen.map((i) => {
    let reply: number | undefined
    for (let j = i + 1; j < ctx.sig.length && j <= i + 3; j++)
      if (ctx.isAgent[j] === true) {
        reply = j
        break
      }
    const inst = mishandled.get(i)
    const ids = [ctx.r.messages[i]!.id, ...(reply === undefined ? [] : [ctx.r.messages[reply]!.id])]
    const base = {
      label: momentLabel(ctx, i),
      type: ctx.local[i]!.strength >= 0.5 ? ctx.local[i]!.type : "transactional",
      message_ids: ids
    } as const
    return inst === undefined ? base : { ...base, agent_critique: critiqueOf[inst.kind] }
  })
}

// ---------------------------------------------------------------------------------------------
// Findings

const issueTitle: Record<FindingKind, string> = {
  ignored_question: "Ignored a question",
  repetition: "Repeats itself",
  long_replies: "Replies far longer than the room's norm",
  tone_mismatch: "Tone does not fit the room",
  no_acknowledgement: "No acknowledgement after venting",
  wrong_name: "Used the wrong name",
  talking_over: "Talks over people",
  cheerful_at_bad_news: "Cheerful at bad news"
}

const recommendation: Record<FindingKind, string> = {
  ignored_question: "Answer the open question first (or say plainly that you cannot) before moving on.",
  repetition:
    "When an answer did not help, do not send it again: acknowledge that and try a different step or ask what exactly fails.",
  long_replies: "Match the room's length: one or two short sentences, and offer details on request.",
  tone_mismatch: "Mirror the room's register: drop the stock phrases and write the way people here write.",
  no_acknowledgement:
    "Acknowledge the feeling in one short sentence before offering help or changing the subject.",
  wrong_name: "Use the name the person goes by in this conversation.",
  talking_over: "Wait until the person has finished, and let people answer questions put to them.",
  cheerful_at_bad_news: "Drop the cheer when someone shares bad news: say you are sorry and ask how they are."
}

const component: Record<FindingKind, Finding["suggested_component"]> = {
  ignored_question: "foresee",
  repetition: "social-memory",
  long_replies: "turn-taking",
  tone_mismatch: "social-learning",
  no_acknowledgement: "foresee",
  wrong_name: "social-memory",
  talking_over: "turn-taking",
  cheerful_at_bad_news: "foresee"
}

const howItHelps: Record<FindingKind, string> = {
  ignored_question:
    "Foresee flags a draft that leaves an open question unanswered before it is sent, and offers a refined reply. People who get their question answered stop repeating it and stay in the conversation.",
  repetition:
    "Social memory keeps what the agent already said in this scope, so a repeat can be caught and a new step offered. Users stop feeling they are talking to a loop.",
  long_replies:
    "Turn-taking paces a long draft into one to five short chat messages that fit the room. Short turns get read; walls of text get skipped.",
  tone_mismatch:
    "Social learning extracts the room's register, lexicon and phrases to avoid into a prompt block for the agent. Matching the room makes the agent sound like a participant instead of a form letter.",
  no_acknowledgement:
    "Foresee models how the person feels and predicts the reaction to a draft that skips their feelings, then refines it. One sentence of acknowledgement keeps people talking instead of withdrawing.",
  wrong_name:
    "Social memory recalls who is who in the scope, so the agent addresses people correctly. Getting a name right is basic respect and keeps trust.",
  talking_over:
    "Turn-taking decides per thread whether the agent should speak now or wait, and holds a reply while someone is still typing. People get to finish and answer what was asked of them.",
  cheerful_at_bad_news:
    "Foresee predicts how a cheerful draft lands after bad news and rewrites it with care. A kind reply at a hard moment builds more trust than any help that follows."
}

const predicate: Record<FindingKind, string> = {
  ignored_question: "left a question unanswered",
  repetition: "repeated itself",
  long_replies: "wrote replies far longer than anyone else here",
  tone_mismatch: "used a tone that does not fit the room",
  no_acknowledgement: "moved on without acknowledging someone who was venting",
  wrong_name: "used the wrong name",
  talking_over: "talked over people",
  cheerful_at_bad_news: "answered bad news cheerfully"
}

const bump = (s: Severity): Severity => (s === "low" ? "medium" : "high")

const focusKinds: ReadonlyArray<readonly [RegExp, FindingKind]> = [
  [/question|answer|ignor|respond/, "ignored_question"],
  [/repeat|repetit|loop|same thing/, "repetition"],
  [/long|verbose|length|wall|concise|short/, "long_replies"],
  [/tone|formal|casual|register|voice|style|fit/, "tone_mismatch"],
  [/empath|vent|feel|acknowledg|listen|emotion|support/, "no_acknowledgement"],
  [/empath|bad news|cheer|sensitiv|grief|sad/, "cheerful_at_bad_news"],
  [/name/, "wrong_name"],
  [/interrupt|talk(?:ing)? over|turn|cut in|wait/, "talking_over"]
]

const mergeFindings = (
  ctx: Context,
  instances: ReadonlyArray<Instance>,
  focused: ReadonlySet<FindingKind>
): Array<Finding> => {
  const byKind = new Map<FindingKind, Array<Instance>>()
  for (const inst of instances) {
    const list = byKind.get(inst.kind) ?? []
    list.push(inst)
    byKind.set(inst.kind, list)
  }
  const out: Array<Finding & { readonly rank: number }> = []
  for (const [kind, list] of byKind) {
    const best = [...list].sort(
      (a, b) =>
        severityRank[b.severity] - severityRank[a.severity] ||
        b.confidence - a.confidence ||
        a.agentIndex - b.agentIndex
    )[0]!
    let severity: Severity = best.severity
    if (list.length >= 3 && severity !== "high") severity = bump(severity)
    if (focused.has(kind) && severity !== "high") severity = bump(severity)
    const evidence = [...new Set(list.flatMap((x) => x.evidence))].sort((a, b) => a - b).slice(0, 10)
    const affected = [...new Set(list.flatMap((x) => x.affected))].map((sp) => ctx.r.speakers[sp]!.name)
    const more = list.length > 1 ? ` (${list.length} times)` : ""
    out.push({
      issue: `${issueTitle[kind]}: ${best.detail}${more}.`,
      severity,
      affected_users: [...new Set(affected)],
      evidence: evidence.map((i) => ctx.r.messages[i]!.id),
      recommendation: recommendation[kind],
      before_message_id: ctx.r.messages[best.agentIndex]!.id,
      rewritten_reply: best.rewritten,
      suggested_component: component[kind],
      how_it_helps: howItHelps[kind],
      confidence: round2(
        clip01(Math.min(0.95, best.confidence + 0.03 * (list.length - 1) + (focused.has(kind) ? 0.05 : 0)))
      ),
      rank: severityRank[severity] * 10 + (focused.has(kind) ? 5 : 0) + list.length * 0.1
    })
  }
  out.sort((a, b) => b.rank - a.rank || (a.issue < b.issue ? -1 : 1))
  return out.map(({ rank: _rank, ...f }) => f)
}

// ---------------------------------------------------------------------------------------------
// The report

const typePhrase: Record<InteractionType, string> = {
  transactional: "practical back-and-forth",
  bonding: "friendly small talk",
  venting: "venting",
  banter: "banter",
  friction: "friction",
  hostile: "hostility"
}

const list = (xs: ReadonlyArray<string>): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`

const healthOf = (
  users: ReadonlyArray<UserRead>,
  findings: ReadonlyArray<Finding>,
  totals: ReadonlyArray<TypeCount>
): number => {
  if (users.length === 0) return 0.5
  const meanF = users.reduce((a, u) => a + u.frustration, 0) / users.length
  const churn = users.filter((u) => u.reception === "churn_risk").length / users.length
  const engaged = users.filter((u) => u.reception === "engaged").length / users.length
  const bored = users.filter((u) => u.reception === "bored").length / users.length
  const all = totals.reduce((a, t) => a + t.count, 0)
  const hostile = all === 0 ? 0 : (totals.find((t) => t.type === "hostile")?.count ?? 0) / all
  const penalty = findings.reduce(
    (a, f) => a + (f.severity === "high" ? 0.1 : f.severity === "medium" ? 0.06 : 0.03),
    0
  )
  return round2(
    clip01(
      0.78 +
        0.15 * engaged -
        0.4 * meanF -
        0.25 * churn -
        0.1 * bored -
        0.15 * hostile -
        Math.min(0.35, penalty)
    )
  )
}

const summaryOf = (
  ctx: Context,
  users: ReadonlyArray<UserRead>,
  inter: ReadonlyArray<Interaction>,
  findings: ReadonlyArray<Finding>,
  focus: string | undefined
): string => {
  const agent = ctx.r.agentName
  const names = users.map((u) => callName(ctx.r.speakers[u.speaker]!.name))
  const n = ctx.sig.length
  const byType = new Map<InteractionType, number>()
  for (const it of inter) byType.set(it.type, (byType.get(it.type) ?? 0) + it.message_ids.length)
  const dominant = [...byType].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "transactional"
  const allIdx = Array.from({ length: n }, (_, i) => i)
  const topic = keywords(ctx, allIdx, 2)
  const who = users.length === 0 ? "nobody else" : users.length <= 4 ? list(names) : `${users.length} people`
  const s1 = `${agent} talked with ${who} over ${n} message${n === 1 ? "" : "s"}, mostly ${typePhrase[dominant]}${topic.length > 0 ? ` about ${topic.join(" and ")}` : ""}.`
  let s2: string
  if (users.length === 0) s2 = "No one else spoke, so there is no reception to read."
  else {
    const worst = [...users].sort((a, b) => b.frustration - a.frustration || a.speaker - b.speaker)[0]!
    const counts = new Map<Reception, number>()
    for (const u of users) counts.set(u.reception, (counts.get(u.reception) ?? 0) + 1)
    if (worst.frustration >= 0.5) {
      const wName = callName(ctx.r.speakers[worst.speaker]!.name)
      s2 = `${wName} ${receptionPhrase[worst.reception]} (frustration ${worst.frustration.toFixed(1)}, ${worst.behaviors[0] ?? "unhappy"})${users.length > 1 ? `; ${users.length - 1} other${users.length > 2 ? "s" : ""} ${counts.get("engaged") ? "mostly stay engaged" : "stay calmer"}` : ""}.`
    } else if (users.length === 1) {
      s2 = `${names[0]} ${receptionPhrase[users[0]!.reception]} and ${users[0]!.trend === "declining" ? "cooling off" : users[0]!.trend === "improving" ? "warming up" : "steady"} (frustration ${users[0]!.frustration.toFixed(1)}).`
    } else {
      const top = [...counts].sort((a, b) => b[1] - a[1])[0]!
      s2 = `${top[1]} of ${users.length} people ${top[0] === "engaged" ? "are engaged" : top[0] === "neutral" ? "stay neutral" : top[0] === "bored" ? "seem bored" : top[0] === "annoyed" ? "are annoyed" : "may leave"}, and nobody shows more than mild frustration.`
    }
  }
  let s3: string
  if (findings.length === 0) s3 = `${agent} handled it well: no social mistakes were found.`
  else {
    const first = findings[0]!
    const kind = kindOfIssue(first.issue)
    s3 = `The main problem: ${agent} ${kind === undefined ? first.issue.toLowerCase() : predicate[kind]}${findings.length > 1 ? `, plus ${findings.length - 1} other issue${findings.length > 2 ? "s" : ""}` : ""}.`
  }

  if (focus !== undefined && focus.trim().length > 0) {
    const f = focus.toLowerCase()
    const related = findings.filter((x) =>
      focusKinds.some(([re, k]) => re.test(f) && x.issue.startsWith(issueTitle[k]))
    )
    s3 =
      related.length > 0
        ? `On "${focus.trim()}": ${related.map((x) => x.issue.split(":")[0]!.toLowerCase()).join("; ")} (see findings).`
        : findings.length === 0
          ? `On "${focus.trim()}": nothing went wrong; ${agent} made no social mistakes.`
          : `On "${focus.trim()}": no problem of that kind was found; the main issue is ${findings[0]!.issue.split(":")[0]!.toLowerCase()}.`
  }
  return `${s1} ${s2} ${s3}`
}

/** The type the rules' slices give each message. */
export const ruleTypesOf = (ctx: Context): Array<InteractionType> => {
  const ruleTypes: Array<InteractionType> = new Array(ctx.sig.length)
  for (const s of slices(ctx)) for (const i of s.indices) ruleTypes[i] = s.type
  return ruleTypes
}

/** The learned type model's class scores for every message (`messageFeatures` and its grams). */
export const typeScores = (
  ctx: Context,
  ruleTypes: ReadonlyArray<InteractionType> = ruleTypesOf(ctx)
): Array<Array<number>> => {
  const moods = moodsOf(ctx)
  return ruleTypes.map((_, i) =>
    scoresWithGrams(
      Model.types.emissions,
      messageFeatures(ctx, i, ruleTypes, moods, false),
      ctx.r.messages[i]!.text
    )
  )
}

/**
 * The learned type model's probabilities for every message, given the whole conversation (the
 * chain's marginals over `typeScores`).
 */
export const typeProbabilities = (
  ctx: Context,
  ruleTypes: ReadonlyArray<InteractionType> = ruleTypesOf(ctx),
  scores: ReadonlyArray<ReadonlyArray<number>> = typeScores(ctx, ruleTypes)
): Array<Array<number>> => chainMarginals(Model.types, scores)

/**
 * The people as the report gives them: the rules' reading with reception and frustration re-read
 * by the learned person models (from the rules' reading, the person's signals, the rules' types
 * of their messages, how the learned type model reads them and the agent's mistakes that reached
 * them; each is read from the mean of a softmax's and boosted trees' probabilities: reception
 * as the most likely class, frustration as the median anchor).
 */
export const learnedUsers = (
  ctx: Context,
  ruleTypes: ReadonlyArray<InteractionType>,
  instances: ReadonlyArray<Instance>,
  typeProbs: ReadonlyArray<ReadonlyArray<number>> = typeProbabilities(ctx, ruleTypes)
): Array<UserRead> =>
  readUsers(ctx).map((u) => {
    const features = personFeatures(ctx, u, ruleTypes, instances, typeProbs)
    const learned = Model.reception.classes[
      argmax(blendedProbabilities(Model.reception, Model.receptionForest, features))
    ] as Reception
    const anchor = Number(
      Model.frustration.classes[
        medianClass(blendedProbabilities(Model.frustration, Model.frustrationForest, features))
      ]
    )
    // Someone who insulted the agent in earnest is annoyed or leaving, whatever else they wrote
    // (the writers' playful insulters laugh or tease, which the rules do not count as hostile).
    const kept = !u.hostileToAgent || learned === "annoyed" || learned === "churn_risk"
    return {
      ...u,
      reception: kept ? learned : u.reception,
      frustration: u.hostileToAgent ? Math.max(anchor, 0.8) : anchor
    }
  })

/**
 * The report's slices: the rules' slices re-read by the learned type model (per-message scores
 * from the rules' types, signals and words, `scores`, then the chain's most likely sequence of
 * types), so a slice runs while the mood does, not only while the rules see cue words.
 */
export const learnedSlices = (
  ctx: Context,
  scores: ReadonlyArray<ReadonlyArray<number>> = typeScores(ctx)
): Array<Slice> => {
  const seq = chainDecode(Model.types, scores)
  const out: Array<Slice> = []
  seq.forEach((c, i) => {
    const type = interactionTypes[c]!
    const last = out.at(-1)
    if (last !== undefined && last.type === type) last.indices.push(i)
    else out.push({ type, strong: true, indices: [i] })
  })
  return out
}

/**
 * The mistakes worth reporting: each instance the detectors found, kept when the finding verifier
 * (a learned layer, `findingFeatures`) gives it at least 0.5 (`findingThreshold`) of being a real
 * mistake, with that probability as its confidence (the report rounds it once, when it merges
 * instances into findings). The person models still read every instance.
 */
export const verifyFindings = (
  ctx: Context,
  instances: ReadonlyArray<Instance>,
  typeOf: ReadonlyArray<number>
): Array<Instance> =>
  instances.flatMap((inst) => {
    const p = probabilities(Model.findings, findingFeatures(ctx, inst, instances, typeOf))[1]!
    return p >= findingThreshold ? [{ ...inst, confidence: p }] : []
  })

/** Build the report from a prepared context. */
export const report = (ctx: Context, focus?: string): ReceptionReport => {
  const ruleTypes = ruleTypesOf(ctx)
  const scores = typeScores(ctx, ruleTypes)
  const typeProbs = typeProbabilities(ctx, ruleTypes, scores)
  const sl = learnedSlices(ctx, scores)
  const interactions = interactionsOf(ctx, sl)
  const interaction_totals = countTypes(interactions.map((i) => i.type))
  const instances = detectAll(ctx)
  const users = learnedUsers(ctx, ruleTypes, instances, typeProbs)
  const f = (focus ?? "").toLowerCase()
  const focused = new Set<FindingKind>(
    f.length === 0 ? [] : focusKinds.filter(([re]) => re.test(f)).map(([, k]) => k)
  )
  const verified = verifyFindings(
    ctx,
    instances,
    typeProbs.map((p) => argmax(p))
  )
  const findings = mergeFindings(ctx, verified, focused)
  // a person named in the focus (whole word, as written or by first name)
  const named = (name: string): boolean =>
    [name.toLowerCase(), callName(name).toLowerCase()].some(
      (n) =>
        n.length > 1 && new RegExp(`(?<![\\p{L}\\p{N}])${L.escapeRegExp(n)}(?![\\p{L}\\p{N}])`, "u").test(f)
    )
  const focusNames = users.filter((u) => f.length > 0 && named(ctx.r.speakers[u.speaker]!.name))
  const ordered = [...focusNames, ...users.filter((u) => !focusNames.includes(u))]
  const per_user: Array<PerUser> = ordered.map((u) => {
    const sp = ctx.r.speakers[u.speaker]!
    // The user's stance in every slice they speak in (the same rule that lists participants).
    const mine: Array<InteractionType> = []
    for (const s of sl)
      if (s.indices.some((i) => ctx.r.speakerOf[i] === u.speaker)) mine.push(stanceOf(ctx, s, u.speaker))
    const distribution = countTypes(mine)
    const dominant = [...distribution].sort((a, b) => b.count - a.count)[0]!.type
    const trendNote =
      u.trend === "improving"
        ? " and warms up over the conversation"
        : u.trend === "declining"
          ? " and cools off over the conversation"
          : ""
    const base = {
      name: sp.name,
      reception: u.reception,
      frustration: u.frustration,
      trend: u.trend,
      behaviors: [...u.behaviors],
      evidence: u.evidence.map((i) => ctx.r.messages[i]!.id),
      confidence: u.confidence,
      note: `${callName(sp.name)} ${receptionPhrase[u.reception]}${trendNote}: ${u.behaviors.join(", ")}.`,
      interaction_count: mine.length,
      dominant_type: dominant,
      distribution,
      key_moments: keyMoments(ctx, u, verified, focusNames.includes(u) ? 5 : 3)
    }
    return sp.userId === undefined ? base : { ...base, user_id: sp.userId }
  })
  const health_score = healthOf(users, findings, interaction_totals)
  return {
    health_score,
    summary: summaryOf(ctx, users, interactions, findings, focus),
    interactions,
    interaction_totals,
    per_user,
    findings
  }
}

/**
 * Analyze a transcript for one agent (spec 4.8). Returns the reception report, or why the
 * transcript cannot be analyzed (`AgentNameShared` → 422, `EmptyTranscript`, `DuplicateMessageId`).
 * Pure and deterministic; O(n · w) for n messages and a small window w.
 */
export const analyze = (
  messages: ReadonlyArray<Message>,
  options: AnalyzeOptions
): Either.Either<ReceptionReport, TranscriptError> =>
  Either.map(resolve(messages, options.agentName), (r) => report(build(r), options.focus))

/** The finding kind a finding's `issue` text was written for (its title prefix), if any. */
export const kindOfIssue = (issue: string): FindingKind | undefined =>
  (Object.keys(issueTitle) as Array<FindingKind>).find((k) => issue.startsWith(`${issueTitle[k]}:`))
