/**
 * States for the savings estimate. California and New Jersey do not follow the federal treatment:
 * their income tax does not exclude HSA contributions, so a contribution saves no state tax there.
 */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

/** States whose income tax counts HSA contributions as income. */
export const STATES_TAXING_HSA_CONTRIBUTIONS: ReadonlySet<StateCode> = new Set<StateCode>(["CA", "NJ"]);

export function isStateCode(value: string): value is StateCode {
  return US_STATES.some(([code]) => code === value);
}

export function stateName(code: StateCode): string {
  return US_STATES.find(([candidate]) => candidate === code)?.[1] ?? code;
}

/** The federal income tax brackets (marginal rates, percent) a visitor chooses from. */
export const FEDERAL_RATES = [10, 12, 22, 24, 32, 35, 37] as const;

/** Social security (6.2%) and Medicare (1.45%) taxes on wages, which cafeteria-plan contributions escape. */
export const PAYROLL_TAX_PERCENT = 7.65;
