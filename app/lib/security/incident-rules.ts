/** More than `criticalIncidents` critical incidents within `windowMinutes` raise one critical incident of their own. */
export const ESCALATION = { criticalIncidents: 3, windowMinutes: 5 } as const;
