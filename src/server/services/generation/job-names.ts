/** The pg-boss queue of generation jobs, and where a job goes when its retries are spent. */
export const GENERATION_JOB = 'generation';
export const GENERATION_FAILED = 'generation-failed';
/** A public API job's Cancel-After deadline (decision 078): cancels it if still unfinished. */
export const GENERATION_DEADLINE = 'generation-deadline';
