import type { Relabel } from "./types.js"

export const relabelT3: ReadonlyArray<Relabel> = [
  {
    id: "t3-01",
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    risks: ["low", "high", "high", "low"]
  },
  {
    id: "t3-02",
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { marcus: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    risks: ["low", "high", "medium", "low"]
  },
  {
    id: "t3-03",
    types: [
      [0, "venting"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { bex: ["engaged", 0] },
    findings: [],
    risks: ["low", "low", "high", "medium"]
  },
  {
    id: "t3-04",
    types: [
      [0, "venting"],
      [5, "friction"]
    ],
    users: { tomás: ["annoyed", 0.8] },
    findings: ["long_replies", "no_acknowledgement"],
    risks: ["low", "medium", "low", "high"]
  },
  {
    id: "t3-05",
    types: [
      [0, "bonding"],
      [4, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    risks: ["low", "high", "low", "medium"]
  },
  {
    id: "t3-06",
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { sam: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    risks: ["low", "medium", "low", "high"]
  },
  {
    id: "t3-07",
    types: [[0, "banter"]],
    users: { jo: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    risks: ["low", "medium", "low", "medium"]
  },
  {
    id: "t3-08",
    types: [
      [0, "venting"],
      [8, "bonding"],
      [11, "friction"]
    ],
    users: { lucía: ["churn_risk", 0.8] },
    findings: ["wrong_name"],
    risks: ["low", "low", "high"]
  },
  {
    id: "t3-09",
    types: [
      [0, "transactional"],
      [3, "banter"]
    ],
    users: { ezra: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "low"]
  },
  {
    id: "t3-10",
    types: [
      [0, "bonding"],
      [3, "venting"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { dani: ["neutral", 0.2], theo: ["annoyed", 0.2] },
    findings: ["talking_over"],
    risks: ["low", "high", "medium", "low"]
  }
]
