export { CronSchedule } from './cron-schedule.js';
