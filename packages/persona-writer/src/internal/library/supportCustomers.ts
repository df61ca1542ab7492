/** The library domain of customers of a support desk (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numeric, numericChild, text } from "./build.js"

/** The customers of a support desk domain. */
export const supportCustomers: Domain = {
  id: "support_customers",
  label: "customers of a support desk",
  noun: "customer",
  keywords: {
    customer: 3,
    "support desk": 5,
    "help desk": 5,
    helpdesk: 5,
    "service desk": 5,
    "support ticket": 5,
    ticket: 2,
    "customer service": 5,
    "customer support": 5,
    support: 2,
    complaint: 3,
    subscriber: 3,
    subscription: 2,
    caller: 2,
    "contact center": 5,
    "call center": 4,
    saas: 2,
    churn: 3,
    refund: 2,
    client: 1
  },
  blueprint: blueprint(
    "customers of a support desk",
    [
      categorical("plan", "Subscription plan", { free: 5, basic: 4, pro: 3, enterprise: 1 }, [
        "free",
        "basic",
        "pro",
        "enterprise"
      ]),
      categorical("channel", "Preferred support channel", {
        email: 4,
        "live chat": 4,
        phone: 2,
        "social media": 1
      }),
      categorical("issue_type", "Reason for the current contact", {
        billing: 3,
        "technical problem": 5,
        "account access": 2,
        "feature request": 1,
        cancellation: 1
      }),
      numeric("age", "Age in years", n(18, 85, 39, 13)),
      numericChild("tenure_months", "Months as a customer", "plan", {
        free: n(0, 36, 6, 8),
        basic: n(1, 60, 14, 12),
        pro: n(1, 96, 24, 18),
        enterprise: n(3, 120, 40, 24)
      }),
      numericChild("tickets_last_year", "Support tickets opened in the last 12 months", "plan", {
        free: n(0, 12, 2, 2),
        basic: n(0, 20, 3, 3),
        pro: n(0, 30, 5, 4),
        enterprise: n(0, 60, 10, 8)
      }),
      categoricalChild(
        "tech_savviness",
        "Comfort with technology",
        "channel",
        { phone: { low: 4, medium: 3, high: 1 }, "social media": { low: 1, medium: 3, high: 4 } },
        { fallback: { low: 2, medium: 4, high: 3 }, ordered: ["low", "medium", "high"] }
      ),
      categoricalChild(
        "mood",
        "Mood when contacting support",
        "issue_type",
        {
          billing: { calm: 2, "mildly annoyed": 4, frustrated: 3, angry: 1 },
          cancellation: { calm: 2, "mildly annoyed": 2, frustrated: 3, angry: 2 },
          "feature request": { calm: 6, "mildly annoyed": 2, frustrated: 1 }
        },
        {
          fallback: { calm: 3, "mildly annoyed": 4, frustrated: 3, angry: 1 },
          ordered: ["calm", "mildly annoyed", "frustrated", "angry"]
        }
      ),
      text("bio", "Who the customer is"),
      text("pain_point", "What frustrates them about support"),
      text("goal", "What they want from this contact")
    ],
    [
      { name: "tickets_vs_tenure", lhs: "tickets_last_year", op: "<=", rhs: "3 * tenure_months + 2" },
      { name: "tenure_vs_age", lhs: "tenure_months", op: "<=", rhs: "12 * age - 192" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old customer on the {plan} plan, with the service for {months:tenure_months}.",
        "{first} {last}, {age}, has been {a:plan}-plan subscriber for {months:tenure_months}.",
        "At {age}, {name} has spent {months:tenure_months} on the {plan} plan."
      ],
      [
        "{first} usually contacts support by {channel} and opened {n:tickets_last_year:ticket} in the past year.",
        "{Their} preferred channel is {channel}; last year {first} filed {n:tickets_last_year:ticket}.",
        "{first} has opened {n:tickets_last_year:ticket} in the last twelve months, mostly through {channel}."
      ],
      ["{~savvy@tech_savviness}"],
      [
        "The open ticket is about {~issue@issue_type}, and {first} is feeling {mood}.",
        "Right now {first} is {mood} about {~issue@issue_type}."
      ]
    ],
    pain_point: [
      [
        "{Their} biggest frustration is {~pain@issue_type}.",
        "What bothers {first} most is {~pain@issue_type}.",
        "{first} is tired of {~pain@issue_type}."
      ],
      ["{~channelpain@channel}"]
    ],
    goal: [
      [
        "{first} wants {~goal@issue_type}.",
        "{Their} goal for this contact is {~goal@issue_type}.",
        "Above all, {first} is hoping for {~goal@issue_type}."
      ],
      ["{~planexpect@plan}"]
    ]
  },
  phrases: {
    "savvy:low": [
      "Technology is not {first}'s strong suit, so plain step-by-step help matters.",
      "{first} gets lost in technical jargon and prefers someone to walk through each step."
    ],
    "savvy:medium": [
      "{first} is reasonably comfortable with apps and can follow written instructions.",
      "{first} can fix simple things alone but wants confirmation before changing settings."
    ],
    "savvy:high": [
      "{first} is technically confident and has usually tried the obvious fixes before writing in.",
      "{first} reads release notes and expects agents to skip the basic scripts."
    ],
    "issue:billing": [
      "a double charge on the last invoice",
      "an unexpected price increase",
      "a refund that has not arrived"
    ],
    "issue:technical problem": [
      "an app that keeps crashing at login",
      "a sync error that loses data",
      "an integration that stopped working after an update"
    ],
    "issue:account access": [
      "a locked account after too many password attempts",
      "two-factor codes that never arrive",
      "an email change that did not go through"
    ],
    "issue:feature request": [
      "a missing export option",
      "bulk editing that the product lacks",
      "better reporting"
    ],
    "issue:cancellation": [
      "cancelling the subscription",
      "downgrading before the next renewal",
      "closing the account"
    ],
    "pain:billing": [
      "charges that are hard to understand",
      "waiting weeks for refunds",
      "invoices that do not match the plan"
    ],
    "pain:technical problem": [
      "repeating the same troubleshooting steps to every new agent",
      "bugs that come back after every update",
      "being told to clear the cache yet again"
    ],
    "pain:account access": [
      "being locked out with no quick way back in",
      "verification steps that loop forever",
      "security questions nobody remembers setting"
    ],
    "pain:feature request": [
      "feedback that seems to vanish into a void",
      "building workarounds for missing features",
      "roadmap promises that keep slipping"
    ],
    "pain:cancellation": [
      "cancellation flows that hide the button",
      "retention offers instead of a straight answer",
      "being billed again after asking to cancel"
    ],
    "channelpain:phone": [
      "Long hold times on the phone make it worse.",
      "Being transferred between phone agents makes it worse."
    ],
    "channelpain:email": [
      "Slow email replies make it worse.",
      "Email threads that restart from scratch make it worse."
    ],
    "channelpain:live chat": [
      "Chat agents who paste canned answers make it worse.",
      "Chats that time out mid-conversation make it worse."
    ],
    "channelpain:social media": [
      "Public replies that say 'send us a DM' and then go silent make it worse.",
      "Waiting days for a reply to a direct message makes it worse."
    ],
    "goal:billing": [
      "a clear explanation of the charges and the money back",
      "a corrected invoice this week"
    ],
    "goal:technical problem": [
      "a fix that sticks, not another workaround",
      "someone who can reproduce the bug and escalate it"
    ],
    "goal:account access": ["access to the account again today", "a simpler way to prove who they are"],
    "goal:feature request": [
      "an honest answer on whether the feature is coming",
      "a workaround until the feature ships"
    ],
    "goal:cancellation": ["a cancellation confirmed in writing", "a clean exit without further charges"],
    "planexpect:free": ["On the free plan, {first} does not expect much, just a product that works."],
    "planexpect:basic": ["As a paying basic customer, {first} expects a reply within a day."],
    "planexpect:pro": ["On the pro plan, {first} expects priority handling."],
    "planexpect:enterprise": [
      "As an enterprise customer, {first} expects a named contact and the agreed response times."
    ]
  }
}
