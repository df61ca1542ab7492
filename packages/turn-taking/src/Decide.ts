/**
 * The speak / stay-silent decision on an inbound batch (spec 3.3, 4.16): an ordered list of
 * rules, each with a stable id; the first rule that applies decides, and every rule that applied
 * is returned so that the service can log why. Pure and deterministic: same input, same decision.
 *
 * Order (see the README for the table of cases):
 *  1. `mention`, `reply_to_agent`             speak   (always wins)
 *  2. `burst_in_progress`, `trailing_off`     silent  (let them finish)
 *  3. `addressed_by_name`, `answers_agent`    speak
 *  4. `closing`                               silent  (only thanks / ok / bye / lol / emoji)
 *  5. `addressed_to_other`                    silent  (the batch speaks to someone else)
 *  6. `one_to_one`                            speak   (one person and the agent)
 *  7. `greeting`                              silent  (only hellos, in a group)
 *  8. `follow_up_question`                    speak   (a question right after the agent spoke)
 *  9. `over_fair_share`                       silent  (blocks 10: Time to Talk)
 * 10. `question_to_room`                      speak   (a question the agent can answer)
 * 11. `agent_just_spoke`, `among_themselves`  silent  (nothing invites the agent)
 */
import * as Agent from "./Agent.js"
import {
  addresses,
  addressesGroup,
  contentWords,
  isClosingOnly,
  isGreetingOnly,
  isOpenCall,
  isQuestion,
  mentions,
  namesWord,
  normalise,
  quotesOneOf,
  trailsOff
} from "./internal/text.js"
import type { Event, Message } from "./Message.js"

/** The two outcomes of spec 4.16. */
export type Outcome = "speak" | "stay_silent"

/** Every rule id, in the order the rules are tried. */
export const RULE_IDS = [
  "mention",
  "reply_to_agent",
  "burst_in_progress",
  "trailing_off",
  "addressed_by_name",
  "answers_agent",
  "closing",
  "addressed_to_other",
  "one_to_one",
  "greeting",
  "follow_up_question",
  "over_fair_share",
  "question_to_room",
  "agent_just_spoke",
  "among_themselves"
] as const

/** A rule's id. */
export type RuleId = (typeof RULE_IDS)[number]

/** What each rule means and which way it pushes. */
export const RULES: Readonly<Record<RuleId, { readonly outcome: Outcome; readonly description: string }>> = {
  mention: { outcome: "speak", description: "a message mentions the agent (@name or <@name>)" },
  reply_to_agent: {
    outcome: "speak",
    description: "a message is marked as a reply to the agent, or quotes one of its messages (> ...)"
  },
  burst_in_progress: {
    outcome: "stay_silent",
    description: `the last sender is still typing, or is sending messages less than ${"2 s"} apart and the last arrived under 2 s ago`
  },
  trailing_off: {
    outcome: "stay_silent",
    description: 'the last message trails off ("...", a trailing comma or conjunction, "wait", "one sec")'
  },
  addressed_by_name: {
    outcome: "speak",
    description: 'a message addresses the agent by name ("Ava, ...", "hey Ava", "..., Ava?")'
  },
  answers_agent: {
    outcome: "speak",
    description:
      "the agent's last message asked a question, at most 2 people spoke since, and it asked nobody else by name"
  },
  closing: {
    outcome: "stay_silent",
    description: "every message is only a closing or an acknowledgement (thanks, ok, bye, lol, an emoji)"
  },
  addressed_to_other: {
    outcome: "stay_silent",
    description: "the last message mentions or addresses another participant"
  },
  one_to_one: {
    outcome: "speak",
    description:
      'one person and the agent: no other person wrote recently, nobody else is @mentioned, nobody says "all" or "everyone"'
  },
  greeting: { outcome: "stay_silent", description: "every message is only a greeting to the group" },
  follow_up_question: {
    outcome: "speak",
    description: "the agent spoke last before the batch and the batch asks a question"
  },
  over_fair_share: {
    outcome: "stay_silent",
    description:
      "the agent's share of the recent messages is above 1/n for n participants (Time to Talk, EMNLP 2025 Findings)"
  },
  question_to_room: {
    outcome: "speak",
    description:
      "a question to the room that the agent can answer: an open call for information, or sharing a word with its field or its own last 3 messages; not a question about the agent"
  },
  agent_just_spoke: { outcome: "stay_silent", description: "the agent spoke last and nothing asks it more" },
  among_themselves: { outcome: "stay_silent", description: "people are talking among themselves" }
}

