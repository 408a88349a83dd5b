import { z } from "zod";

/** The monitor's Lift button: the address and username of the block, as the monitor lists them. */
export const liftBlockInput = z.object({ ipAddress: z.string().min(1).max(100), usernameKey: z.string().min(1).max(200) });
export type LiftBlockInput = z.infer<typeof liftBlockInput>;
