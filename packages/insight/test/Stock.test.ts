/**
 * Stock replies: a message made only of stock sentences (greetings, thanks for writing, offers
 * to help, marketing) says nothing about what the person wrote; adding one sentence with
 * content (a number, a step, the person's own words) makes it more than that.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contentFree } from "../src/internal/context.js"

const stock = [
  "Thanks for reaching out!",
  "Thank you for contacting us.",
  "Welcome to Acme!",
  "We have many great plans for every team.",
  "We're happy to help.",
  "Have a great day!",
  "How can I help you today?",
  "Hi there!",
  "Is there anything else I can help you with?",
  "Hope this helps! 😊"
]
const content = [
  "Your refund of 42 euros went out on Monday.",
  "Open Settings, then Billing, then click Export.",
  "I can see two charges for March.",
  "The store is open until 6 on Sundays.",
  "Your order shipped this morning with DHL."
]

describe("contentFree", () => {
  it("is true for any run of stock sentences, false once a sentence with content joins them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...stock), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...content),
        fc.nat(4),
        (parts, extra, at) => {
          expect(contentFree(parts.join(" "))).toBe(true)
          const mixed = [...parts]
          mixed.splice(Math.min(at, mixed.length), 0, extra)
          expect(contentFree(mixed.join(" "))).toBe(false)
        }
      ),
      { numRuns: 200 }
    )
  })

  it("a greeting naming someone, or welcoming them to a long sentence, is not stock", () => {
    expect(contentFree("Hi Dana!")).toBe(false)
    expect(contentFree("Welcome to the new billing page where the export button now lives.")).toBe(false)
    expect(contentFree("")).toBe(false)
  })
})
