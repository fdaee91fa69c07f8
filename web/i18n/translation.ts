/** The same keys as zh, every value a string: TypeScript refuses a missing or extra key. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
