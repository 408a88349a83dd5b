const EMAIL = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;]+/g;
/**
 * Runs of digits (with spaces, dots, dashes, slashes or brackets between them) holding five digits
 * or more: phone, account, member, Social Security and card numbers. Years (four digits) and amounts
 * written with thousands commas ("8,750", "$10,000") are what people search for and stay.
 */
const NUMBER_RUN = /\+?\(?\d[\d\s./()-]*\d/g;
const AMOUNT = /^\$?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** A query fit to keep in the list of searches that found nothing: e-mail addresses and personal-looking numbers replaced. */
export function redactQuery(query: string): string {
  return query
    .replace(EMAIL, "[email]")
    .replace(NUMBER_RUN, (run) => {
      if (AMOUNT.test(run.trim())) return run;
      return (run.match(/\d/g)?.length ?? 0) >= 5 ? "[number]" : run;
    })
    .replace(/\s+/g, " ")
    .trim();
}
