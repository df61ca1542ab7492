/**
 * Work run in a context of only the services it declares, for the request path.
 *
 * Each request copies its context several times (the request, the route and the principal each
 * add an entry to a copy, and `HttpApiBuilder.group` merges the context its layer was built in),
 * so a context holding every service of the process (some fifty) is copied on each request.
 * The server serves from a context of its scope and the platform's services ({@link withOnly}),
 * and each handler group is built from only the services it declares ({@link only}).
 */
import { Context, Effect, Layer, Scope } from "effect"

/**
 * `withOnly(A, B, ...)(effect)`: `effect` run in a context of `A`, `B`, ... alone (not
 * `Effect.provide`, which would merge them into the whole context). It does not compile when
 * `effect` needs a service that is not listed.
 */
export const withOnly =
  <const Tags extends ReadonlyArray<Context.Tag<any, any>>>(...tags: Tags) =>
  <A, E, R extends Context.Tag.Identifier<Tags[number]>>(
    effect: Effect.Effect<A, E, R>
  ): Effect.Effect<A, E, R> =>
    Effect.flatMap(Effect.context<R>(), (context) =>
      Effect.mapInputContext(
        effect,
        (_: Context.Context<never>) => Context.pick(...tags)(context) as unknown as Context.Context<R>
      )
    )

/**
 * `only(A, B, ...)(layer)`: `layer` built from `A`, `B`, ... alone (with the same memo map, so
 * that the router every group registers into stays one). It does not compile when `layer`
 * needs a service that is not listed.
 */
export const only =
  <const Tags extends ReadonlyArray<Context.Tag<any, any>>>(...tags: Tags) =>
  <A, E, R extends Context.Tag.Identifier<Tags[number]>>(layer: Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
    Layer.scopedContext(
      Effect.flatMap(Effect.all([Layer.CurrentMemoMap, Scope.Scope]), ([memoMap, scope]) =>
        withOnly(...tags)(Layer.buildWithMemoMap(layer, memoMap, scope))
      )
    )
