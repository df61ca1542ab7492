import type { Relabel } from "./types.js"

export const relabelU3: ReadonlyArray<Relabel> = [
  {
    id: "u3-01",
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { dana: ["engaged", 0] },
    findings: [],
    risks: ["low", "high", "medium"]
  },
  {
    id: "u3-02",
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { tomek: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "long_replies", "tone_mismatch"],
    risks: ["low", "high", "low", "high"]
  },
  {
    id: "u3-03",
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [10, "banter"],
      [14, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    risks: ["medium", "low", "medium"]
  },
  {
    id: "u3-04",
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { mireille: ["annoyed", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    risks: ["low", "high", "low"]
  },
  {
    id: "u3-05",
    types: [
      [0, "venting"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { jordy: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    risks: ["medium", "low", "high"]
  },
  {
    id: "u3-06",
    types: [
      [0, "banter"],
      [6, "transactional"],
      [10, "banter"]
    ],
    users: { sol: ["engaged", 0] },
    findings: [],
    risks: ["medium", "low", "medium"]
  },
  {
    id: "u3-07",
    types: [
      [0, "banter"],
      [3, "friction"]
    ],
    users: { kez: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    risks: ["low", "medium", "low", "medium"]
  },
  {
    id: "u3-08",
    types: [
      [0, "venting"],
      [5, "transactional"],
      [8, "venting"],
      [10, "friction"]
    ],
    users: { bea: ["annoyed", 0.5] },
    findings: ["repetition"],
    risks: ["high", "low", "low", "high"]
  },
  {
    id: "u3-09",
    types: [[0, "transactional"]],
    users: { ed: ["engaged", 0] },
    findings: [],
    risks: ["medium", "low", "medium"]
  },
  {
    id: "u3-10",
    types: [
      [0, "bonding"],
      [3, "friction"],
      [4, "bonding"]
    ],
    users: { lena: ["engaged", 0.2] },
    findings: ["talking_over"],
    risks: ["low", "medium", "high", "low"]
  }
]
