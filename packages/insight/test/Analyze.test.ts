import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Analyze, Schemas } from "../src/index.js"
import { build } from "../src/internal/context.js"
import { detectAll } from "../src/internal/findings.js"
import { argmax, findingThreshold } from "../src/internal/learned.js"
import type { ReceptionReport } from "../src/Schemas.js"
import { type Message, resolve } from "../src/Transcript.js"
import { transcript } from "./arbitraries.js"

const run = (messages: ReadonlyArray<Message>, focus?: string): ReceptionReport => {
  const r = Analyze.analyze(messages, { agentName: "Agent", focus })
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

const isReport = Schema.is(Schemas.ReceptionReport)

/** The kinds of a report's findings. */
const reportKinds = (r: ReceptionReport) => r.findings.map((x) => Analyze.kindOfIssue(x.issue))

/** A report's finding of one kind (the test fails if there is none). */
const findingOf = (r: ReceptionReport, kind: string) => {
  const f = r.findings.find((x) => Analyze.kindOfIssue(x.issue) === kind)
  expect(f).toBeDefined()
  return f!
}

/** Every invariant of spec 2.8 and decisions.md that can be checked on any report. */
const checkInvariants = (messages: ReadonlyArray<Message>, report: ReceptionReport): void => {
  expect(isReport(report)).toBe(true)
  // slices are contiguous, in order, and cover every message exactly once
  expect(report.interactions.flatMap((i) => i.message_ids)).toEqual(messages.map((m) => m.id))
  for (const it of report.interactions) expect(it.message_ids.length).toBeGreaterThan(0)
  // totals: all six types, canonical order, counts over interactions
  expect(report.interaction_totals.map((t) => t.type)).toEqual([...Schemas.interactionTypes])
  for (const t of report.interaction_totals)
    expect(t.count).toBe(report.interactions.filter((i) => i.type === t.type).length)
  const ids = new Set(messages.map((m) => m.id))
  const byId = new Map(messages.map((m) => [m.id, m] as const))
  const agentIds = new Set(messages.filter((m) => m.speaker === "Agent").map((m) => m.id))
  // one per_user entry per non-agent person (user_id, else name)
  const people = new Set(
    messages
      .filter((m) => m.speaker !== "Agent")
      .map((m) => (m.user_id === undefined ? `n:${m.speaker}` : `u:${m.user_id}`))
  )
  expect(report.per_user.length).toBe(people.size)
  for (const u of report.per_user) {
    for (const e of u.evidence) expect(ids.has(e)).toBe(true)
    for (const k of u.key_moments) for (const e of k.message_ids) expect(ids.has(e)).toBe(true)
    expect([0, 0.2, 0.5, 0.8, 1]).toContain(u.frustration)
    expect(u.distribution.map((d) => d.type)).toEqual([...Schemas.interactionTypes])
    expect(u.distribution.reduce((a, d) => a + d.count, 0)).toBe(u.interaction_count)
    const listing = report.interactions.filter((it) =>
      it.message_ids.some((id) => {
        const m = byId.get(id)!
        return (
          m.speaker !== "Agent" &&
          m.speaker === u.name &&
          (u.user_id === undefined ? m.user_id === undefined : m.user_id === u.user_id)
        )
      })
    ).length
    expect(u.interaction_count).toBe(listing)
    if (u.interaction_count > 0) {
      const max = Math.max(...u.distribution.map((d) => d.count))
      expect(u.distribution.find((d) => d.type === u.dominant_type)!.count).toBe(max)
    }
  }
  for (const f of report.findings) {
    for (const e of f.evidence) expect(ids.has(e)).toBe(true)
    expect(agentIds.has(f.before_message_id)).toBe(true)
    expect(f.rewritten_reply.length).toBeGreaterThan(0)
  }
  const sentences = report.summary.split(/(?<=[.!?])\s+(?=[A-Z"“])/).filter((s) => s.length > 0)
  expect(sentences.length).toBeGreaterThanOrEqual(2)
}

describe("Analyze properties", () => {
  it("holds every report invariant on arbitrary transcripts", () => {
    fc.assert(
      fc.property(
        transcript(40, 5),
        fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        (messages, focus) => {
          const r = Analyze.analyze(messages, { agentName: "Agent", focus })
          // the agent has at most one user_id in these transcripts, so analysis always succeeds
          expect(Either.isRight(r)).toBe(true)
          if (Either.isRight(r)) checkInvariants(messages, r.right)
        }
      ),
      { numRuns: 150 }
    )
  })

  it("is deterministic: same input, same output", () => {
    fc.assert(
      fc.property(transcript(30, 4), (messages) => {
        expect(JSON.stringify(run(messages))).toBe(JSON.stringify(run(messages.map((m) => ({ ...m })))))
      }),
      { numRuns: 60 }
    )
  })

  it("handles one message, an agent-only transcript and 1,000 speakers", () => {
    checkInvariants([{ id: "a", speaker: "u", text: "hi" }], run([{ id: "a", speaker: "u", text: "hi" }]))
    const agentOnly = [{ id: "a", speaker: "Agent", text: "Hello?" }]
    const r = run(agentOnly)
    checkInvariants(agentOnly, r)
    expect(r.per_user).toEqual([])
    const many: Array<Message> = Array.from({ length: 1000 }, (_, i) => ({
      id: `m${i}`,
      speaker: i % 10 === 0 ? "Agent" : `person${i}`,
      text: i % 3 === 0 ? "any update on this?" : "thanks, that helps 😊"
    }))
    const big = run(many)
    checkInvariants(many, big)
    expect(big.per_user.length).toBe(900)
  })

  it("refuses an agent_name shared by two user_ids, duplicate ids and an empty transcript", () => {
    const shared = Analyze.analyze(
      [
        { id: "1", speaker: "Agent", text: "hi", user_id: "a" },
        { id: "2", speaker: "Agent", text: "hello", user_id: "b" }
      ],
      { agentName: "Agent" }
    )
    expect(Either.isLeft(shared) && shared.left._tag).toBe("AgentNameShared")
    const dup = Analyze.analyze(
      [
        { id: "1", speaker: "u", text: "a" },
        { id: "1", speaker: "u", text: "b" }
      ],
      { agentName: "Agent" }
    )
    expect(Either.isLeft(dup) && dup.left._tag).toBe("DuplicateMessageId")
    const empty = Analyze.analyze([], { agentName: "Agent" })
    expect(Either.isLeft(empty) && empty.left._tag).toBe("EmptyTranscript")
  })

  it("tells people with the same name apart by user_id", () => {
    const r = run([
      { id: "1", speaker: "Alex", user_id: "u1", text: "where is my order?" },
      { id: "2", speaker: "Agent", text: "It ships tomorrow, Alex." },
      { id: "3", speaker: "Alex", user_id: "u2", text: "lol same name as me 😂" }
    ])
    expect(r.per_user.map((u) => u.user_id)).toEqual(["u1", "u2"])
  })
})

describe("Analyze behaviour", () => {
  const turns = (lines: ReadonlyArray<string>): Array<Message> =>
    lines.map((line, i) => {
      const k = line.indexOf(": ")
      return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
    })
  const typeOf = (r: ReceptionReport, id: string) =>
    r.interactions.find((x) => x.message_ids.includes(id))!.type

  it("asking to cancel is a request, insults followed by cooperation are anger, not warmth, 'forget it' is annoyance or leaving", () => {
    const cancel = run(
      turns([
        "rob: hi how do i cancel my plan",
        "Agent: Sure, Rob: Account > Plan > Cancel.",
        "rob: ok thanks"
      ])
    )
    expect(typeOf(cancel, "m1")).toBe("transactional")
    expect(cancel.per_user[0]!.reception).not.toBe("churn_risk")
    const angry = run(
      turns([
        "gary: dont 'lets find out' me. ur company is a scam and ur a useless bot",
        "Agent: Understood. What's the postcode?",
        "gary: LS6 2QT",
        "Agent: Thanks, the bill is corrected to £138.",
        "gary: fine. email better come"
      ])
    )
    // Annoyed or about to leave (the writers' parts split 4 to 5 on people who insult the agent
    // and then cooperate), never engaged or neutral; anger is explicit
    expect(["annoyed", "churn_risk"]).toContain(angry.per_user[0]!.reception)
    expect(angry.per_user[0]!.frustration).toBeGreaterThanOrEqual(0.8)
    const forget = run(
      turns([
        "sanaa: will i still get charged on the 1st?",
        "Agent: You can cancel under Account.",
        "sanaa: ok and the charge??",
        "Agent: Is there anything else I can help with?",
        "sanaa: forget it, ill just dispute it with my bank"
      ])
    )
    // giving up and going elsewhere: annoyed or about to leave (the writers say churn_risk 14
    // times to annoyed 3 where the rules said annoyed), and never content
    expect(["annoyed", "churn_risk"]).toContain(forget.per_user[0]!.reception)
    expect(forget.per_user[0]!.frustration).toBeGreaterThanOrEqual(0.5)
  })

  it("keeps a vent going through complaints about a third party, and reads short numeric answers as answers", () => {
    const vent5 = turns([
      "jo: can i just rant for a sec",
      "Agent: Go for it.",
      "jo: my manager presented MY deck to the directors today and i'm so upset",
      "Agent: That's a rotten feeling.",
      "jo: 3 weekends. i did that over 3 weekends. ridiculous"
    ])
    const vent = run(
      turns([
        "jo: can i just rant for a sec",
        "Agent: Go for it.",
        "jo: my manager presented MY deck to the directors today and i'm so upset",
        "Agent: That's a rotten feeling.",
        "jo: 3 weekends. i did that over 3 weekends. ridiculous"
      ])
    )
    // the rules' reading (the learned layer may re-read "ridiculous" as friction)
    const ctx = build(Either.getOrThrow(resolve(vent5, "Agent")))
    expect(Analyze.slices(ctx).find((s) => s.indices.includes(4))!.type).toBe("venting")
    expect(vent.findings).toEqual([])
    const terse = run(
      turns([
        "tom: min seats?",
        "Agent: Three.",
        "tom: how long do codes last",
        "Agent: Ten minutes.",
        "tom: k"
      ])
    )
    expect(terse.findings).toEqual([])
  })

  it("finds an ignored question and a repeat, and points at the agent's message", () => {
    const messages: Array<Message> = [
      { id: "1", speaker: "liam", text: "where is my refund? it's been 3 weeks" },
      { id: "2", speaker: "Agent", text: "Did you know you can track all your orders in the app?" },
      { id: "3", speaker: "liam", text: "i asked about my refund" },
      { id: "4", speaker: "Agent", text: "Did you know you can track all your orders in the app?" },
      { id: "5", speaker: "liam", text: "this is useless. forget it" }
    ]
    const r = run(messages)
    const kinds = r.findings.map((f) => Analyze.kindOfIssue(f.issue))
    expect(kinds).toContain("ignored_question")
    expect(kinds).toContain("repetition")
    expect(
      r.findings.find((f) => Analyze.kindOfIssue(f.issue) === "ignored_question")!.before_message_id
    ).toBe("2")
    expect(r.per_user[0]!.reception).toBe("churn_risk")
    expect(r.per_user[0]!.frustration).toBe(0.8)
    expect(r.health_score).toBeLessThan(0.5)
  })

  it("reports no findings when the agent does well", () => {
    const r = run([
      { id: "1", speaker: "Victor", text: "Hi! Is the store open on Sunday?" },
      { id: "2", speaker: "Agent", text: "Hi Victor! Yes, 10am to 4pm on Sundays." },
      { id: "3", speaker: "Victor", text: "Perfect, thank you!" }
    ])
    expect(r.findings).toEqual([])
    expect(r.per_user[0]!.reception).toBe("engaged")
    expect(r.health_score).toBeGreaterThan(0.8)
    expect(r.summary).toContain("no social mistakes")
  })

  it("reads sharing one's day as bonding and a request in the same words as a task", () => {
    const chat = run([
      { id: "1", speaker: "Ben", text: "long day, heading to bed" },
      { id: "2", speaker: "Agent", text: "Sleep well, Ben. Did the presentation go ok in the end?" },
      { id: "3", speaker: "Ben", text: "yeah it went fine actually, they liked it" },
      { id: "4", speaker: "Agent", text: "That's great to hear! Good night 🌙" }
    ])
    expect(chat.interactions.map((i) => i.type)).toEqual(["bonding"])
    const task = run([
      { id: "1", speaker: "Ben", text: "I need to change my dinner reservation to 8pm" },
      { id: "2", speaker: "Agent", text: "Done: your table is now at 8pm." }
    ])
    expect(task.interactions.map((i) => i.type)).toEqual(["transactional"])
  })

  it("reads laughing at oneself while sharing as bonding, and teasing as banter", () => {
    const sharing = run([
      {
        id: "1",
        speaker: "Hana",
        text: "ugly but delicious lol. my grandma used to make them every new year"
      },
      { id: "2", speaker: "Agent", text: "That sounds lovely, like having her in the kitchen with you." }
    ])
    expect(sharing.interactions.map((i) => i.type)).toEqual(["bonding"])
    const teasing = run([
      { id: "1", speaker: "Jas", text: "lol Milo you blundered your queen AGAIN 😂" },
      { id: "2", speaker: "Milo", text: "haha shut up, you got lucky" }
    ])
    expect(teasing.interactions.map((i) => i.type)).toEqual(["banter"])
  })

  it("catches a wrong name and rewrites it with the right one", () => {
    const r = run([
      { id: "1", speaker: "Tomasz", text: "Hello, my parcel shows delivered but I never got it." },
      { id: "2", speaker: "Agent", text: "Hi Thomas, I'm sorry to hear that. Let me open a claim for you." }
    ])
    const f = r.findings.find((x) => Analyze.kindOfIssue(x.issue) === "wrong_name")!
    expect(f.before_message_id).toBe("2")
    expect(f.rewritten_reply).toContain("Tomasz")
    expect(f.rewritten_reply).not.toContain("Thomas")
  })

  it("catches a name the person had to correct, even another participant's, and its use again", () => {
    const corrected = run([
      { id: "1", speaker: "luca", text: "is there a plan where credits are unlimited" },
      { id: "2", speaker: "marco", text: "asking for both of us" },
      { id: "3", speaker: "Agent", text: "Good question, Marco. The studio plan has unlimited credits." },
      { id: "4", speaker: "luca", text: "luca* but ok" }
    ])
    const f = corrected.findings.find((x) => Analyze.kindOfIssue(x.issue) === "wrong_name")!
    expect(f.before_message_id).toBe("3")
    expect(f.rewritten_reply).toContain("Luca")
    expect(f.rewritten_reply).not.toContain("Marco")
    const again = run([
      { id: "1", speaker: "jules", text: "wrench can u link the contributor guide" },
      { id: "2", speaker: "Agent", text: "sure julia, docs.example.dev/contributing" },
      { id: "3", speaker: "jules", text: "its jules but ty" },
      { id: "4", speaker: "jules", text: "where do i put the changelog entry?" },
      { id: "5", speaker: "Agent", text: "good question julia! in changes/unreleased/" }
    ])
    const named = again.findings.filter((x) => Analyze.kindOfIssue(x.issue) === "wrong_name")
    expect(named.map((x) => x.before_message_id)).toContain("5")
    expect(named.find((x) => x.before_message_id === "5")!.severity).toBe("high")
    // introducing oneself, or a name that was right, is no correction
    for (const messages of [
      [
        { id: "1", speaker: "leo", text: "hi, im leo, i booked a table for four" },
        { id: "2", speaker: "Agent", text: "Hi Leo, I see it: four at 8pm." },
        { id: "3", speaker: "leo", text: "great, leo is fine on the booking" }
      ],
      [
        { id: "1", speaker: "priya", text: "can you remind sam to bring the tent" },
        { id: "2", speaker: "Agent", text: "Sure, I'll remind Sam tonight." },
        { id: "3", speaker: "priya", text: "thanks! its priya's tent btw so be nice" }
      ]
    ]) {
      const r = run(messages)
      expect(r.findings.filter((x) => Analyze.kindOfIssue(x.issue) === "wrong_name")).toEqual([])
    }
  })

  it("lets focus put the matching finding first and answer it in the summary", () => {
    const messages: Array<Message> = [
      { id: "1", speaker: "jay", text: "yo my game keeps crashing lol" },
      {
        id: "2",
        speaker: "Agent",
        text: "Dear valued customer, we apologize for any inconvenience. Kindly provide your device model at your earliest convenience."
      },
      { id: "3", speaker: "jay", text: "uh ok its a pixel 7, why does it crash?" },
      {
        id: "4",
        speaker: "Agent",
        text: "Please be advised that we have forwarded your request to the relevant department."
      }
    ]
    const r = run(messages, "is the tone right for this user?")
    expect(Analyze.kindOfIssue(r.findings[0]!.issue)).toBe("tone_mismatch")
    expect(r.summary).toContain("is the tone right")
  })

  it("puts a person named in focus first", () => {
    const r = run(
      [
        { id: "1", speaker: "ann", text: "hi all" },
        { id: "2", speaker: "dana_k", text: "where is my refund?" },
        { id: "3", speaker: "Agent", text: "It was sent today, Dana." }
      ],
      "how did Dana take it?"
    )
    expect(r.per_user.map((u) => u.name)).toEqual(["dana_k", "ann"])
  })

  it("reads talking over from a question put to someone else mid-message, and from the protest after", () => {
    const midMessage = run([
      { id: "1", speaker: "nadia", text: "im 20 min away" },
      { id: "2", speaker: "chris", text: "same. leo can you grab food on the way?" },
      {
        id: "3",
        speaker: "Agent",
        text: "Several Thai places nearby deliver within 30 minutes. Shall I order?"
      },
      { id: "4", speaker: "leo", text: "yeah ill get pad thai" }
    ])
    const f = midMessage.findings.find((x) => Analyze.kindOfIssue(x.issue) === "talking_over")!
    expect(f.before_message_id).toBe("3")
    const protested = run([
      { id: "1", speaker: "aisha", text: "ok budget. what can everyone actually do, no judgement" },
      { id: "2", speaker: "Agent", text: "most weekends come in at £300 each, so that's a good budget!" },
      { id: "3", speaker: "lou", text: "that was for me kit. i can do 150 max" }
    ])
    expect(protested.findings.some((x) => Analyze.kindOfIssue(x.issue) === "talking_over")).toBe(true)
    // a story about being asked is no protest
    const story = run([
      { id: "1", speaker: "sam", text: "work was awful" },
      { id: "2", speaker: "Agent", text: "Oh no, what happened?" },
      { id: "3", speaker: "sam", text: "my boss asked me to stay till 9 again" }
    ])
    expect(story.findings.some((x) => Analyze.kindOfIssue(x.issue) === "talking_over")).toBe(false)
  })

  it("counts a question as ignored when the person has to ask again after the reply", () => {
    const reasked = run([
      { id: "1", speaker: "tess", text: "is dark mode going out in 2.4 or did it slip?" },
      {
        id: "2",
        speaker: "Agent",
        text: "Here's the 2.4 changelog: faster image loading and a new onboarding flow."
      },
      { id: "3", speaker: "tess", text: "ok but dark mode?" }
    ])
    const f = reasked.findings.find((x) => Analyze.kindOfIssue(x.issue) === "ignored_question")!
    expect(f.before_message_id).toBe("2")
    // a new question on another subject is no re-ask
    const moved = run([
      { id: "1", speaker: "tess", text: "is dark mode going out in 2.4?" },
      { id: "2", speaker: "Agent", text: "Yes, dark mode ships in 2.4 on Thursday." },
      { id: "3", speaker: "tess", text: "ok but what about the invoices page" }
    ])
    expect(moved.findings.some((x) => Analyze.kindOfIssue(x.issue) === "ignored_question")).toBe(false)
  })

  it("reads a letter-like agent in a casual room as a tone mismatch, even when only some replies are letters", () => {
    const r = run([
      {
        id: "1",
        speaker: "zed",
        text: "quill are we keeping this thing or what. whats the damage for 5 of us"
      },
      {
        id: "2",
        speaker: "Agent",
        text: "Dear Zed, thank you for your inquiry. We are pleased to inform you that the Team plan for five users is USD 145.00 per month. Kind regards."
      },
      { id: "3", speaker: "nina", text: "lmao who hurt it" },
      { id: "4", speaker: "zed", text: "ok but monthly? not committing a year lol" },
      { id: "5", speaker: "Agent", text: "Monthly billing is available at USD 175.00 per month." },
      { id: "6", speaker: "ollie", text: "i will not be bullied by a chatbot lol" },
      { id: "7", speaker: "Agent", text: "Understood. The monthly plan can be cancelled at any time." }
    ])
    expect(r.findings.some((x) => Analyze.kindOfIssue(x.issue) === "tone_mismatch")).toBe(true)
  })

  it("reads cheer the people protest as cheer at bad news, even when the news is not in the lexicon", () => {
    const protested = run([
      {
        id: "1",
        speaker: "hanne",
        text: "i just logged in and all 212 listings are gone. three years of photos"
      },
      { id: "2", speaker: "Agent", text: "Great news, we have a bulk import tool! 🎉 Want a template?" },
      { id: "3", speaker: "kasper", text: "great news?? read the room" }
    ])
    expect(reportKinds(protested)).toContain("cheerful_at_bad_news")
    // cheer with no word for the feeling is a missing acknowledgement too
    expect(reportKinds(protested)).toContain("no_acknowledgement")
    const f = findingOf(protested, "cheerful_at_bad_news")
    expect(f.before_message_id).toBe("2")
    expect(f.rewritten_reply).not.toMatch(/🎉|great news/i)
    // the same cheer met with thanks is fine
    const welcome = run([
      { id: "1", speaker: "hanne", text: "can i import my listings from a csv?" },
      { id: "2", speaker: "Agent", text: "Great news, we have a bulk import tool! 🎉 Want a template?" },
      { id: "3", speaker: "hanne", text: "yes please, thanks!" }
    ])
    expect(reportKinds(welcome)).not.toContain("cheerful_at_bad_news")
  })

  it("reads a protested tone, or laughing at someone's bad news, as a tone mismatch", () => {
    const laughed = run([
      { id: "1", speaker: "nadine", text: "results are out. didn't pass the bar. again" },
      { id: "2", speaker: "Agent", text: "lmao rip 💀 the bar said nope. dont let it bully u" },
      { id: "3", speaker: "nadine", text: "ok" }
    ])
    expect(reportKinds(laughed)).toContain("tone_mismatch")
    const f = findingOf(laughed, "tone_mismatch")
    expect(f.before_message_id).toBe("2")
    expect(f.rewritten_reply).not.toMatch(/lol|😅|rip\b/i)
    const stiff = run([
      { id: "1", speaker: "ollie", text: "zainab you benched salah AGAIN 💀" },
      { id: "2", speaker: "zainab", text: "shut up ollie ur keeper conceded 4" },
      {
        id: "3",
        speaker: "Agent",
        text: "I'd like to remind everyone that personal remarks may result in a warning."
      },
      { id: "4", speaker: "ollie", text: "who invited the HR department" }
    ])
    expect(reportKinds(stiff)).toContain("tone_mismatch")
    // a laugh shared at good news is no mismatch
    const shared = run([
      { id: "1", speaker: "mo", text: "i passed my driving test!!" },
      { id: "2", speaker: "Agent", text: "lol finally! congrats mo 🎉" },
      { id: "3", speaker: "mo", text: "thank u 😂" }
    ])
    expect(reportKinds(shared)).not.toContain("tone_mismatch")
  })

  it("counts a repeated run of seven words inside otherwise different replies as repetition", () => {
    const r = run([
      { id: "1", speaker: "jordan", text: "i want to cancel" },
      {
        id: "2",
        speaker: "Agent",
        text: "Sorry to see you go! Before you do, how about 50% off your next 3 months for all the shows you love?"
      },
      { id: "3", speaker: "jordan", text: "no thanks, just cancel it" },
      {
        id: "4",
        speaker: "Agent",
        text: "Totally understand! Just so you know, you can get 50% off your next 3 months for all the shows you love."
      }
    ])
    const f = r.findings.find((x) => Analyze.kindOfIssue(x.issue) === "repetition")!
    expect(f.before_message_id).toBe("4")
    // restating a booking's details once is a confirmation, not a repeat
    const confirmed = run([
      { id: "1", speaker: "theo", text: "can i move my blood test to tuesday morning" },
      { id: "2", speaker: "Agent", text: "Booked: Tuesday 7:50am at the Northgate clinic, room 4." },
      { id: "3", speaker: "theo", text: "do i need to fast?" },
      {
        id: "4",
        speaker: "Agent",
        text: "Yes, nothing but water after midnight before your Tuesday appointment."
      }
    ])
    expect(confirmed.findings.some((x) => Analyze.kindOfIssue(x.issue) === "repetition")).toBe(false)
  })

  it("reads talking over from timestamps: a reply within seconds while the person is still typing", () => {
    const at = (s: number) => new Date(1_700_000_000_000 + s * 1000).toISOString()
    const r = run([
      { id: "1", speaker: "ray", text: "so about the schedule", timestamp: at(0) },
      { id: "2", speaker: "Agent", text: "Reminder: keep messages on topic please.", timestamp: at(1) },
      { id: "3", speaker: "ray", text: "it clashes with the school run for half of us", timestamp: at(6) }
    ])
    const f = r.findings.find((x) => Analyze.kindOfIssue(x.issue) === "talking_over")
    expect(f?.before_message_id).toBe("2")
    const late = run([
      { id: "1", speaker: "ray", text: "so about the schedule", timestamp: at(0) },
      { id: "2", speaker: "Agent", text: "Reminder: keep messages on topic please.", timestamp: at(60) },
      { id: "3", speaker: "ray", text: "it clashes with the school run for half of us", timestamp: at(120) }
    ])
    expect(late.findings.some((x) => Analyze.kindOfIssue(x.issue) === "talking_over")).toBe(false)
  })

  const chat = (lines: ReadonlyArray<string>): Array<Message> =>
    lines.map((line, i) => {
      const k = line.indexOf(": ")
      return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
    })
  // What the detectors find (the rules), before the finding verifier decides what is reported.
  const kindsOf = (lines: ReadonlyArray<string>) =>
    detectAll(build(Either.getOrThrow(resolve(chat(lines), "Agent")))).map((x) => x.kind)

  it("reports only mistakes the finding verifier keeps, with its probability as their confidence", () => {
    const dodged = [
      "rhea: can i get another week on the trial, my boss is away",
      "Agent: Once you upgrade, everything picks up right where you left off.",
      "rhea: thats not what i asked. can i get another week or not"
    ]
    const ctx = build(Either.getOrThrow(resolve(chat(dodged), "Agent")))
    const instances = detectAll(ctx)
    const typeOf = Analyze.typeProbabilities(ctx).map((p) => argmax(p))
    const kept = Analyze.verifyFindings(ctx, instances, typeOf)
    expect(instances.map((x) => x.kind)).toContain("ignored_question")
    // a subset, each with a probability of at least the threshold as its confidence
    for (const k of kept) {
      expect(instances.some((x) => x.kind === k.kind && x.agentIndex === k.agentIndex)).toBe(true)
      expect(k.confidence).toBeGreaterThanOrEqual(findingThreshold)
      expect(k.confidence).toBeLessThanOrEqual(1)
    }
    // the person protests the dodge: the verifier keeps it, and the report says it
    expect(kept.map((x) => x.kind)).toContain("ignored_question")
    const reported = run(chat(dodged)).findings
    expect(reported.map((f) => Analyze.kindOfIssue(f.issue))).toContain("ignored_question")
    expect(
      reported.find((f) => Analyze.kindOfIssue(f.issue) === "ignored_question")!.confidence
    ).toBeGreaterThanOrEqual(findingThreshold)
  })

  it("a question the asker carries on from as answered was not ignored; pushback keeps it ignored", () => {
    const asked = [
      "ola: what does it cost to not have that problem",
      "Agent: Plus is $8/month and makes projects unlimited. Yearly it's $72, so 3 months free."
    ]
    expect(kindsOf([...asked, "ola: is there a student thing? im doing my masters"])).not.toContain(
      "ignored_question"
    )
    expect(kindsOf([...asked, "ola: ok thx"])).not.toContain("ignored_question")
    const dodged = [
      "rhea: can i get another week on the trial, my boss is away",
      "Agent: Once you upgrade, everything picks up right where you left off."
    ]
    expect(kindsOf([...dodged, "rhea: thats not what i asked but ok"])).toContain("ignored_question")
    expect(kindsOf([...dodged, "rhea: and the trial??"])).toContain("ignored_question")
    const refund = ["lukas: when do i get the 312 back", "Agent: I've raised a case with the hotel."]
    expect(kindsOf([...refund, "lukas: ok"])).not.toContain("ignored_question")
    expect(kindsOf([...refund, "lukas: still waiting on a date"])).toContain("ignored_question")
  })

  it("an invitation to go on acknowledges a vent; being asked for a distraction and giving one is care", () => {
    expect(
      kindsOf([
        "sasha: can i rant about my roommate for a sec",
        "Agent: of course. what's going on?",
        "sasha: she ate my birthday cake"
      ])
    ).not.toContain("no_acknowledgement")
    expect(
      kindsOf([
        "ruby: pickle's surgery is at 2. i cant focus on anything",
        "ruby: ezra distract me pls. tell me something dumb",
        "Agent: ok. octopuses have three hearts, and one stops when they swim."
      ])
    ).not.toContain("no_acknowledgement")
    // the same facts with no request for them ignore the feeling
    expect(
      kindsOf([
        "ruby: pickle's surgery is at 2. i cant focus on anything",
        "Agent: Octopuses have three hearts, and one stops when they swim."
      ])
    ).toContain("no_acknowledgement")
  })

  it("reads bereavement, a terminal diagnosis and a closing business as bad news", () => {
    for (const news of [
      "my grandma passed last night and the funeral's on the 11th",
      "my cat has kidney failure. vet says maybe weeks",
      "we're closing the bakery at the end of the month",
      "it was a present for my mum, she lost him in march"
    ]) {
      expect(
        kindsOf([`theo: ${news}`, "Agent: Got it! 🎉 I've updated your account. Anything else?"]),
        news
      ).toContain("no_acknowledgement")
    }
    // a boss on holiday is news, not a vent; laughing with good news is not distress
    expect(
      kindsOf([
        "rhea: can i pay later? my boss is on holiday till the 14th",
        "Agent: Yes, your data stays for 30 days."
      ])
    ).not.toContain("no_acknowledgement")
    expect(
      kindsOf([
        "tomas: I GOT THE JOB",
        "tomas: they called 10 min ago im still shaking lol. told my mom first she cried",
        "Agent: when do you start?"
      ])
    ).not.toContain("no_acknowledgement")
  })
})
