/**
 * `npm run test:soak` (QP_SOAK=1) runs the fault and malformed-answer tests at full breadth; `npm test` runs a fixed
 * sample of them that still meets every kind of fault at least once.
 */
export const SOAK = process.env.QP_SOAK === '1';

/** The runs of a seeded loop: all of them in the soak, else the first `sample`. */
export const runs = (all: number, sample: number): number => (SOAK ? all : Math.min(all, sample));
