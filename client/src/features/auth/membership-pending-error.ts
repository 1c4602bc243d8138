/**
 * Thrown by /admin's beforeLoad for a member who is not approved yet. Throwing (rather than
 * rendering a notice) stops the admin pages below from loading data the member may not read;
 * the admin route's errorComponent turns it into the notice.
 */
export class MembershipPendingError extends Error {
  constructor() {
    super('Dit medlemskab afventer godkendelse');
    this.name = 'MembershipPendingError';
  }
}
