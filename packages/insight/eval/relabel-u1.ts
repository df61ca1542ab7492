import type { Relabel } from "./types.js"

export const relabelU1: ReadonlyArray<Relabel> = [
  {
    id: "u1-01",
    types: [[0, "transactional"]],
    users: { kezia: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "u1-02",
    types: [
      [0, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { dmitri_k: ["churn_risk", 0.5] },
    findings: ["long_replies", "repetition"],
    risks: ["low", "high", "medium"]
  },
  {
    id: "u1-03",
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [14, "friction"]
    ],
    users: { priya: ["annoyed", 0.5], tom: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "talking_over"],
    risks: ["low", "high", "low", "medium"]
  },
  {
    id: "u1-04",
    types: [[0, "transactional"]],
    users: { gerald: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "u1-05",
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "transactional"]
    ],
    users: { "hannah.w": ["neutral", 0] },
    findings: ["no_acknowledgement"],
    risks: ["low", "medium", "high"]
  },
  {
    id: "u1-06",
    types: [
      [0, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { aisha: ["engaged", 0], omar: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    risks: ["low", "low", "high"]
  },
  {
    id: "u1-07",
    types: [[0, "transactional"]],
    users: { bea: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "u1-08",
    types: [
      [0, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [10, "hostile"]
    ],
    users: { marcus_j: ["churn_risk", 1] },
    findings: ["tone_mismatch", "ignored_question"],
    risks: ["low", "high", "low", "high"]
  },
  {
    id: "u1-09",
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: { jess: ["engaged", 0], noor: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "u1-10",
    types: [
      [0, "friction"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { lou_b: ["annoyed", 0.5] },
    findings: ["repetition"],
    risks: ["low", "high", "high"]
  }
]
