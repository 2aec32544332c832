/** The longest message the chat assistant reads (a paragraph): the panel's input and the server's validator. */
export const CHAT_MESSAGE_MAX = 500
