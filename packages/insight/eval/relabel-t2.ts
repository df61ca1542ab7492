import type { Relabel } from "./types.js"

export const relabelT2: ReadonlyArray<Relabel> = [
  {
    id: "t2-01",
    types: [
      [0, "transactional"],
      [8, "bonding"],
      [10, "transactional"],
      [15, "banter"]
    ],
    users: { dana: ["engaged", 0], mike: ["neutral", 0], leo: ["neutral", 0], priya: ["neutral", 0] },
    findings: [],
    risks: ["low", "medium", "medium", "low"]
  },
  {
    id: "t2-02",
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { bee: ["annoyed", 0.2], kofi: ["annoyed", 0.2], tomas: ["neutral", 0] },
    findings: ["long_replies", "talking_over"],
    risks: ["medium", "medium", "low"]
  },
  {
    id: "t2-03",
    types: [
      [0, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { ollie: ["engaged", 0], june: ["engaged", 0], raf: ["neutral", 0], sam: ["neutral", 0] },
    findings: [],
    risks: ["medium", "low", "low", "medium"]
  },
  {
    id: "t2-04",
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [8, "transactional"]
    ],
    users: { gail: ["neutral", 0.2], dev: ["neutral", 0], tess: ["annoyed", 0.2], ron: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    risks: ["low", "high", "low"]
  },
  {
    id: "t2-05",
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { felix: ["annoyed", 0.2], nadia: ["annoyed", 0.5], ayo: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    risks: ["low", "low", "high"]
  },
  {
    id: "t2-06",
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "bonding"],
      [9, "transactional"]
    ],
    users: { linda: ["neutral", 0], tom: ["neutral", 0], rosie: ["neutral", 0], gus: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    risks: ["low", "high", "low"]
  },
  {
    id: "t2-07",
    types: [
      [0, "banter"],
      [5, "transactional"]
    ],
    users: { lena: ["engaged", 0], dex: ["engaged", 0], mo: ["neutral", 0] },
    findings: [],
    risks: ["medium", "low", "medium", "low"]
  },
  {
    id: "t2-08",
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { kat: ["annoyed", 0.2], benji: ["annoyed", 0.5], theo: ["neutral", 0], marisol: ["neutral", 0] },
    findings: ["wrong_name"],
    risks: ["low", "low", "high"]
  },
  {
    id: "t2-09",
    types: [[0, "transactional"]],
    users: { sunita: ["engaged", 0], claire: ["engaged", 0], pete: ["neutral", 0], okafor: ["engaged", 0] },
    findings: [],
    risks: ["high", "low", "low"]
  },
  {
    id: "t2-10",
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"]
    ],
    users: { zed: ["neutral", 0], hugo: ["neutral", 0], pris: ["neutral", 0] },
    findings: ["tone_mismatch"],
    risks: ["low", "medium", "low"]
  }
]
