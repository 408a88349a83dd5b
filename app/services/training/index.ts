/**
 * Training: dated sessions of the courses, registration with seats the database never oversells
 * and a waitlist with time-limited offers, attendance (marked or imported), credits by the
 * accreditor's rule in content, certificates (PDF, revocable, renewal reminders) and their public
 * verification.
 */
export { AttendanceImportError, importAttendance, markAttendance, rosterOf } from "./attendance.server";
export {
  type Certificate,
  certificatePdfByLink,
  certificatePdfForStaff,
  issueCertificates,
  type IssueOutcome,
  listCertificates,
  pruneTrainingRecords,
  revokeCertificate,
  sendRenewalReminders,
  type Verification,
  verifyCertificate,
} from "./certificates.server";
export { acceptOffer, cancelRegistration, type Registrant, registerForSession, registrationByLink, type RegistrationOutcome } from "./register.server";
export { exportRoster } from "./roster.server";
export { expireOffers, offerFreedSeats } from "./seats.server";
export {
  accreditorNames,
  createSession,
  listSessions,
  sessionById,
  type TrainingSession,
  upcomingSession,
  type UpcomingSession,
  upcomingSessions,
  updateSession,
} from "./sessions.server";
export { trainingOffersJob, trainingRemindersJob } from "./training-jobs.server";
