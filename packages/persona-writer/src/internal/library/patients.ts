/** The library domain of patients (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, GENDER, n, numeric, numericChild, text } from "./build.js"

/** The patients domain. */
export const patients: Domain = {
  id: "patients",
  label: "patients",
  noun: "patient",
  keywords: {
    patient: 6,
    clinic: 2,
    hospital: 2,
    diagnosis: 3,
    diagnosed: 3,
    chronic: 3,
    illness: 3,
    disease: 3,
    diabetes: 4,
    diabetic: 4,
    hypertension: 4,
    asthma: 3,
    cancer: 3,
    treatment: 2,
    medical: 1,
    health: 1,
    healthcare: 1,
    symptom: 3,
    outpatient: 4,
    inpatient: 4,
    "emergency room": 3,
    medication: 3,
    therapy: 1,
    condition: 1,
    sick: 3,
    "care recipient": 4
  },
  blueprint: blueprint(
    "patients",
    [
      numeric("age", "Age in years", n(18, 98, 54, 18)),
      GENDER,
      categorical("insurance", "Health coverage", { private: 4, public: 5, uninsured: 1 }),
      categorical("care_setting", "Where they are treated", {
        "primary care": 5,
        "outpatient specialist": 3,
        "hospital inpatient": 2,
        "emergency department": 1
      }),
      categoricalChild(
        "primary_condition",
        "Main condition",
        "care_setting",
        {
          "outpatient specialist": {
            "rheumatoid arthritis": 2,
            "heart failure": 2,
            COPD: 2,
            "type 2 diabetes": 2,
            "chronic kidney disease": 2,
            cancer: 2
          },
          "hospital inpatient": {
            pneumonia: 3,
            "heart failure": 3,
            COPD: 2,
            "hip fracture": 2,
            "post-surgical recovery": 3
          },
          "emergency department": {
            "hip fracture": 2,
            asthma: 2,
            pneumonia: 2,
            "chest pain": 3,
            "kidney stones": 2
          }
        },
        {
          fallback: {
            "type 2 diabetes": 4,
            hypertension: 5,
            asthma: 2,
            "chronic back pain": 3,
            depression: 3,
            migraine: 2
          }
        }
      ),
      categoricalChild(
        "severity",
        "Severity of the condition",
        "care_setting",
        {
          "outpatient specialist": { mild: 2, moderate: 5, severe: 3 },
          "hospital inpatient": { mild: 1, moderate: 4, severe: 5 },
          "emergency department": { mild: 2, moderate: 4, severe: 4 }
        },
        { fallback: { mild: 5, moderate: 4, severe: 1 }, ordered: ["mild", "moderate", "severe"] }
      ),
      numericChild("visits_per_year", "Healthcare visits per year", "severity", {
        mild: n(1, 8, 3, 2),
        moderate: n(2, 16, 6, 3),
        severe: n(4, 50, 12, 6)
      }),
      numeric("years_since_diagnosis", "Years since the condition was diagnosed", n(0, 60, 6, 6)),
      text("bio", "Background"),
      text("main_concern", "What worries them most"),
      text("goal", "Health goal")
    ],
    [{ name: "diagnosis_after_birth", lhs: "years_since_diagnosis", op: "<=", rhs: "age" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old patient living with {primary_condition}.",
        "{first} {last}, {age}, has been managing {primary_condition} for {years:years_since_diagnosis}.",
        "{first}, {age}, was diagnosed with {primary_condition} {ago:years_since_diagnosis}."
      ],
      [
        "{Their} condition is {severity}; {first} has about {n:visits_per_year:visit} a year in {~care@care_setting}.",
        "Care happens mostly in {~care@care_setting}; {first} has roughly {n:visits_per_year:visit} a year for what doctors call a {severity} case.",
        "With a {severity} course, {first} needs around {n:visits_per_year:visit} a year, mostly in {~care@care_setting}."
      ],
      ["{~coverage@insurance}"]
    ],
    main_concern: [
      [
        "{first} worries most about {~concern@severity}.",
        "What keeps {first} up at night is {~concern@severity}.",
        "{Their} main concern is {~concern@severity}."
      ],
      ["{~coverconcern@insurance}", ""]
    ],
    goal: [
      [
        "{first} wants to {~healthgoal@severity}.",
        "{Their} goal is to {~healthgoal@severity}.",
        "More than anything, {first} hopes to {~healthgoal@severity}."
      ]
    ]
  },
  phrases: {
    "care:primary care": ["primary care", "a family doctor's practice"],
    "care:outpatient specialist": ["a specialist outpatient clinic"],
    "care:hospital inpatient": ["hospital, including inpatient stays"],
    "care:emergency department": ["the emergency department"],
    "coverage:private": [
      "{first} has private insurance through work.",
      "A private plan covers most of {their} bills."
    ],
    "coverage:public": [
      "{first} relies on public health coverage.",
      "Public insurance pays for most of {their} care."
    ],
    "coverage:uninsured": [
      "{first} has no insurance and pays out of pocket.",
      "Without insurance, every visit is a cost {first} weighs carefully."
    ],
    "concern:mild": [
      "whether the symptoms will get worse",
      "side effects of long-term medication",
      "finding time for check-ups"
    ],
    "concern:moderate": [
      "keeping the condition from limiting work and family life",
      "juggling several medications",
      "waiting months for a specialist appointment"
    ],
    "concern:severe": ["losing independence", "the next hospital stay", "being a burden on family"],
    "coverconcern:uninsured": ["The cost of treatment is never far from {their} mind."],
    "coverconcern:public": ["Long waiting lists in the public system frustrate {first}."],
    "coverconcern:private": ["Surprise bills despite insurance make {first} wary."],
    "healthgoal:mild": [
      "keep things mild with small lifestyle changes",
      "understand the condition well enough to manage it alone"
    ],
    "healthgoal:moderate": [
      "get the condition under control with a stable treatment plan",
      "return to a normal weekly routine"
    ],
    "healthgoal:severe": [
      "stay out of hospital for a whole year",
      "keep enough strength to live independently"
    ]
  }
}
