/** better-sqlite3 (Knex's SQLite driver) ships no types: the online backup API that backup:create uses. */
declare module 'better-sqlite3' {
  export default class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean })
    backup(destination: string): Promise<{ totalPages: number; remainingPages: number }>
    close(): void
  }
}
