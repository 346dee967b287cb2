import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** A notification as the API shows it (`notificationView`); `data` always has `task_id` and `agent_id`. */
export const NotificationResource = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String(),
    title: Type.String(),
    body: Nullable(Type.String()),
    task_id: Nullable(Type.Integer()),
    data: Type.Record(Type.String(), Type.Unknown()),
    read_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('Notification') },
);
