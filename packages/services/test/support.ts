import type { Db } from "@cis/db"
import { layerOffline } from "@cis/llm"
import { Layer } from "effect"
import { layer, ServiceConfig } from "../src/index.js"

/** The platform services over a test database, the offline provider and a fixed config. */
export const servicesOn = (db: Layer.Layer<Db>, config: Partial<ServiceConfig.ServiceConfigShape> = {}) =>
  layer.pipe(Layer.provideMerge(Layer.mergeAll(db, layerOffline, ServiceConfig.layerWith(config))))
