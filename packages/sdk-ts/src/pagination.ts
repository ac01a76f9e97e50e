import { KieuPromise, type WithResponse } from './response.js';

/** A page of a list: its items and the cursor of the next page (null on the last). */
export interface Page<Item> {
  items: Item[];
  next_cursor: string | null;
}

/**
 * The first page of a list, awaited as any answer, and every item of every page when iterated:
 * the next page is asked for only once the items before it are used.
 * @example for await (const job of kieu.listJobs({ status: 'succeeded' })) console.log(job.id);
 */
export class KieuPagePromise<Item, P extends Page<Item>>
  extends KieuPromise<P>
  implements AsyncIterable<Item>
{
  readonly #nextPage: (cursor: string) => Promise<P>;

  constructor(first: Promise<WithResponse<P>>, nextPage: (cursor: string) => Promise<P>) {
    super(first);
    this.#nextPage = nextPage;
  }

  /** Every page in turn, the first included. */
  async *pages(): AsyncGenerator<P, void, undefined> {
    let page: P = await this;
    yield page;
    while (page.next_cursor !== null) {
      page = await this.#nextPage(page.next_cursor);
      yield page;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }
}
