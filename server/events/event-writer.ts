// Durable event ingestion with group commit: reports arriving together are inserted in one
// transaction (on PostgreSQL one statement, insert-events-postgres.ts), and each request is answered
// only after the transaction holding its event committed.
// So an answered 2xx survives kill -9, and a burst costs one commit instead of one per event.
import type { Insertable } from 'kysely';
import type { EventTable } from '../db/database';
import type { Deps } from '../deps';
import { insertEventsPostgres } from './insert-events-postgres';
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
  /**
   * Transactions in flight at once. SQLite has one writer anyway (1); PostgreSQL flushes the WAL of
   * concurrent commits together, so overlapping batches there multiply throughput (issue 8).
   */
  maxInFlight?: number;
}

export class EventWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly active = new Set<Promise<void>>();
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly deps: Deps,
    opts: EventWriterOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 1000;
    this.maxInFlight = opts.maxInFlight ?? (deps.dialect === 'postgres' ? 2 : 1);
  }

  /** Resolves once the event is committed (or was a duplicate of a committed one). */
  write(row: EventRow, height?: HeightReport): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, height, resolve, reject });
      if (this.scheduled) return;
      // Let the current tick's requests join the batch (the group commit).
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.pump();
      });
    });
  }

  /** Waits until everything queued so far is committed (graceful shutdown). */
  async flush(): Promise<void> {
    while (this.active.size || this.queue.length || this.scheduled) {
      if (this.active.size) await Promise.all([...this.active]);
      else await new Promise((r) => setImmediate(r));
    }
  }

  /** Starts batches while there is room; a finished batch takes whatever queued meanwhile. */
  private pump(): void {
    while (this.queue.length && this.inFlight < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      const p: Promise<void> = this.run(batch).finally(() => {
        this.inFlight--;
        this.active.delete(p);
        this.pump();
      });
      this.active.add(p);
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      await this.insert(batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    // After the answers: a height is a hint for the next snippet, never worth an event or a delay.
    const heights = batch.flatMap((p) => (p.height ? [p.height] : []));
    if (heights.length) await recordHeights(this.deps, heights).catch((e: unknown) => this.deps.log.warn('widget heights not recorded', { error: String(e) }));
  }

  private async insert(rows: EventRow[]): Promise<void> {
    if (this.deps.dialect === 'postgres') return insertEventsPostgres(this.deps, rows);
    // SQLite: one writer, synchronous statements; a transaction of multi-row inserts is one fsync-free
    // WAL append. The same (widget_id, event_id) twice is a retry: keep the first, drop the rest silently.
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
