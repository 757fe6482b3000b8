import type { SourceRecord } from "~/lib/csv/headers";
import type { FileFormat } from "~/lib/csv/import-kinds";
import { jsonRecords } from "~/lib/csv/json-array";
import { createRecordReader } from "~/lib/csv/record-reader";
import { MESSAGES } from "~/lib/csv/import-messages";
import { ImportFileError } from "./importer";

export type RecordBatch = { records: SourceRecord[]; headers: string[] | null };

/** Where an import's rows come from; read twice (count, then apply), never held whole. */
export type RecordSource = { batches(): AsyncGenerator<RecordBatch> };

/** An uploaded file in R2, decoded (strictly: UTF-8 or refused, never garbled) and parsed as it streams in. */
export function r2Source(bucket: R2Bucket, key: string, format: FileFormat): RecordSource {
  return {
    async *batches() {
      const object = await bucket.get(key);
      if (!object) throw new ImportFileError("the uploaded file is missing from storage.");
      const reader = createRecordReader(format);
      const text = object.body.pipeThrough(new TextDecoderStream("utf-8", { fatal: true })).getReader();
      for (;;) {
        const { done, value } = await text.read().catch(() => {
          throw new ImportFileError(MESSAGES.notUtf8);
        });
        if (done) break;
        const records = reader.push(value);
        if (records.length) yield { records, headers: reader.headers };
      }
      yield { records: reader.end(), headers: reader.headers };
    },
  };
}

/** Rows already in memory (the shipped dataset), read like a JSON upload. */
export function arraySource(items: readonly unknown[]): RecordSource {
  return {
    async *batches() {
      yield { records: jsonRecords(items), headers: null };
    },
  };
}

/** Re-groups a source's batches into chunks of at most `size` rows. */
export async function* inChunks(source: RecordSource, size: number): AsyncGenerator<RecordBatch> {
  let pending: SourceRecord[] = [];
  let headers: string[] | null = null;
  for await (const batch of source.batches()) {
    headers = batch.headers;
    for (const record of batch.records) {
      pending.push(record);
      if (pending.length === size) {
        yield { records: pending, headers };
        pending = [];
      }
    }
  }
  if (pending.length) yield { records: pending, headers };
}

export async function countRecords(source: RecordSource): Promise<number> {
  let count = 0;
  for await (const batch of source.batches()) count += batch.records.length;
  return count;
}
