export type { NotificationChange, NotificationChangeRecorder } from './notification-change.js';
export {
  insertNotification,
  type NotificationPage,
  type NotificationQuery,
  NotificationStore,
} from './notification-store.js';
export { type NotificationView, notificationView } from './notification-view.js';
export { type NewNotification, type TaskNotificationType, taskNotificationFor } from './task-notification.js';
