import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Foresee, Schemas } from "../src/index.js"
import type { ForeseeResult } from "../src/Schemas.js"
import { phrases, transcript } from "./arbitraries.js"

const isResult = Schema.is(Schemas.ForeseeResult)

const run = (
  turns: ReadonlyArray<readonly [string, string]>,
  draft: string,
  subjectName?: string
): ForeseeResult =>
  Either.getOrThrow(
    Foresee.foresee({
      transcript: turns.map(([speaker, text]) => ({ speaker, text })),
      candidateReply: draft,
      agentName: "Agent",
      subjectName
    })
  )

describe("Foresee properties", () => {
  it("returns one aligned mental state and reaction per modelled person, schema-valid and deterministic", () => {
    fc.assert(
      fc.property(transcript(25, 4), fc.constantFrom(...phrases), (messages, draft) => {
        const turns = messages.map((m) => ({ speaker: m.speaker, text: m.text }))
        const r = Foresee.foresee({ transcript: turns, candidateReply: draft, agentName: "Agent" })
        expect(Either.isRight(r)).toBe(true)
        if (Either.isLeft(r)) return
        expect(isResult(r.right)).toBe(true)
        const people = [...new Set(turns.filter((t) => t.speaker !== "Agent").map((t) => t.speaker))]
        expect(r.right.mental_state.map((m) => m.name)).toEqual(people)
        expect(r.right.predicted_reaction.map((p) => p.name)).toEqual(people)
        for (const p of r.right.predicted_reaction) expect(p.predicted_message.length).toBeGreaterThan(0)
        if (r.right.predicted_reaction.every((p) => p.risk === "low"))
          expect(r.right.refined_reply).toBe(draft)
        expect(
          JSON.stringify(Foresee.foresee({ transcript: turns, candidateReply: draft, agentName: "Agent" }))
        ).toBe(JSON.stringify(r))
      }),
      { numRuns: 100 }
    )
  })
})

