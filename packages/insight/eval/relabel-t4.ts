import type { Relabel } from "./types.js"

export const relabelT4: ReadonlyArray<Relabel> = [
  {
    id: "t4-01",
    types: [[0, "transactional"]],
    users: { "dana.k": ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "low"]
  },
  {
    id: "t4-02",
    types: [
      [0, "friction"],
      [8, "hostile"],
      [11, "friction"]
    ],
    users: { gmarsh: ["churn_risk", 1] },
    findings: ["repetition"],
    risks: ["low", "high", "high", "low"]
  },
  {
    id: "t4-03",
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { priya: ["engaged", 0], tom_flat3: ["annoyed", 0.2] },
    findings: ["talking_over"],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "t4-04",
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { "felix@brightloop": ["engaged", 0.2] },
    findings: [],
    risks: ["low", "high", "low"]
  },
  {
    id: "t4-05",
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { ruth_o: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies", "tone_mismatch"],
    risks: ["low", "medium", "high", "low"]
  },
  {
    id: "t4-06",
    types: [[0, "transactional"]],
    users: { "ahmed.r": ["neutral", 0] },
    findings: [],
    risks: ["low", "medium", "medium"]
  },
  {
    id: "t4-07",
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { marta_v: ["churn_risk", 1] },
    findings: ["wrong_name", "ignored_question"],
    risks: ["low", "high", "low", "high"]
  },
  {
    id: "t4-08",
    types: [[0, "transactional"]],
    users: { "H. Lindqvist (Procurement, Nordvik AB)": ["neutral", 0] },
    findings: ["tone_mismatch"],
    risks: ["low", "high", "low"]
  },
  {
    id: "t4-09",
    types: [
      [0, "venting"],
      [4, "transactional"],
      [12, "bonding"]
    ],
    users: { sam_whitt: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "high", "low"]
  },
  {
    id: "t4-10",
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "transactional"],
      [10, "friction"]
    ],
    users: { leonie_b: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question"],
    risks: ["low", "high", "low", "medium"]
  }
]
