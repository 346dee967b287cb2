// Floor, durable on SQLite: the hand-written loop committing one transaction per step (the task
// row's counter and the step's two messages), with Spora's driver and pragmas (WAL, synchronous =
// NORMAL, its checkpoint interval), so the same durability class is compared.
import { join } from 'node:path';
import { runFloorTask } from '../lib/floor-loop.mjs';
import { BetterSqlite3 } from '../lib/server-deps.mjs';

export async function open({ llmUrl, dir }) {
  const db = new BetterSqlite3(join(dir, 'floor.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Spora's `sqliteCheckpointPages`, not imported: loading the server would weigh on the floor.
  db.pragma('wal_autocheckpoint = 4000');
  db.exec(`
    create table tasks (id integer primary key, status text not null, step_count integer not null,
      updated_at text not null);
    create table history (id integer primary key, task_id integer not null references tasks (id),
      sequence integer not null, role text not null, content text not null, created_at text not null,
      unique (task_id, sequence));`);
  const insertTask = db.prepare(
    `insert into tasks (status, step_count, updated_at) values ('RUNNING', 0, ?)`,
  );
  const insertMessage = db.prepare(
    'insert into history (task_id, sequence, role, content, created_at) values (?, ?, ?, ?, ?)',
  );
  const countStep = db.prepare('update tasks set step_count = step_count + 1, updated_at = ? where id = ?');
  const settle = db.prepare(`update tasks set status = 'COMPLETED', updated_at = ? where id = ?`);
  const sequences = new Map();
  const append = (taskId, role, content, now) => {
    const sequence = sequences.get(taskId);
    sequences.set(taskId, sequence + 1);
    insertMessage.run(taskId, sequence, role, content, now);
  };
  const persist = {
    begin: db.transaction((messages) => {
      const now = new Date().toISOString();
      const taskId = Number(insertTask.run(now).lastInsertRowid);
      sequences.set(taskId, 0);
      for (const message of messages) append(taskId, message.role, message.content, now);
      return taskId;
    }),
    step: db.transaction((taskId, assistant, results) => {
      const now = new Date().toISOString();
      countStep.run(now, taskId);
      append(taskId, 'assistant', JSON.stringify(assistant.tool_calls), now);
      for (const result of results) append(taskId, 'tool', JSON.stringify(result), now);
    }),
    finish: db.transaction((taskId, text) => {
      const now = new Date().toISOString();
      settle.run(now, taskId);
      append(taskId, 'assistant', text, now);
      sequences.delete(taskId);
    }),
  };
  return {
    runTask: (task) => runFloorTask({ baseUrl: llmUrl, ...task }, persist),
    close: async () => db.close(),
  };
}
