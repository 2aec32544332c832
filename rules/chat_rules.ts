/** The longest message the chat assistant reads (a paragraph): the panel's input and the server's validator. */
export const CHAT_MESSAGE_MAX = 500

/** The cards an answer shows under it (the panel sends their ids back with the next message: "contact the second one"). */
export const CHAT_RESULTS_SHOWN = 3
