// Durable event ingestion with group commit: reports arriving together are inserted in one
// transaction, and each request is answered only after the transaction holding its event committed.
// So an answered 2xx survives kill -9, and a burst costs one commit instead of one per event.
import type { Insertable } from 'kysely';
import type { EventTable } from '../db/database';
import type { Deps } from '../deps';
import { recordHeights, type HeightReport } from './widget-heights';

type EventRow = Insertable<EventTable>;

interface Pending {
  row: EventRow;
  height?: HeightReport;
  resolve(): void;
  reject(err: unknown): void;
}

export interface EventWriterOptions {
  /** Most rows per transaction. */
  maxBatch?: number;
}

export class EventWriter {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private readonly maxBatch: number;

  constructor(
    private readonly deps: Deps,
    opts: EventWriterOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 500;
  }

  /** Resolves once the event is committed (or was a duplicate of a committed one). */
  write(row: EventRow, height?: HeightReport): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, height, resolve, reject });
      // While a flush runs, new events gather into the next batch (the group commit).
      if (!this.flushing) this.flushing = this.drain();
    });
  }

  /** Waits until everything queued so far is committed (graceful shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async drain(): Promise<void> {
    // Let the current tick's requests join the first batch.
    await new Promise((r) => setImmediate(r));
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.insert(batch.map((p) => p.row));
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err);
        continue;
      }
      // After the answers: a height is a hint for the next snippet, never worth an event or a delay.
      const heights = batch.flatMap((p) => (p.height ? [p.height] : []));
      if (heights.length) await recordHeights(this.deps, heights).catch((e: unknown) => this.deps.log.warn('widget heights not recorded', { error: String(e) }));
    }
    this.flushing = null;
  }

  private async insert(rows: EventRow[]): Promise<void> {
    // The same (widget_id, event_id) twice is a retry: keep the first, drop the rest silently.
    await this.deps.db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += 100) {
        await tx
          .insertInto('events')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.columns(['widget_id', 'event_id']).doNothing())
          .execute();
      }
    });
  }
}
