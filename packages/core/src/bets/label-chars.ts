/**
 * How much of a source's bet type or status text is read to classify it: every known code or
 * word is a few words long, and reading no more keeps a hostile cell as cheap as a short one.
 */
export const LABEL_CHARS = 100;
