import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Provided on the server only: browsers hide nonces from the DOM, so the client reads "". */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
