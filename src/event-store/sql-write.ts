// A write that rides along with an append in the same SQL statement (read models, idempotency records). Its text
// uses `$1..$n` for its own values and `head.stream_id` for the stream being written; it must select FROM head,
// so that it writes nothing when the append itself writes nothing (a version conflict).
export interface SqlWrite {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** Renumbers `$k` placeholders of `text` by `offset`. */
export function shiftPlaceholders(text: string, offset: number): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + offset}`);
}
