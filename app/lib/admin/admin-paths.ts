/** Every admin URL starts with this (robots.txt disallows it; the server's body and rate limits key on it). Links use href(). */
export const ADMIN_PATH_PREFIX = "/svcs/";
