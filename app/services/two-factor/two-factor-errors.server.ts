import { DomainError } from "~/services/platform";

/** A two-factor change refused (a wrong password or code, nothing to confirm); its message goes beside `field` when it names one. */
export class TwoFactorRefusedError extends DomainError {
  override name = "TwoFactorRefusedError";
  constructor(message: string, field?: "password" | "code") {
    super(message, 400, field ? { [field]: message } : undefined);
  }
}
