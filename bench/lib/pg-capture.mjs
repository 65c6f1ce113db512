// Preloaded into the built server by bench/capture-sql.mjs (`node --import`): every query the
// server's node-postgres clients send is appended to CAPTURE_SQL_FILE as one JSON line (name, text,
// values, rowMode), exactly as Drizzle hands it to the driver. Bench use only: it slows every query.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.CAPTURE_SQL_FILE;
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function capturedQuery(config, values, callback) {
    const sent =
      typeof config === 'string'
        ? { text: config, values: Array.isArray(values) ? values : undefined }
        : {
            name: config?.name,
            text: config?.text,
            values: config?.values ?? (Array.isArray(values) ? values : undefined),
            rowMode: config?.rowMode,
          };
    // Dates and buffers as JSON has them; the line is for reading, not for replaying byte for byte.
    appendFileSync(file, `${JSON.stringify(sent)}\n`);
    return query.call(this, config, values, callback);
  };
}