describe("Foresee behaviour", () => {
  const refund: ReadonlyArray<readonly [string, string]> = [
    ["liam", "where is my refund? it's been 3 weeks"],
    ["Agent", "Thanks for reaching out! Did you know you can track all your orders in the app?"],
    ["liam", "i asked about my refund"]
  ]

  it("flags a draft that ignores the open question again, and refines it", () => {
    const r = run(refund, "Did you know you can track all your orders in the app?")
    expect(r.predicted_reaction[0]!.risk).toBe("high")
    expect(r.refined_reply).not.toBe("Did you know you can track all your orders in the app?")
    expect(r.refined_reply.toLowerCase()).toContain("refund")
  })

  it("leaves a good draft low and unchanged", () => {
    const draft = "Your refund was sent on Monday, Liam; it should reach your card within 2 days."
    const r = run(refund, draft)
    expect(r.predicted_reaction[0]!.risk).toBe("low")
    expect(r.refined_reply).toBe(draft)
  })

  it("flags a stock reply to a reported problem or a question, worse the second time, and replaces it", () => {
    const invoice: ReadonlyArray<readonly [string, string]> = [
      ["Dana", "hi, my invoice shows a double charge for March"]
    ]
    const stock = "Welcome to Acme! We have many great plans for every team."
    const first = run(invoice, stock)
    expect(first.predicted_reaction[0]!.risk).toBe("medium")
    expect(first.refined_reply).not.toContain("great plans")
    expect(first.refined_reply).toMatch(/sorry/i)
    const second = run(
      [...invoice, ["Agent", stock], ["Dana", "that's not what I asked. I was charged twice"]],
      "Thanks for reaching out! Have a great day!"
    )
    expect(second.predicted_reaction[0]!.risk).toBe("high")
    // A stock reply does not answer a question either.
    const asked = run([["Dana", "where is my order?"]], "Thanks for reaching out! We're happy to help.")
    expect(asked.predicted_reaction[0]!.risk).not.toBe("low")
    expect(asked.refined_reply).toContain("where is my order?")
    // Dealing with the problem is fine, and so is a greeting answered with a greeting.
    for (const [turns, draft] of [
      [invoice, "Sorry about that, Dana. I can see two charges for March; I've refunded the duplicate."],
      [
        [["Dana", "my package never arrived"]],
        "I'm sorry, Dana. Can you send me the order number so I can trace it?"
      ],
      [[["Dana", "hi!"]], "Hi Dana! How can I help you today?"]
    ] as const) {
      const r = run(turns, draft)
      expect(r.predicted_reaction[0]!.risk).toBe("low")
      expect(r.refined_reply).toBe(draft)
    }
  })

  it("flags a wrong name and cheer at bad news", () => {
    const named = run([["Tomasz", "Hello, my parcel never arrived."]], "Hi Thomas! Let me check.")
    expect(named.predicted_reaction[0]!.risk).not.toBe("low")
    expect(named.refined_reply).toContain("Tomasz")
    const grief = run(
      [["Ivy", "I didn't get the job. they said i wasn't experienced enough"]],
      "Awesome!! 🎉 Every day is a new adventure!"
    )
    expect(grief.predicted_reaction[0]!.risk).toBe("high")
    expect(grief.refined_reply).not.toContain("🎉")
  })

  it("reads a name after a short lead clause as address, a place answered the same way as not", () => {
    const lead = run(
      [["Siobhan", "can you send me the sheet music?"]],
      "Sure thing, Sinead! It's in your inbox."
    )
    expect(lead.predicted_reaction[0]!.risk).toBe("medium")
    expect(lead.refined_reply).toContain("Siobhan")
    const again = run(
      [
        ["Siobhan", "can you send me the sheet music?"],
        ["Agent", "Sure thing, Sinead! It's in your inbox."],
        ["Siobhan", "it's Siobhan 🙃 and can you send the alto part too?"]
      ],
      "No problem, Sinead! The alto part is attached."
    )
    expect(again.predicted_reaction[0]!.risk).toBe("high")
    const place = run(
      [["Luca", "which office is closer to you, Lisbon or Porto?"]],
      "Yes, Lisbon. It's ten minutes away."
    )
    expect(place.predicted_reaction[0]!.risk).toBe("low")
  })

  it("flags a draft that judges the person, and drops the judgement", () => {
    const chat: ReadonlyArray<readonly [string, string]> = [
      ["Milo", "whatever, I'll just resign next time"],
      ["Jas", "he's been sulking since the blunder lol"]
    ]
    const r = run(chat, "Jas is right, you have been sulking. It's only a game.")
    // flagged (the learned risk layer reads it medium since session 16's refit: the writers label
    // 39% of the drafts the judging rule catches high, so it is no floor like `hurtfulKinds`)
    expect(r.predicted_reaction.some((p) => p.risk !== "low")).toBe(true)
    expect(r.refined_reply).not.toContain("sulking")
    // the one judged is Milo, whom Jas was talking about, not Jas, who spoke last but is named
    const milo = r.predicted_reaction.find((p) => p.name === "Milo")!
    const jas = r.predicted_reaction.find((p) => p.name === "Jas")!
    expect(milo.summary).toContain("judgement")
    expect(jas.summary).not.toContain("judgement")
    // addressed by name, the judgement falls on that person even when someone else spoke last
    const named = run(chat, "Milo, you're overreacting.")
    expect(named.predicted_reaction.find((p) => p.name === "Milo")!.summary).toContain("judgement")
    expect(named.refined_reply).toBe("fair enough, Milo. what would help right now?")
    expect(Foresee.judgingSentences("Then you've lost someone who shaped who you are.")).toEqual([])
    expect(Foresee.judgingSentences("You're not wrong about that.")).toEqual([])
    expect(Foresee.judgingSentences("Honestly, you're overreacting. Calm down.")).toEqual([
      "Honestly, you're overreacting."
    ])
  })

  it("flags tone policing of an angry person and advice to someone venting, and refines both", () => {
    const angry = run(
      [["brandon", "so no food. brilliant. absolutely useless piece of shit app"]],
      "I understand! Please keep our chat respectful so I can help you best 🙏"
    )
    expect(angry.predicted_reaction[0]!.risk).toBe("high")
    expect(angry.refined_reply.toLowerCase()).not.toContain("respectful")
    const vent = run(
      [["jo", "my manager presented MY deck to the directors today. i'm so stressed and upset"]],
      "Here are 5 tips for managing up: 1) Keep a log. 2) Ask for a 1:1."
    )
    expect(vent.predicted_reaction[0]!.risk).not.toBe("low")
    expect(vent.refined_reply).not.toContain("tips")
    const thanks = run(
      [["felix", "haha she did. thanks mara. needed that"]],
      "Any time. Go easy on yourself tonight."
    )
    expect(thanks.predicted_reaction[0]!.risk).toBe("low")
  })

  it("flags a sales push (worse after a no), a lecture in a casual room and cheer after earlier bad news", () => {
    const pushed = run(
      [
        ["dev", "whats the out the door price on the corolla"],
        ["Agent", "The listed price is $23,450."],
        ["dev", "no. just the price with fees pls"]
      ],
      "Totally understand! Have you considered our Platinum Protection Package? Upgrade today and save 20%!"
    )
    expect(pushed.predicted_reaction[0]!.risk).toBe("high")
    expect(pushed.refined_reply).not.toMatch(/Upgrade today|considered our/)
    const lectured = run(
      [
        ["theo", "its bex's birthday i have to lol"],
        ["bex", "he has to 🙏"]
      ],
      "Friendly reminder: alcohol consumption significantly impairs recovery. I recommend avoiding drinking before the race."
    )
    expect(lectured.predicted_reaction.some((p) => p.risk !== "low")).toBe(true)
    expect(lectured.refined_reply).not.toContain("alcohol")
    const bereaved = run(
      [
        ["mona", "my dad passed away last night so i need to get home earlier for the funeral"],
        ["Agent", "I'm so sorry, Mona. Thursday has seats; the change is €107."],
        ["mona", "is there any discount"],
        ["Agent", "Unfortunately not. Shall I confirm?"],
        ["mona", "yes fine"]
      ],
      "Done! You're all set ✈️ Have an amazing trip!"
    )
    expect(bereaved.predicted_reaction[0]!.risk).toBe("high")
    const plain = run(
      [["ana", "what time is the train"]],
      "Reminder: the train leaves at 8:15 from platform 2."
    )
    expect(plain.predicted_reaction[0]!.risk).toBe("low")
  })

  it("flags a discount pushed at someone cancelling, rules cited at an upset person, advice to someone angry at a third party", () => {
    const cancelling = run(
      [
        ["okke", "i want to cancel my subscription. and dont try to sell me a discount"],
        ["Agent", "Understood. Which email is the account under?"],
        ["okke", "okke@fastmail.com"]
      ],
      "Before you go, how about 40% off for 6 months?"
    )
    expect(cancelling.predicted_reaction[0]!.risk).toBe("high")
    expect(cancelling.refined_reply).not.toMatch(/40%/)
    const cited = run(
      [
        ["dave", "why is my bill 84 quid. its normally 22"],
        ["Agent", "You were in Turkey, outside your roaming zone."],
        ["dave", "nobody told me that. this is a rip off"]
      ],
      "As stated in section 7.2 of your contract, roaming outside the zone is charged per MB."
    )
    expect(cited.predicted_reaction[0]!.risk).toBe("high")
    expect(cited.refined_reply).not.toMatch(/section 7\.2/)
    expect(cited.refined_reply).toMatch(/roaming outside the zone is charged per MB/i)
    const advised = run(
      [["jo", "my landlord kept my whole deposit. 900 quid. for a scuffed skirting board. fucking crook"]],
      "To recover a deposit, first check whether it was protected in a scheme."
    )
    expect(advised.predicted_reaction[0]!.risk).not.toBe("low")
    const plain = run(
      [["jo", "how do i get my deposit back from a landlord"]],
      "To recover a deposit, first check whether it was protected in a scheme."
    )
    expect(plain.predicted_reaction[0]!.risk).toBe("low")
  })

  it("reads 'Sure Sinead!' as address (a wrong name after a correction), and a suspected stroke as bad news", () => {
    const renamed = run(
      [
        ["siobhan", "can u split the ad spend by channel"],
        ["Agent", "Hi Sinead, Meta £9,100 and Google £6,800."],
        ["siobhan", "SIOBHAN. it's literally my slack handle"],
        ["siobhan", "and linkedin?"]
      ],
      "Sure Sinead! LinkedIn is £2,500."
    )
    expect(renamed.predicted_reaction[0]!.risk).toBe("high")
    expect(renamed.refined_reply).not.toContain("Sinead")
    const stroke = run(
      [["nadia", "guys i cant do saturday. my nan's had a suspected stroke, im at the hospital"]],
      "No problem at all! 🎉 I've found three other venues for the party!"
    )
    expect(stroke.predicted_reaction[0]!.risk).toBe("high")
  })

  it("predicts (no reply) from someone who has given up", () => {
    const r = run(
      [
        ["paul", "my internet has been down since yesterday"],
        ["Agent", "Have you restarted your modem?"],
        ["paul", "yes twice. forget it, i give up"]
      ],
      "Have you restarted your modem?"
    )
    expect(r.predicted_reaction[0]!.predicted_message).toBe("(no reply)")
  })

  it("models only the subject when subject_name is given", () => {
    const r = run(
      [
        ["a", "hi all"],
        ["b", "hey a!"]
      ],
      "hello both",
      "b"
    )
    expect(r.mental_state.map((m) => m.name)).toEqual(["b"])
  })
})
