/**
 * Decision 086: the pg-boss priority of a batch's cell. Single jobs run at their plan's priority
 * (0 to 3, spec §6); every cell runs below all of them, so a single job waits for at most the
 * cells already running, never for a queued grid. Within the cells, the n-th cell of every batch
 * shares one priority (−1 − n): the queue takes the first cell of each waiting batch, then the
 * second of each, and so on, a round-robin fair share between accounts that run batches at once.
 * @example cellPriority(0) // -1, cellPriority(99) // -100
 */
export function cellPriority(index: number): number {
  return -1 - index;
}
