// The admin frame shows this toast after a sign-in: apart from the sign-in texts so that the frame does not carry them all (decision 086).
export const WELCOME_TOAST = { title: "Login successful", description: "Welcome to the admin dashboard." } as const;
