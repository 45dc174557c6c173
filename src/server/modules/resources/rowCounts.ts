/** Totals at or below this are counted on every page: cheap, and exact at once after any change. */
export const COUNTED_EVERY_PAGE = 1000;
/** How long a large total is reused for the same filters (other servers' writes show after this). */
export const COUNT_REUSE_MS = 5000;
// Distinct filters remembered; beyond this the oldest is counted again.
const KEPT = 500;

/**
 * The number of rows matching a grid's filters, counted once per filter and reused briefly while large:
 * paging through 5,000 sirens or 1,000,000 audit rows must not count them all on every page. A write
 * on this server forgets its resource's totals at once.
 */
export class RowCounts {
  private readonly totals = new Map<string, { total: number; at: number }>();

  async total(resource: string, filters: string, count: () => Promise<number>): Promise<number> {
    const key = `${resource}\u0000${filters}`;
    const known = this.totals.get(key);
    if (known && Date.now() - known.at < COUNT_REUSE_MS) return known.total;
    const total = await count();
    this.totals.delete(key);
    if (total > COUNTED_EVERY_PAGE) {
      if (this.totals.size >= KEPT) this.totals.delete(this.totals.keys().next().value!);
      this.totals.set(key, { total, at: Date.now() });
    }
    return total;
  }

  /** A row of `resource` was written: its totals are counted again. */
  forget(resource: string) {
    for (const key of this.totals.keys()) if (key.startsWith(`${resource}\u0000`)) this.totals.delete(key);
  }
}
