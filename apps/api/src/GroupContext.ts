/**
 * A handler group built in a context of only the services it declares.
 *
 * `HttpApiBuilder.group` captures the context its layer is built in and merges all of it into
 * every request it serves. Built the usual way, beside every other layer, that context holds
 * every service of the process (some fifty), copied on each request; built here it holds the few
 * the group's handlers and security middlewares use.
 */
import { Context, Effect, Layer, Scope } from "effect"

/**
 * `only(A, B, ...)(layer)`: `layer` built from `A`, `B`, ... alone (with the same memo map, so
 * that the router every group registers into stays one). It does not compile when `layer`
 * needs a service that is not listed.
 */
export const only =
  <const Tags extends ReadonlyArray<Context.Tag<any, any>>>(...tags: Tags) =>
  <A, E, R extends Context.Tag.Identifier<Tags[number]>>(layer: Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
    Layer.scopedContext(
      Effect.gen(function* () {
        const context = yield* Effect.context<R>()
        const memoMap = yield* Layer.CurrentMemoMap
        const scope = yield* Scope.Scope
        const needed = Context.pick(...tags)(context) as unknown as Context.Context<R>
        // not `Effect.provide`, which would merge `needed` into the whole context
        return yield* Effect.mapInputContext(
          Layer.buildWithMemoMap(layer, memoMap, scope),
          (_: Context.Context<never>) => needed
        )
      })
    )
