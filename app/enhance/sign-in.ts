/**
 * The one script of the sign-in steps, which are sent as finished HTML and work without it
 * (decision 051). It adds what the spec asks of the form while a person fills it in: the username
 * checked as it is typed (the button disabled while it is wrong), an empty field or a wrong
 * username told before anything is sent, the password shown on request, the button saying the form
 * is on its way, and a lock-out's end in the visitor's own time zone.
 */
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { usernameError } from "~/lib/users/username-rule";

type Message = { title: string; description: string };

function showAlert(message: Message): void {
  const alert = document.querySelector<HTMLElement>(`[${ENHANCE.signInAlert}]`);
  if (!alert) return;
  alert.querySelector(`[${ENHANCE.signInAlertTitle}]`)!.textContent = message.title;
  alert.querySelector(`[${ENHANCE.signInAlertText}]`)!.textContent = message.description;
  alert.hidden = false;
}

const messageOf = (form: HTMLFormElement, attribute: string): Message => JSON.parse(form.getAttribute(attribute) ?? "{}") as Message;

/** The username's message under its field, its aria state, and the submit button while it is wrong. */
function enhanceUsername(form: HTMLFormElement, submit: HTMLButtonElement | null): (() => string | null) | null {
  const field = form.querySelector<HTMLInputElement>(`[${ENHANCE.usernameRule}]`);
  if (!field) return null;
  const messageId = field.getAttribute(ENHANCE.usernameRule)!;
  let message = document.getElementById(messageId);
  const check = () => {
    // Every rule speaks while typing; an emptied field is left for the submit's 'missing' message.
    const problem = field.value ? usernameError(field.value) : null;
    if (problem && !message) {
      message = document.createElement("p");
      message.id = messageId;
      message.setAttribute("role", "alert");
      message.className = "mt-1 text-sm font-medium text-red-700";
      field.insertAdjacentElement("afterend", message);
    }
    if (message) {
      message.textContent = problem ?? "";
      message.hidden = !problem;
    }
    if (problem) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", messageId);
    } else {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
    if (submit) submit.disabled = Boolean(problem);
    return problem;
  };
  field.addEventListener("input", check);
  field.addEventListener("blur", check);
  return check;
}

function enhancePasswordToggles(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>(`[${ENHANCE.passwordToggle}]`)) {
    const field = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLInputElement | null;
    if (!field) continue;
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      const visible = field.type === "password";
      field.type = visible ? "text" : "password";
      toggle.setAttribute("aria-pressed", String(visible));
      toggle.setAttribute("aria-label", (visible ? toggle.dataset.labelHide : toggle.dataset.labelShow) ?? "");
    });
  }
}

/** Says the form is on its way: the button disabled, its spinner shown (data-busy) and its busy words. */
function showBusy(submit: HTMLButtonElement | null): void {
  if (!submit) return;
  const label = submit.getAttribute(ENHANCE.busyLabel);
  const words = submit.querySelector("span");
  // After the browser has taken the form's fields: a disabled button must not change what is sent.
  window.setTimeout(() => {
    submit.disabled = true;
    submit.dataset.busy = "";
    if (label && words) {
      words.dataset.idleLabel = words.textContent ?? "";
      words.textContent = label;
    }
  });
}

function enhanceForm(form: HTMLFormElement): void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const checkUsername = enhanceUsername(form, submit);
  form.addEventListener("submit", (event) => {
    const empty = [...form.querySelectorAll<HTMLInputElement>("input[required]")].some((field) => !field.value.trim());
    if (empty) {
      event.preventDefault();
      showAlert(messageOf(form, ENHANCE.signInForm));
      return;
    }
    if (checkUsername?.()) {
      event.preventDefault();
      showAlert(messageOf(form, ENHANCE.signInInvalid));
      return;
    }
    showBusy(submit);
  });
  // Back from the back-forward cache: the form is ready again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !submit) return;
    submit.disabled = false;
    delete submit.dataset.busy;
    const words = submit.querySelector("span");
    if (words?.dataset.idleLabel) words.textContent = words.dataset.idleLabel;
  });
}

/** MM/dd/yyyy h:mm a, as the admin area writes times (app/lib/core/dates.ts), without date-fns. */
function adminWording(moment: Date): string {
  const format = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true });
  const part = Object.fromEntries(format.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

function wordLocalTimes(): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${ENHANCE.localTime}]`)) {
    const moment = new Date(time.dateTime);
    if (Number.isNaN(moment.getTime())) continue;
    time.textContent = time.getAttribute(ENHANCE.localTime) === "admin" ? adminWording(moment) : moment.toLocaleString();
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>(`form[${ENHANCE.signInForm}]`)) enhanceForm(form);
enhancePasswordToggles(document);
wordLocalTimes();
