import type { Relabel } from "./types.js"

export const relabelT1: ReadonlyArray<Relabel> = [
  {
    id: "t1-01",
    types: [[0, "transactional"]],
    users: { dani: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "t1-02",
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8], jess: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    risks: ["low", "high", "low", "high"]
  },
  {
    id: "t1-03",
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["repetition"],
    risks: ["low", "medium", "high"]
  },
  {
    id: "t1-04",
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { sol: ["engaged", 0], benny: ["engaged", 0] },
    findings: [],
    risks: ["medium", "low", "medium"]
  },
  {
    id: "t1-05",
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { tariq: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    risks: ["low", "high", "medium", "low"]
  },
  {
    id: "t1-06",
    types: [
      [0, "transactional"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { rosa: ["engaged", 0.2], dev: ["neutral", 0] },
    findings: [],
    risks: ["high", "low", "high"]
  },
  {
    id: "t1-07",
    types: [
      [0, "banter"],
      [6, "transactional"],
      [7, "banter"]
    ],
    users: { jojo: ["engaged", 0], finn: ["neutral", 0], ama: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "t1-08",
    types: [[0, "transactional"]],
    users: { kev: ["engaged", 0] },
    findings: [],
    risks: ["high", "low", "medium"]
  },
  {
    id: "t1-09",
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { helen: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question", "no_acknowledgement"],
    risks: ["low", "medium", "low", "high"]
  },
  {
    id: "t1-10",
    types: [
      [0, "transactional"],
      [9, "friction"],
      [15, "transactional"]
    ],
    users: { linda: ["neutral", 0], caleb: ["annoyed", 0.5] },
    findings: ["talking_over"],
    risks: ["medium", "low", "medium"]
  }
]
