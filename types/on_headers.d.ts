/** on-headers 1.x ships no types: it calls `listener` on `res` right before the headers are written. */
declare module 'on-headers' {
  type ServerResponse = import('node:http').ServerResponse
  export default function onHeaders(
    res: ServerResponse,
    listener: (this: ServerResponse) => void
  ): void
}
