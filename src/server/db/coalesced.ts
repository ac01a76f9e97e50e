/**
 * One statement for many calls (decision 139): a call that arrives while `inFlight` runs are
 * under way waits, and every call that waited goes in the next run, together. A lone call runs
 * at once; under load the calls of one round trip share the next, so the database and the driver
 * pay a statement's fixed cost once per batch, not per call. `run` answers one value per ask, in
 * the asks' order; when it fails, every call of that batch fails with its error.
 * @example const read = coalesced((ids: string[]) => readMany(ids));
 *          const row = await read(id);
 */
export function coalesced<Ask, Answer>(
  run: (asks: Ask[]) => Promise<Answer[]>,
  inFlight = 1,
): (ask: Ask) => Promise<Answer> {
  interface Waiting {
    ask: Ask;
    resolve(answer: Answer): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  let running = 0;
  const settle = (batch: Waiting[], answers: Answer[] | null, error: unknown) => {
    running -= 1;
    next();
    for (let i = 0; i < batch.length; i += 1) {
      if (answers) batch[i]!.resolve(answers[i]!);
      else batch[i]!.reject(error);
    }
  };
  const next = () => {
    if (running >= inFlight || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    running += 1;
    let asked: Promise<Answer[]>;
    try {
      asked = run(batch.map((call) => call.ask));
    } catch (error) {
      asked = Promise.reject(error);
    }
    asked.then(
      (answers) => settle(batch, answers, null),
      (error: unknown) => settle(batch, null, error),
    );
  };
  return (ask) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      next();
    });
}
