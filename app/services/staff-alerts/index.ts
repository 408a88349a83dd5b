/**
 * Staff alerts: what admins must act on (critical security incidents, a failed scheduled backup,
 * a failed scheduled publish), mailed by the `staff-alerts` job to the admins who keep alert mail on.
 */
export { alertRecipients, sendStaffAlerts, staffAlertsJob } from "./staff-alerts-job.server";
export { alertMailSetting, setAlertMail } from "./alert-mail-setting.server";
