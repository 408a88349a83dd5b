/**
 * Two-factor sign-in with an authenticator app (TOTP): enrolment, recovery codes, the second step
 * of a sign-in, the "require for every account" setting and the admins' reset (decision 026).
 */
export {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus,
  type TwoFactorStatus,
} from "./enrolment.server";
export { TwoFactorRefusedError } from "./two-factor-errors.server";
export { isTwoFactorRequired, setTwoFactorRequired } from "./requirement.server";
export { completeSecondStep, type SecondStepResult } from "./second-step.server";
export { qrPathOf, type QrPath } from "./qr-code.server";
export { totpUri } from "./totp.server";
export { accountsWithTwoFactor, listAdminsWithoutTwoFactor } from "./two-factor-accounts.server";
