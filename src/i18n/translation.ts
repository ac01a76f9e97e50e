/** The shape a translation of an English area must have: the same keys, each a string. */
export type Translation<T> = { [Key in keyof T]: string };