/** How many of the agent's latest messages count as things it can answer about. */
export const AGENT_CONTEXT = 3

/** How many recent messages (history + batch) the fair-share rule counts. */
export const SHARE_WINDOW = 12

/** Gap under which messages of one sender form a burst, and how fresh its last message must be. */
export const BURST_GAP_MS = 2_000

/** A `typing_start` with no `typing_stop` and no message after it counts as typing for this long. */
export const TYPING_FRESH_MS = 10_000

/** The input of a decision. */
export interface Input {
  /** The inbound batch, 1-20 messages, oldest first. */
  readonly batch: ReadonlyArray<Message>
  /** Earlier messages of the thread, oldest first, the agent's delivered messages included. */
  readonly history: ReadonlyArray<Message>
  /** Carries the agent's name and field (spec 4.16). */
  readonly systemPrompt?: string
  /** The agent's name when the service knows it; wins over the one in the prompt. */
  readonly agentName?: string
  /** Recent `record_event` events of the thread. */
  readonly events?: ReadonlyArray<Event>
  /** The clock, epoch ms. */
  readonly now: number
}

/** The decision, the rule that decided it, and every rule that applied, in rule order. */
export interface Decision {
  readonly decision: Outcome
  readonly rule: RuleId
  readonly reasons: ReadonlyArray<RuleId>
}

/** An `@handle` or Slack `<@handle>` (not the middle of an e-mail address). */
const AT_HANDLE = /(?:^|[^\p{L}\p{N}_])<?@([\p{L}\p{N}_.-]+)/gu

const firstWordOf = (sender: string): string =>
  normalise(sender)
    .trim()
    .split(/[\s_.]+/)[0] ?? ""

/** Lower-cased names by which a human participant can be addressed (full name and first word). */
const namesOf = (sender: string): ReadonlyArray<string> => {
  const full = normalise(sender).trim()
  const first = firstWordOf(sender)
  return [...new Set([full, first])].filter((n) => n.length >= 2)
}

const typingNow = (events: ReadonlyArray<Event>, sender: string, since: number, now: number): boolean => {
  let start: number | null = null
  for (const e of events) {
    if (e.sender !== sender || e.at < since || e.at > now) continue
    if (e.type === "typing_start") start = e.at
    else if (e.type === "typing_stop") start = null
  }
  return start !== null && now - start < TYPING_FRESH_MS
}

/** The fair-share test: agent messages / window > 1 / participants, for 3+ participants. */
export const overFairShare = (window: ReadonlyArray<Message>): boolean => {
  const senders = new Set(window.map((m) => (m.fromAgent === true ? "\u0000agent" : m.sender)))
  const agent = window.filter((m) => m.fromAgent === true).length
  if (agent === 0 || senders.size < 3) return false
  return agent / window.length > 1 / senders.size
}

