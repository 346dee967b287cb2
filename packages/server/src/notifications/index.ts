export {
  approvalNotificationFor,
  mayHaveLeftApproval,
  settleApprovalNotifications,
  settleDeletedApprovalNotifications,
} from './approval-notifications.js';
export type { NotificationChange, NotificationChangeRecorder } from './notification-change.js';
export { NotificationDelivery, type NotificationEmailQueue } from './notification-delivery.js';
export {
  isNotificationKind,
  type NotificationChannels,
  type NotificationKind,
  type NotificationKindInfo,
  notificationKindInfo,
  notificationKinds,
} from './notification-kinds.js';
export {
  channelsFor,
  type NotificationPreference,
  type NotificationPreferenceChange,
  NotificationPreferences,
} from './notification-preferences.js';
export { type NotificationPage, type NotificationQuery, NotificationStore } from './notification-store.js';
export { type NotificationView, notificationView } from './notification-view.js';
export { type NewNotification, type TaskNotificationType, taskNotificationFor } from './task-notification.js';
