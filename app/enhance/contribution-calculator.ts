import { parseCalculatorGoal } from "~/lib/analytics/analytics-events";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { trackEvent } from "./beacon";

/** A pause in typing this long recalculates. */
const TYPING_PAUSE_MS = 350;

/**
 * The form's answers as the address's query, leaving out empty fields (the calculator reads an
 * absent field as empty, or as its default). A list still on its "Choose…" option sends that
 * answer even when empty, so the server does not put its default in the visitor's place.
 */
function queryOf(form: HTMLFormElement): string {
  const unchosen = new Set(
    Array.from(form.querySelectorAll<HTMLOptionElement>(`option[${ENHANCE.calculatorUnchosen}]`))
      .filter((option) => option.selected)
      .map((option) => (option.parentElement as HTMLSelectElement).name),
  );
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && (value !== "" || unchosen.has(name))) query.append(name, value);
  return query.toString();
}

/** Takes the server's answer into the page: the sentence (only when it changed, so it is read once), the figures, each field's message. */
function apply(page: Document, form: HTMLFormElement, summary: Element, details: Element): void {
  const nextSummary = page.querySelector(`[${ENHANCE.calculatorSummary}]`);
  const nextDetails = page.querySelector(`[${ENHANCE.calculatorDetails}]`);
  if (!nextSummary || !nextDetails) throw new Error("not a calculator page");
  if (summary.textContent !== nextSummary.textContent) summary.textContent = nextSummary.textContent;
  details.replaceChildren(...Array.from(nextDetails.childNodes, (node) => document.adoptNode(node)));
  const goal = nextDetails.getAttribute(ENHANCE.calculatorGoal);
  if (goal) details.setAttribute(ENHANCE.calculatorGoal, goal);
  else details.removeAttribute(ENHANCE.calculatorGoal);
  for (const next of page.querySelectorAll<HTMLElement>(`[${ENHANCE.calculatorError}]`)) {
    const current = document.getElementById(next.id);
    if (!current) continue;
    current.textContent = next.textContent;
    current.hidden = next.hidden;
  }
  for (const control of Array.from(form.elements)) {
    const next = control.id ? page.getElementById(control.id) : null;
    if (!next) continue;
    for (const attribute of ["aria-invalid", "aria-describedby"]) {
      const value = next.getAttribute(attribute);
      if (value === null) control.removeAttribute(attribute);
      else control.setAttribute(attribute, value);
    }
  }
}

/**
 * The contribution calculator answers as the visitor types: after a pause the page asks the
 * server for the same address with the new answers, takes the result and the fields' messages
 * from it, and puts the address in the bar so it can be shared. The server stays the only place
 * that calculates. Each new year and coverage answered counts once as the calculator_used goal.
 */
export function enhanceCalculator(): void {
  const form = document.querySelector<HTMLFormElement>(`form[${ENHANCE.calculator}]`);
  const summary = document.querySelector(`[${ENHANCE.calculatorSummary}]`);
  const details = document.querySelector(`[${ENHANCE.calculatorDetails}]`);
  const result = document.getElementById("result");
  if (!form || !summary || !details || !result) return;

  const counted = new Set<string>();
  const countUse = () => {
    const goal = parseCalculatorGoal(details.getAttribute(ENHANCE.calculatorGoal));
    const key = JSON.stringify(goal?.params);
    if (!goal || counted.has(key)) return;
    counted.add(key);
    trackEvent(goal.name, goal.params);
  };
  // After the page view, which page tracking sends once this script has set everything up.
  window.setTimeout(countUse, 0);

  let timer = 0;
  let inFlight: AbortController | null = null;
  const update = async (thenFocusResult: boolean) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const query = queryOf(form);
    const address = `${window.location.pathname}${query ? `?${query}` : ""}`;
    result.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(address, { signal: controller.signal, headers: { Accept: "text/html" }, credentials: "same-origin" });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      if (controller.signal.aborted) return;
      apply(page, form, summary, details);
      window.history.replaceState(window.history.state, "", address);
      countUse();
      if (thenFocusResult) result.focus();
    } catch {
      if (controller.signal.aborted) return;
      summary.textContent = summary.getAttribute(ENHANCE.calculatorFailed) ?? "";
    } finally {
      if (inFlight === controller) result.removeAttribute("aria-busy");
    }
  };
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(false), TYPING_PAUSE_MS);
  };
  form.addEventListener("input", later);
  form.addEventListener("change", later);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    void update(true);
  });
}
