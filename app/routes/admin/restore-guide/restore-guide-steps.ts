/** The Restore Guide tab: our restore process, what a backup holds and what it does not, and good habits. */
export const RESTORE_STEPS: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: "Pick the backup",
    body: "In Backups, choose the newest completed backup from before the problem, or select Restore from File to upload an archive you downloaded earlier (.tar.gz, or .tar.gz.age when encrypted). Backups named ...-before-migration were taken at start-up just before an upgrade changed the database; they restore with the previous version of the site.",
  },
  {
    title: "Tell your colleagues",
    body: "A restore signs everyone out and replaces everything written since the backup was taken. Ask staff to save their work and stop editing.",
  },
  {
    title: "Have the private key ready",
    body: "When backups are encrypted (BACKUP_AGE_RECIPIENT is set), the site holds only the public key. Open the key file kept off the server and copy its AGE-SECRET-KEY-1 line; the restore uses it once and never stores it.",
  },
  {
    title: "Check the backup",
    body: "Select Restore (or Upload and Check), paste the private key if asked, then Check Backup. The site decrypts the archive to a temporary file, unpacks it and compares every table and file with its checksum; a damaged, changed, foreign, newer or path-traversing archive is refused here with the reason, and nothing is touched.",
  },
  {
    title: "Read the dry run",
    body: "The check lists every table with its rows now and after the restore, and which uploaded files will be added, replaced or deleted. Make sure it is the backup you meant.",
  },
  {
    title: "Confirm with your password",
    body: "Enter your own password and select Restore Now. The database is replaced in one transaction and the uploads with it: either everything is restored or nothing changes. Then sign in again with the accounts and passwords as they were when the backup was taken.",
  },
  {
    title: "Check the site",
    body: "Open the public pages, a few posts and their images, and the user list. Every server running the site refreshes its pages on its own.",
  },
  {
    title: "If the site will not start",
    body: "Stop the server and restore from the command line: npm run backup -- restore <archive> --dry-run (add --identity <key file> for an encrypted archive), then the same without --dry-run. The same command moves the site between the embedded database and a PostgreSQL server.",
  },
];

export const BACKUP_INCLUDES = [
  "Every table of the database: posts, tags and news items, staff accounts with their password hashes, login history, security events and the audit log, analytics",
  "Every uploaded file (images and other media)",
  "A manifest with the site version, the database schema version, and the row count, size and SHA-256 checksum of every part",
  "When BACKUP_AGE_RECIPIENT is set, all of it is encrypted to that age public key: only the private key, kept off the server, opens it",
];

export const BACKUP_EXCLUDES = [
  "Sessions: everyone signs in again after a restore",
  "The list of backups itself, and other backup archives",
  "Configuration and secrets (environment variables, SESSION_SECRET, DATABASE_URL), and the private key of encrypted backups",
  "The site's code and its installed packages (reinstall the same version to restore onto a new server)",
  "Domain names, TLS certificates and the reverse proxy",
];

export const BACKUP_PRACTICES = [
  "Keep the daily backup on and download a copy regularly to a place other than the server.",
  "Take a backup by hand before a large change, such as an upgrade or a bulk edit.",
  "Restore a backup on a spare installation now and then, to know it works before you need it.",
  "Backups hold password hashes and personal data: set BACKUP_AGE_RECIPIENT so they are encrypted, keep the private key in two safe places away from the server, and delete copies you no longer need.",
  "Restore with the same version of the site that made the backup; a newer schema refuses an older archive.",
];