/** Decides whether the agent speaks on `input.batch`. */
export const decide = (input: Input): Decision => {
  const { batch, history, now } = input
  const events = input.events ?? []
  const me = Agent.identity(input.systemPrompt, input.agentName)
  const fired = new Set<RuleId>()
  const last = batch.at(-1)
  const humans = batch.filter((m) => m.fromAgent !== true)
  const agentTexts = history.filter((m) => m.fromAgent === true).map((m) => m.content)
  const recent = [...history, ...batch].slice(-SHARE_WINDOW * 2)
  const participants = new Set(recent.filter((m) => m.fromAgent !== true).map((m) => m.sender))
  const otherNames = [...participants].flatMap(namesOf).filter((n) => !me.aliases.includes(n))
  const allNames = [...otherNames, ...me.aliases]

  // 1. always wins
  if (humans.some((m) => me.aliases.some((a) => mentions(m.content, a)))) fired.add("mention")
  if (humans.some((m) => m.replyToAgent === true || quotesOneOf(m.content, agentTexts)))
    fired.add("reply_to_agent")

  // 2. let them finish
  if (last !== undefined) {
    const bySender = batch.filter((m) => m.sender === last.sender)
    const prev = bySender.at(-2)
    // equal times carry no timing (a batch stamped with one receipt time), so they are no burst
    const gap = prev === undefined ? 0 : last.at - prev.at
    const quick = gap > 0 && gap < BURST_GAP_MS && now - last.at < BURST_GAP_MS
    if (quick || typingNow(events, last.sender, last.at, now)) fired.add("burst_in_progress")
    if (trailsOff(last.content)) fired.add("trailing_off")
  }

  // 3-7
  if (humans.some((m) => me.aliases.some((a) => addresses(m.content, a)))) fired.add("addressed_by_name")
  const lastAgentIx = history.findLastIndex((m) => m.fromAgent === true)
  const lastAgent = history[lastAgentIx]
  if (lastAgent !== undefined && isQuestion(lastAgent.content) && history.length - 1 - lastAgentIx <= 2) {
    const askedOther = otherNames.some((n) => addresses(lastAgent.content, n))
    const askedSender = humans.some((m) => namesOf(m.sender).some((n) => addresses(lastAgent.content, n)))
    if (askedSender || !askedOther) fired.add("answers_agent")
  }
  if (humans.length > 0 && humans.every((m) => isClosingOnly(m.content, allNames))) fired.add("closing")
  const mentionsSomeoneElse = (content: string): boolean =>
    [...content.matchAll(AT_HANDLE)].some((x) => !me.aliases.some((a) => mentions(`@${x[1]}`, a)))
  if (
    last !== undefined &&
    (mentionsSomeoneElse(last.content) ||
      otherNames.some(
        (n) =>
          n !== firstWordOf(last.sender) &&
          n !== normalise(last.sender).trim() &&
          (mentions(last.content, n) || addresses(last.content, n))
      ))
  ) {
    fired.add("addressed_to_other")
  }
  // one person and the agent, unless a recent message shows a group (someone else @mentioned, "hi all")
  const groupSigns = recent.some(
    (m) => m.fromAgent !== true && (addressesGroup(m.content) || mentionsSomeoneElse(m.content))
  )
  if (participants.size <= 1 && !groupSigns) fired.add("one_to_one")
  if (humans.length > 0 && humans.every((m) => isGreetingOnly(m.content, allNames))) fired.add("greeting")

  // 8-10
  const lastBefore = history.at(-1)
  const agentSpokeLast = lastBefore?.fromAgent === true
  const questions = humans.filter((m) => isQuestion(m.content))
  if (agentSpokeLast && questions.length > 0) fired.add("follow_up_question")
  if (overFairShare(recent.slice(-SHARE_WINDOW))) fired.add("over_fair_share")
  // what the agent can answer: its field (the prompt's words) and what it said itself lately
  const known = new Set(me.topics)
  for (const m of history.filter((h) => h.fromAgent === true).slice(-AGENT_CONTEXT)) {
    for (const w of contentWords(m.content)) known.add(w)
  }
  const inField = (m: Message): boolean => contentWords(m.content).some((w) => known.has(w))
  // a question that names the agent without addressing it is about the agent, not to it
  const aboutAgent = (m: Message): boolean =>
    me.aliases.some((a) => namesWord(m.content, a) && !addresses(m.content, a))
  if (questions.some((m) => !aboutAgent(m) && (isOpenCall(m.content) || inField(m))))
    fired.add("question_to_room")
  if (agentSpokeLast) fired.add("agent_just_spoke")
  fired.add("among_themselves")

  const reasons = RULE_IDS.filter((r) => fired.has(r))
  const rule = reasons[0] ?? "among_themselves"
  return { decision: RULES[rule].outcome, rule, reasons }
}
