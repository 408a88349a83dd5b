/** Account field limits; the 128-character password ceiling keeps argon2's input bounded. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
