/** The library domain of healthcare workers (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numericChild, text } from "./build.js"

/** The healthcare workers domain. */
export const healthcareWorkers: Domain = {
  id: "healthcare_workers",
  label: "healthcare workers",
  noun: "healthcare worker",
  keywords: {
    nurse: 6,
    nursing: 4,
    doctor: 5,
    physician: 6,
    clinician: 6,
    "healthcare worker": 7,
    "health care worker": 7,
    "healthcare professional": 7,
    "medical professional": 6,
    "medical staff": 6,
    "hospital staff": 6,
    paramedic: 5,
    pharmacist: 5,
    therapist: 2,
    surgeon: 5,
    caregiver: 3,
    "medical assistant": 5,
    hospital: 1,
    shift: 2,
    ward: 2
  },
  blueprint: blueprint(
    "healthcare workers",
    [
      categorical("role", "Clinical role", {
        "registered nurse": 6,
        "nurse practitioner": 1,
        physician: 2,
        pharmacist: 1,
        "physical therapist": 1,
        paramedic: 1,
        "medical assistant": 2
      }),
      categorical("setting", "Where they work", {
        hospital: 5,
        "outpatient clinic": 3,
        "nursing home": 1,
        "home care": 1
      }),
      categoricalChild("shift", "Usual shift pattern", "setting", {
        hospital: { day: 4, night: 3, rotating: 3 },
        "outpatient clinic": { day: 9, rotating: 1 },
        "nursing home": { day: 4, night: 2, rotating: 2 },
        "home care": { day: 8, rotating: 2 }
      }),
      categorical("career_stage", "Career stage", { "early career": 3, "mid-career": 4, "late career": 2 }, [
        "early career",
        "mid-career",
        "late career"
      ]),
      numericChild("age", "Age in years", "career_stage", {
        "early career": n(21, 40, 28, 5),
        "mid-career": n(27, 58, 40, 7),
        "late career": n(38, 70, 53, 7)
      }),
      numericChild("years_in_practice", "Years in practice", "career_stage", {
        "early career": n(0, 5, 2, 1.5),
        "mid-career": n(5, 20, 11, 4),
        "late career": n(15, 45, 25, 6)
      }),
      numericChild(
        "weekly_hours",
        "Hours worked per week",
        "role",
        { physician: n(30, 80, 52, 8), paramedic: n(24, 60, 42, 7), "medical assistant": n(15, 45, 36, 6) },
        n(20, 60, 38, 6)
      ),
      categoricalChild(
        "burnout_risk",
        "Risk of burnout",
        "shift",
        { night: { low: 1, moderate: 3, high: 4 }, rotating: { low: 1, moderate: 4, high: 4 } },
        { fallback: { low: 3, moderate: 4, high: 2 }, ordered: ["low", "moderate", "high"] }
      ),
      text("bio", "Background"),
      text("goal", "Professional goal"),
      text("pain_point", "Biggest frustration at work")
    ],
    [{ name: "practice_after_training", lhs: "years_in_practice", op: "<=", rhs: "age - 21" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {role} working in {~where@setting}.",
        "{first} {last}, {age}, has been {a:role} for {years:years_in_practice}, currently in {~where@setting}.",
        "At {age}, {first} is {a:career_stage} {role} in {~where@setting}."
      ],
      [
        "{first} mostly works {shift} shifts, about {n:weekly_hours:hour} a week.",
        "A typical week is {n:weekly_hours:hour}, mostly on {shift} shifts.",
        "{Their} schedule: {shift} shifts, roughly {n:weekly_hours:hour} a week."
      ],
      ["{~burnout@burnout_risk}"]
    ],
    goal: [
      [
        "{first} wants to {~hcgoal@career_stage}.",
        "Next, {first} hopes to {~hcgoal@career_stage}.",
        "{Their} goal is to {~hcgoal@career_stage}."
      ]
    ],
    pain_point: [
      [
        "{first} is most frustrated by {~hcpain@setting}.",
        "What wears {first} down is {~hcpain@setting}.",
        "{Their} biggest frustration is {~hcpain@setting}."
      ]
    ]
  },
  phrases: {
    "where:hospital": ["a hospital"],
    "where:outpatient clinic": ["an outpatient clinic"],
    "where:nursing home": ["a nursing home"],
    "where:home care": ["home care"],
    "burnout:low": [
      "{first} has found a sustainable rhythm and still enjoys the work.",
      "{first} protects days off fiercely and it shows."
    ],
    "burnout:moderate": [
      "Some weeks leave {first} drained, but the patients keep {first} going.",
      "{first} feels the strain but has a good team."
    ],
    "burnout:high": [
      "{first} is running on empty and has thought about leaving the profession.",
      "{first} sleeps badly after long shifts and feels close to burning out."
    ],
    "hcgoal:early career": [
      "build confidence with complex cases",
      "specialise in an area that feels right",
      "find a mentor {first} trusts"
    ],
    "hcgoal:mid-career": [
      "take on a leadership role",
      "get a better work-life balance",
      "train newer colleagues"
    ],
    "hcgoal:late career": [
      "pass on what {first} knows before retiring",
      "cut back to part-time",
      "improve how the team works"
    ],
    "hcpain:hospital": [
      "chronic understaffing",
      "charting that takes longer than patient care",
      "mandatory overtime"
    ],
    "hcpain:outpatient clinic": [
      "fifteen-minute appointments for complex patients",
      "insurance paperwork",
      "back-to-back schedules"
    ],
    "hcpain:nursing home": [
      "too many residents per carer",
      "low pay for demanding work",
      "families who expect more than staffing allows"
    ],
    "hcpain:home care": [
      "hours of unpaid travel between visits",
      "working alone in unpredictable homes",
      "last-minute schedule changes"
    ]
  }
}
