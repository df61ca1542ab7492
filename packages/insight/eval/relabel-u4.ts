import type { Relabel } from "./types.js"

export const relabelU4: ReadonlyArray<Relabel> = [
  {
    id: "u4-01",
    types: [
      [0, "transactional"],
      [5, "banter"],
      [8, "transactional"]
    ],
    users: { mira: ["engaged", 0], jonas: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "u4-02",
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"]
    ],
    users: { raj: ["churn_risk", 0.5] },
    findings: ["repetition"],
    risks: ["low", "high", "low"]
  },
  {
    id: "u4-03",
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { hannah: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    risks: ["low", "high", "high"]
  },
  {
    id: "u4-04",
    types: [[0, "transactional"]],
    users: { tomasz: ["bored", 0.2] },
    findings: ["long_replies"],
    risks: ["low", "medium", "low"]
  },
  {
    id: "u4-05",
    types: [[0, "transactional"]],
    users: { lieke: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium"]
  },
  {
    id: "u4-06",
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { agnieszka: ["engaged", 0.2], marek: ["engaged", 0] },
    findings: ["wrong_name"],
    risks: ["low", "high", "low"]
  },
  {
    id: "u4-07",
    types: [
      [0, "hostile"],
      [6, "friction"]
    ],
    users: { dwayne: ["churn_risk", 0.8] },
    findings: [],
    risks: ["low", "high", "high"]
  },
  {
    id: "u4-08",
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { sofia: ["engaged", 0], ben: ["engaged", 0], priya: ["neutral", 0.2] },
    findings: ["talking_over"],
    risks: ["low", "medium", "medium", "low"]
  },
  {
    id: "u4-09",
    types: [
      [0, "banter"],
      [5, "friction"]
    ],
    users: { zoe: ["churn_risk", 0.8], lena: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    risks: ["low", "low", "high"]
  },
  {
    id: "u4-10",
    types: [[0, "transactional"]],
    users: { marco: ["bored", 0] },
    findings: [],
    risks: ["low", "high", "medium"]
  }
]
