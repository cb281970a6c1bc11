/** The one form an address is stored, compared and hashed in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
