/** A backup or restore that cannot be done: its message says why (the commands print it and exit 1). */
export class BackupError extends Error {}
