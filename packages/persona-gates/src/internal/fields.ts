/** A field's value when the persona has it as an own key (so `constructor` is not inherited). */
export const fieldValue = (fields: { readonly [k: string]: string }, name: string): string | undefined =>
  Object.hasOwn(fields, name) ? fields[name] : undefined
