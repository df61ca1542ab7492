/** The library domain of voters (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, GENDER, n, numeric, numericChild, text } from "./build.js"

/** The voters domain. */
export const voters: Domain = {
  id: "voters",
  label: "voters",
  noun: "voter",
  keywords: {
    voter: 6,
    voting: 5,
    vote: 4,
    election: 6,
    electorate: 6,
    citizen: 3,
    political: 5,
    politics: 5,
    ballot: 5,
    poll: 3,
    polling: 4,
    constituent: 5,
    campaign: 3,
    democrat: 4,
    republican: 4,
    conservative: 3,
    liberal: 3,
    "swing state": 5,
    "swing voter": 6,
    referendum: 5,
    candidate: 3,
    policy: 1,
    midterm: 5,
    electoral: 5
  },
  blueprint: blueprint(
    "voters",
    [
      numeric("age", "Age in years", n(18, 98, 48, 17)),
      GENDER,
      categorical(
        "education",
        "Highest education",
        { "high school or less": 4, "some college": 3, "bachelor's degree": 3, "postgraduate degree": 1.5 },
        ["high school or less", "some college", "bachelor's degree", "postgraduate degree"]
      ),
      categorical("area", "Type of area they live in", { urban: 4, suburban: 4, rural: 2 }),
      categoricalChild(
        "political_leaning",
        "Political leaning",
        "area",
        {
          urban: { left: 3, "center-left": 3, center: 2, "center-right": 1, right: 1 },
          suburban: { left: 1.5, "center-left": 2.5, center: 3, "center-right": 2.5, right: 1.5 },
          rural: { left: 1, "center-left": 1, center: 2, "center-right": 3, right: 3 }
        },
        { ordered: ["left", "center-left", "center", "center-right", "right"] }
      ),
      categoricalChild("top_issue", "Issue that matters most", "area", {
        urban: {
          housing: 4,
          economy: 4,
          healthcare: 3,
          climate: 3,
          crime: 2,
          education: 2,
          immigration: 1,
          taxes: 1
        },
        suburban: {
          economy: 4,
          education: 3,
          taxes: 3,
          healthcare: 3,
          crime: 2,
          immigration: 2,
          climate: 2,
          housing: 1
        },
        rural: {
          economy: 4,
          immigration: 3,
          taxes: 3,
          healthcare: 3,
          "farm policy": 2,
          crime: 1,
          education: 1
        }
      }),
      categoricalChild(
        "turnout_likelihood",
        "How likely they are to vote",
        "education",
        {
          "high school or less": { unlikely: 2, possible: 3, likely: 3, certain: 2 },
          "some college": { unlikely: 1.5, possible: 3, likely: 3.5, certain: 2 },
          "bachelor's degree": { unlikely: 1, possible: 2, likely: 4, certain: 3 },
          "postgraduate degree": { unlikely: 0.5, possible: 1.5, likely: 4, certain: 4 }
        },
        { ordered: ["unlikely", "possible", "likely", "certain"] }
      ),
      numeric("years_registered", "Years registered to vote", n(0, 80, 20, 14)),
      numericChild("household_income_k", "Household income, thousands of USD", "education", {
        "high school or less": n(10, 150, 45, 20),
        "some college": n(12, 180, 58, 24),
        "bachelor's degree": n(20, 300, 85, 35),
        "postgraduate degree": n(25, 400, 110, 45)
      }),
      text("bio", "Background"),
      text("concern", "Political concern in their own words")
    ],
    [{ name: "registered_as_adult", lhs: "years_registered", op: "<=", rhs: "age - 18" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {area} voter with {~edu@education}.",
        "{first} {last}, {age}, lives in {a:area} area and has been registered to vote for {years:years_registered}.",
        "At {age}, {first} is {a:area} voter; {their} schooling ended with {~edu@education}."
      ],
      [
        "Politically {first} leans {political_leaning}, and {top_issue} is the issue that matters most.",
        "{first} describes {their} politics as {political_leaning}; {top_issue} decides {their} vote.",
        "{Their} leaning is {political_leaning}, with {top_issue} at the top of the list."
      ],
      ["{~turnout@turnout_likelihood}"],
      ["The household earns about {usdk:household_income_k} a year.", ""]
    ],
    concern: [["{~issuevoice@top_issue}"], ["{~leaningvoice@political_leaning}", ""]]
  },
  phrases: {
    "edu:high school or less": ["a high-school education or less"],
    "edu:some college": ["some college but no degree"],
    "edu:bachelor's degree": ["a bachelor's degree"],
    "edu:postgraduate degree": ["a postgraduate degree"],
    "turnout:unlikely": [
      "{first} rarely votes and doubts it changes anything.",
      "{first} skipped the last two elections."
    ],
    "turnout:possible": [
      "Whether {first} votes depends on the race and the weather.",
      "{first} votes when a candidate feels worth it."
    ],
    "turnout:likely": [
      "{first} usually votes, especially in national elections.",
      "{first} has voted in most recent elections."
    ],
    "turnout:certain": [
      "{first} never misses an election, local ones included.",
      "{first} votes every time and reminds friends to do the same."
    ],
    "issuevoice:economy": [
      '"Prices keep going up and my paycheck doesn\'t," says {first}.',
      '"I want someone who understands what groceries cost," says {first}.'
    ],
    "issuevoice:healthcare": [
      '"Nobody should go broke because they got sick," says {first}.',
      '"I want a doctor\'s appointment without waiting months," says {first}.'
    ],
    "issuevoice:immigration": [
      '"We need a system that is fair and actually works," says {first}.',
      '"Border policy has been a mess for years," says {first}.'
    ],
    "issuevoice:climate": [
      '"My kids will live with what we decide now," says {first}.',
      '"Every summer is hotter than the last," says {first}.'
    ],
    "issuevoice:education": [
      '"Our schools need more teachers, not more tests," says {first}.',
      '"College shouldn\'t mean a lifetime of debt," says {first}.'
    ],
    "issuevoice:housing": [
      '"Rent takes half of what I earn," says {first}.',
      '"My generation can\'t afford to buy a home," says {first}.'
    ],
    "issuevoice:crime": [
      '"I want to feel safe walking home at night," says {first}.',
      '"Break-ins on my street keep happening," says {first}.'
    ],
    "issuevoice:taxes": [
      '"I pay enough already, and I want to see where it goes," says {first}.',
      '"Taxes keep going up but services don\'t improve," says {first}.'
    ],
    "issuevoice:farm policy": [
      '"Trade deals decide whether my farm survives," says {first}.',
      '"Nobody in the capital understands rural life," says {first}.'
    ],
    "leaningvoice:left": ["{first} wants bold change, not half measures."],
    "leaningvoice:center-left": ["{first} prefers steady progress over revolutions."],
    "leaningvoice:center": ["{first} is tired of both parties shouting past each other."],
    "leaningvoice:center-right": ["{first} values responsible budgets and stability."],
    "leaningvoice:right": ["{first} wants less government and more personal responsibility."]
  }
}
