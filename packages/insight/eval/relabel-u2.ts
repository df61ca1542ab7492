import type { Relabel } from "./types.js"

export const relabelU2: ReadonlyArray<Relabel> = [
  {
    id: "u2-01",
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [10, "banter"]
    ],
    users: { tash: ["engaged", 0], meg: ["neutral", 0], priya: ["neutral", 0] },
    findings: [],
    risks: ["low", "medium", "high"]
  },
  {
    id: "u2-02",
    types: [
      [0, "transactional"],
      [4, "venting"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dev: ["neutral", 0], ana: ["annoyed", 0.2], ruth: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    risks: ["low", "low", "high"]
  },
  {
    id: "u2-03",
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { karen_h: ["neutral", 0], sam: ["neutral", 0.2], lou: ["neutral", 0] },
    findings: ["wrong_name", "talking_over"],
    risks: ["medium", "high", "low"]
  },
  {
    id: "u2-04",
    types: [
      [0, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { rafa: ["engaged", 0], jen: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "low"]
  },
  {
    id: "u2-05",
    types: [
      [0, "banter"],
      [7, "transactional"],
      [8, "banter"]
    ],
    users: { bex: ["neutral", 0.2], omar: ["neutral", 0.2], lina: ["engaged", 0] },
    findings: ["long_replies", "tone_mismatch"],
    risks: ["low", "medium", "low"]
  },
  {
    id: "u2-06",
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { zed: ["engaged", 0], kai: ["neutral", 0], mika: ["engaged", 0] },
    findings: [],
    risks: ["low", "medium", "low"]
  },
  {
    id: "u2-07",
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [8, "bonding"]
    ],
    users: { carol: ["neutral", 0], jess: ["neutral", 0], tom: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    risks: ["low", "high", "high"]
  },
  {
    id: "u2-08",
    types: [
      [0, "transactional"],
      [5, "friction"],
      [10, "transactional"]
    ],
    users: { finn: ["annoyed", 0.8], holly: ["neutral", 0], dan: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    risks: ["low", "high", "low"]
  },
  {
    id: "u2-09",
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: { nadia: ["neutral", 0], beth: ["engaged", 0], gemma: ["engaged", 0] },
    findings: [],
    risks: ["low", "high", "high"]
  },
  {
    id: "u2-10",
    types: [
      [0, "transactional"],
      [1, "friction"]
    ],
    users: { ola: ["annoyed", 0.8], marcus: ["annoyed", 0.5] },
    findings: ["ignored_question", "talking_over"],
    risks: ["low", "high", "low", "high"]
  }
]
