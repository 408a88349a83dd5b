/**
 * Instances: the processes using the database, each seen again every few seconds, so work a
 * crashed or restarted process left half done (a backup, a restore, a job run) can be recognised
 * as interrupted by any other process or by the next start.
 */
export { processInstanceId } from "./instance-id.server";
export { INSTANCE_GONE_AFTER_MS, INSTANCE_SEEN_EVERY_MS, type Liveness, liveness, startInstanceHeartbeat } from "./liveness.server";
